import { arDate } from '@shared/domain/argentina-time';
import { ROUTES } from '@shared/routes';
import { FOOTER_TEXT } from '@shared/texts/discovery';
import { WITHDRAWAL_LINK_TEXT } from '@shared/texts/withdrawal-link';
import { Link } from 'react-router-dom';

/**
 * The site footer: copyright of the current year in Buenos Aires (docs/architecture.md,
 * "Renderer") and the legal pages every page should reach, with the withdrawal button
 * (Resolución 424/2020: a link on every page, worded as the rule says).
 */
export function Footer() {
  return (
    <footer className="app-footer">
      <span>{FOOTER_TEXT.copyright(arDate(new Date()).slice(0, 4))}</span>
      <nav aria-label={FOOTER_TEXT.legales} className="app-footer-links">
        <Link to={ROUTES.terminos.path}>{FOOTER_TEXT.terminos}</Link>
        <Link to={ROUTES.privacidad.path}>{FOOTER_TEXT.privacidad}</Link>
        <Link to={ROUTES.arrepentimiento.path}>{WITHDRAWAL_LINK_TEXT}</Link>
      </nav>
    </footer>
  );
}
