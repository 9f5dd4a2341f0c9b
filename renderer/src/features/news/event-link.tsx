import { NEWS_TEXT } from '@shared/texts/news-directions';
import { isSitePath } from '@shared/validation/links';
import { Link } from 'react-router-dom';
import { getPlatform } from '../../platform';
import { ExternalLink, isWebUrl } from '../../ui/external-link';

/**
 * "Ir a evento" opens in a new tab (docs/architecture.md, "Renderer"). On the desktop there are no
 * tabs: another site opens in the system browser and a page of Pulso (a "/evento/…" path) opens in
 * the app. Anything that is neither a web address nor a Pulso path is not linked.
 */
export function EventLink({ url }: { url: string }) {
  const inApp = isSitePath(url);
  const className = 'btn btn-primary';
  if (inApp) {
    return getPlatform().target === 'desktop' ? (
      <Link to={url} className={className}>
        {NEWS_TEXT.irAEvento}
      </Link>
    ) : (
      <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
        {NEWS_TEXT.irAEvento}
      </a>
    );
  }
  if (!isWebUrl(url)) return null;
  return (
    <ExternalLink href={url} className={className}>
      {NEWS_TEXT.irAEvento}
    </ExternalLink>
  );
}
