import { TERMS_TEXT as T } from '@shared/texts/admin-content';
import { useState } from 'react';
import { mediaUrl } from '../../api/media-url';
import { ExternalLink } from '../../ui/external-link';
import { useGetTermsFileQuery } from './api';
import { PdfViewer } from './pdf-viewer';
import { forgetTermsLink, freshTermsLink } from './terms-link-cache';
import './terms.css';

/**
 * /terminos (public): the current terms PDF. The link is kept in this tab's session with its
 * fetch time and asked again only when, as the page opens, it is older than 15 minutes
 * (docs/architecture.md, "Where each rule lives"); a cached link whose file is gone is dropped and
 * asked again at once.
 */
export function TerminosPage() {
  const [cached, setCached] = useState(() => freshTermsLink(Date.now()));
  const query = useGetTermsFileQuery(undefined, {
    skip: cached !== null,
    refetchOnMountOrArgChange: true,
  });

  const onNotFound = () => {
    if (!cached) return;
    forgetTermsLink();
    setCached(null);
  };

  const link = cached?.url ?? (query.isFetching ? undefined : query.data?.url);
  const url = link ? mediaUrl(link) : null;

  let body;
  if (url) {
    body = (
      <>
        <div className="terms-actions">
          <ExternalLink href={url} download="terminos-y-condiciones.pdf" className="btn">
            {T.descargar}
          </ExternalLink>
        </div>
        <PdfViewer url={url} onNotFound={onNotFound} />
      </>
    );
  } else if (link || (query.isError && !query.isFetching)) {
    body = (
      <p className="status-text" role="alert">
        {T.error}
      </p>
    );
  } else if (query.data === null && !query.isFetching) {
    body = <p className="empty-state muted">{T.sinArchivo}</p>;
  } else {
    body = (
      <p className="status-text" role="status">
        {T.cargando}
      </p>
    );
  }

  return (
    <section className="page page-article terms-page">
      <h1>{T.titulo}</h1>
      {body}
    </section>
  );
}
