import type { EventoAValidarDetalle } from '@shared/api/admin';
import { GENEROS } from '@shared/domain/catalogs';
import { isCapital } from '@shared/domain/location';
import { isWebUrl, youTubeId } from '@shared/domain/media-links';
import { EVENT_VALIDATION_TEXT as T, SI_NO } from '@shared/texts/admin-validation';
import { VALIDATION_MSG } from '@shared/validation/admin';
import { getPlatform } from '../../platform';
import { ExternalLink } from '../../ui/external-link';
import { formatDia, formatHorario, formatPesos } from '../../ui/format';
import { MediaImage } from '../../ui/media-image';

const genreName = (cd: number) => GENEROS.find((g) => g.cdGenero === cd)?.dsGenero;

/** Everything an administrator checks before deciding (/eventoavalidar/{idEvento}). */
export function EventoResumen({ detalle }: { detalle: EventoAValidarDetalle }) {
  const { evento, entradasPorFecha } = detalle;
  const { owner, domicilio } = evento;
  const generos = evento.genero.map(genreName).filter((g): g is string => Boolean(g));
  const direccion = [
    domicilio.direccion,
    isCapital(domicilio.provincia) ? null : domicilio.localidad?.nombre,
  ]
    .filter((p): p is string => Boolean(p && p.trim()))
    .join(', ');
  const entradasDe = (idFecha: number) =>
    entradasPorFecha.find((f) => f.idFecha === idFecha)?.entradas ?? [];

  return (
    <div className="validation-detail">
      <MediaImage
        url={evento.imagen}
        alt={T.imagenAlt(evento.nombre)}
        width={640}
        className="validation-detail-image"
        eager
      />

      <section aria-labelledby="validation-owner">
        <h2 id="validation-owner">{T.organizador}</h2>
        <dl className="validation-facts">
          <dt>{T.organizador}</dt>
          <dd>{`${owner.nombre} ${owner.apellido}`.trim()}</dd>
          <dt>{T.correo}</dt>
          <dd>{owner.correo}</dd>
          <dt>{T.telefono}</dt>
          <dd>{owner.telefono || T.sinTelefono}</dd>
        </dl>
      </section>

      <section aria-labelledby="validation-event">
        <h2 id="validation-event" className="visually-hidden">
          {evento.nombre}
        </h2>
        <dl className="validation-facts">
          <dt>{T.generos}</dt>
          <dd>{generos.length ? generos.join(', ') : T.sinGeneros}</dd>
          <dt>{T.artistas}</dt>
          <dd>
            {evento.artistas.length
              ? evento.artistas.map((a) => a.nombre).join(', ')
              : T.sinArtistas}
          </dd>
          <dt>{T.direccion}</dt>
          <dd>{direccion}</dd>
          <dt>{T.provincia}</dt>
          <dd>{domicilio.provincia?.nombre ?? ''}</dd>
          <dt>{T.lgbt}</dt>
          <dd>{SI_NO(evento.isLgbt)}</dd>
          <dt>{T.after}</dt>
          <dd>{SI_NO(evento.isAfter)}</dd>
        </dl>
      </section>

      <section aria-labelledby="validation-description">
        <h2 id="validation-description">{T.descripcion}</h2>
        <p className="validation-description">
          {evento.descripcion.trim() ? evento.descripcion : VALIDATION_MSG.sinDescripcion}
        </p>
      </section>

      <section aria-labelledby="validation-dates">
        <h2 id="validation-dates">{T.fechas}</h2>
        {evento.fechas.length === 0 ? (
          <p className="muted">{T.sinFechas}</p>
        ) : (
          evento.fechas.map((fecha, i) => (
            <div key={fecha.idFecha} className="validation-date">
              <h3>
                {T.dia(i + 1)}: <time dateTime={fecha.inicio}>{formatDia(fecha.inicio)}</time>
                <span className="muted"> · {formatHorario(fecha.inicio, fecha.fin)}</span>
              </h3>
              <EntradasTable entradas={entradasDe(fecha.idFecha)} dia={i + 1} />
            </div>
          ))
        )}
      </section>

      <section aria-labelledby="validation-media">
        <h2 id="validation-media" className="visually-hidden">
          {`${T.audio} / ${T.video}`}
        </h2>
        <dl className="validation-facts">
          <dt>{T.audio}</dt>
          <dd>
            {evento.soundCloud && isWebUrl(evento.soundCloud) ? (
              <ExternalLink href={evento.soundCloud}>{evento.soundCloud}</ExternalLink>
            ) : (
              T.sinAudio
            )}
          </dd>
          <dt>{T.video}</dt>
          <dd>
            <Video url={evento.video} />
          </dd>
        </dl>
      </section>
    </div>
  );
}

function EntradasTable({
  entradas,
  dia,
}: {
  entradas: EventoAValidarDetalle['entradasPorFecha'][number]['entradas'];
  dia: number;
}) {
  if (entradas.length === 0) return <p className="muted">{T.sinEntradas}</p>;
  return (
    <table className="validation-tickets" aria-label={`${T.entradas}, ${T.dia(dia)}`}>
      <thead>
        <tr>
          <th scope="col">{T.tipo}</th>
          <th scope="col">{T.precio}</th>
          <th scope="col">{T.cantidad}</th>
        </tr>
      </thead>
      <tbody>
        {entradas.map((e) => (
          <tr key={e.cdTipo}>
            <td>{e.dsTipo}</td>
            <td>{formatPesos(e.precio)}</td>
            <td>{e.cantidad}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The YouTube video: a player on the web; the desktop app's CSP forbids frames, so there
 * the link opens in the system browser.
 */
function Video({ url }: { url: string | null }) {
  const id = url ? youTubeId(url) : null;
  if (!url || !id) return <>{T.sinVideo}</>;
  if (getPlatform().target !== 'web') {
    return <ExternalLink href={url}>{T.abrirVideo}</ExternalLink>;
  }
  return (
    <div className="validation-video">
      <iframe
        title={T.reproductorVideo}
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
