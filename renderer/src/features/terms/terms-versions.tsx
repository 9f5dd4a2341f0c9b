import { TERMS_TEXT as T } from '@shared/texts/admin-content';
import { mediaUrl } from '../../api/media-url';
import { ExternalLink } from '../../ui/external-link';
import { formatFechaLarga, formatHora, formatNumero } from '../../ui/format';
import { useGetTermsVersionsQuery } from './api';

/**
 * Every terms PDF published, the one in force first, each with its date, its file and how many
 * purchases accepted it (ordenes.id_version_terminos): what a buyer agreed to stays readable.
 */
export function TermsVersions() {
  const query = useGetTermsVersionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const versiones = query.data;
  let body;
  if (query.isLoading) {
    body = (
      <p className="status-text" role="status">
        {T.versionesCargando}
      </p>
    );
  } else if (!versiones) {
    body = (
      <p className="status-text" role="alert">
        {T.versionesError}
      </p>
    );
  } else if (versiones.length === 0) {
    body = <p className="empty-state muted">{T.versionesVacio}</p>;
  } else {
    body = (
      <ul className="terms-versions" aria-label={T.versiones}>
        {versiones.map((v) => {
          const fecha = formatFechaLarga(v.publicadaAt);
          const href = mediaUrl(v.url);
          return (
            <li key={v.idVersion} className="terms-version">
              <p className="terms-version-date">
                {T.publicada(fecha, formatHora(v.publicadaAt))}
                {v.vigente && <span className="tag tag-accent">{T.vigente}</span>}
              </p>
              <p className="muted">{T.compras(v.compras, formatNumero(v.compras))}</p>
              {href && (
                <ExternalLink href={href} aria-label={T.verPdfDe(fecha)}>
                  {T.verPdf}
                </ExternalLink>
              )}
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section className="terms-versions-section" aria-labelledby="terms-versions-title">
      <h2 id="terms-versions-title">{T.versiones}</h2>
      <p className="muted">{T.versionesAyuda}</p>
      {body}
    </section>
  );
}
