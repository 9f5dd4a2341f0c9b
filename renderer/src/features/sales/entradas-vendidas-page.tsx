import type { VentasEvento } from '@shared/api/after-sale';
import { MEDIOS_PUERTA } from '@shared/domain/boleteria';
import { BOLETERIA_TEXT, MEDIO_PUERTA_TEXT } from '@shared/texts/boleteria';
import { CODIGO_MSG } from '@shared/texts/codigos';
import { ROUTES, routePath } from '@shared/routes';
import { DOOR_ADMIN_TEXT } from '@shared/texts/door';
import { LISTA_TEXT } from '@shared/texts/guest-list';
import { SALES_TEXT as T } from '@shared/texts/sales';
import { SETTLEMENT_TEXT } from '@shared/texts/settlement';
import { EQUIPO_TEXT } from '@shared/texts/equipo-pantalla';
import { TIPOS_TEXT } from '@shared/texts/organiser';
import { TRANSFER_TEXT } from '@shared/texts/transfers';
import { useEffect, useId } from 'react';
import type { Permiso } from '@shared/domain/equipo';
import { Link, useParams } from 'react-router-dom';
import { errorStatus } from '../../api/problem';
import { formatDia, formatFechaLarga, formatNumero, formatPesos } from '../../ui/format';
import { useGetProgresoReembolsosQuery } from '../../api/organiser-api';
import { CancelledEventNote } from '../../ui/cancelled-event-note';
import { useGetVentasQuery } from './api';
import './sales.css';
import { LoadFailed, LoadingText } from '../../ui/status-text';
import { VentasPorDiaSection } from './ventas-por-dia';
import { ExportarSection } from './exportar';
import { RankingRrppSection } from './ranking-rrpp';

/**
 * /entradas-vendidas/{idEvento}: per ticket type (and day, when the event has
 * several) price, sold, money and what is left, with the totals, from paid orders; and, apart,
 * the tickets resold through the wait list and the people waiting on it (issue 13), and the
 * sales at the door's box office (docs/decisions/0094-box-office.md); below, the
 * RRPP's ranking (docs/decisions/0092-rrpp.md), the sales per day and the discount codes used
 * (issue 14).
 */
export function EntradasVendidasPage() {
  const { eventoId } = useParams();
  const idEvento = Number(eventoId);
  const valid = Number.isInteger(idEvento) && idEvento > 0;
  const query = useGetVentasQuery(idEvento, { skip: !valid, refetchOnMountOrArgChange: true });
  const status = errorStatus(query.error);
  // Cancelled (it is among the organiser's cancelled events): its refunds before anything else,
  // and no door, codes or guests any more.
  const cancelado = useGetProgresoReembolsosQuery(undefined, {
    skip: !valid,
    refetchOnMountOrArgChange: true,
  }).data?.find((p) => p.idEvento === idEvento);

  useEffect(() => {
    if (query.error && status !== 404 && status !== 403) {
      console.error('No se pudieron cargar las ventas', query.error);
    }
  }, [query.error, status]);

  const notFound = !valid || status === 404 || status === 403;
  // A member of the event's productora is offered only what their role may open (the
  // server says which); the owner, everything. Until the answer arrives, nothing is offered.
  const permisos = query.data?.permisos;
  const puede = (p: Permiso) => query.data !== undefined && (!permisos || permisos.includes(p));
  let body;
  if (notFound) {
    body = <p className="status-text">{T.noEncontrado}</p>;
  } else if (query.data) {
    body = <Ventas ventas={query.data} />;
  } else if (query.isError) {
    body = (
      <LoadFailed text={T.error} retryText={T.reintentar} onRetry={() => void query.refetch()} />
    );
  } else {
    body = <LoadingText>{T.cargando}</LoadingText>;
  }

  return (
    <section className="page sales">
      <h1>{query.data ? T.tituloEvento(query.data.nombre) : T.titulo}</h1>
      {cancelado && <CancelledEventNote idEvento={idEvento} progreso={cancelado} marcado />}
      {body}
      {!notFound && <RankingRrppSection idEvento={idEvento} comisiones={puede('evento')} />}
      {!notFound && <VentasPorDiaSection idEvento={idEvento} />}
      {!notFound && puede('exportar') && <ExportarSection idEvento={idEvento} />}
      {valid && !cancelado && puede('puerta') && (
        <Link to={routePath('puertaEvento', { idEvento })} className="btn">
          {DOOR_ADMIN_TEXT.menu}
        </Link>
      )}
      {valid && !cancelado && puede('codigos') && (
        <Link to={routePath('codigosDescuento', { eventoId: idEvento })} className="btn">
          {CODIGO_MSG.titulo}
        </Link>
      )}
      {valid && !cancelado && puede('evento') && (
        <Link to={routePath('tiposEntrada', { eventoId: idEvento })} className="btn">
          {TIPOS_TEXT.enlace}
        </Link>
      )}
      {valid && puede('liquidacion') && (
        <Link to={routePath('liquidacion', { eventoId: idEvento })} className="btn">
          {SETTLEMENT_TEXT.enlace}
        </Link>
      )}
      {valid && !cancelado && puede('miembros') && typeof query.data?.idProductora === 'number' && (
        <Link to={routePath('equipoEvento', { eventoId: idEvento })} className="btn">
          {EQUIPO_TEXT.equipoEvento.enlace}
        </Link>
      )}
      {valid && !cancelado && puede('listas') && (
        <Link to={routePath('listaInvitados', { eventoId: idEvento })} className="btn">
          {LISTA_TEXT.menu}
        </Link>
      )}
      <Link to={ROUTES.misEventosCreados.path} className="btn">
        {T.volver}
      </Link>
    </section>
  );
}

function Ventas({ ventas }: { ventas: VentasEvento }) {
  const dias = new Set(ventas.filas.map((f) => f.idFecha));
  const porDia = dias.size > 1;
  if (ventas.filas.length === 0) return <p className="status-text">{T.sinVentas}</p>;
  // The door's column only for an event that sold there: the others keep their table.
  const conPuerta = ventas.puerta.entradas > 0 || ventas.filas.some((f) => f.enPuerta > 0);
  return (
    <>
      <div className="sales-table-wrap">
        <table className="sales-table">
          <caption className="visually-hidden">{T.tabla}</caption>
          <thead>
            <tr>
              <th scope="col">{T.tipo}</th>
              {porDia && <th scope="col">{T.dia}</th>}
              <th scope="col">{T.precio}</th>
              <th scope="col">{T.vendidas}</th>
              {conPuerta && <th scope="col">{BOLETERIA_TEXT.enPuerta}</th>}
              <th scope="col">{T.total}</th>
              <th scope="col">{T.restantes}</th>
              <th scope="col">{T.revendidas}</th>
              <th scope="col">{T.enEspera}</th>
              <th scope="col">{T.invitados}</th>
            </tr>
          </thead>
          <tbody>
            {ventas.filas.map((f) => (
              <tr key={`${f.idFecha}-${f.cdTipo}`}>
                <th scope="row">{f.dsTipo}</th>
                {porDia && <td>{formatDia(f.dia)}</td>}
                <td>{formatPesos(f.precio)}</td>
                <td>{formatNumero(f.vendidas)}</td>
                {conPuerta && <td>{formatNumero(f.enPuerta)}</td>}
                <td>{formatPesos(f.total)}</td>
                <td>{formatNumero(f.restantes)}</td>
                <td>{formatNumero(f.revendidas)}</td>
                <td>{formatNumero(f.enEspera)}</td>
                <td>{formatNumero(f.invitados)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {ventas.adicionales && <Adicionales adicionales={ventas.adicionales} porDia={porDia} />}
      <dl className="sales-totals">
        <div>
          <dt>{T.totalEntradas}</dt>
          <dd>{formatNumero(ventas.totalEntradas)}</dd>
        </div>
        <div>
          <dt>{T.totalRecaudado}</dt>
          <dd>{formatPesos(ventas.totalRecaudado)}</dd>
        </div>
        <div>
          <dt>{T.totalReventas}</dt>
          <dd>{formatNumero(ventas.totalReventas)}</dd>
        </div>
      </dl>
      <p className="muted">{T.nota}</p>
      {ventas.puerta.entradas > 0 && <VentasPuerta puerta={ventas.puerta} />}
      <Transferidas transferidas={ventas.transferidas} />
    </>
  );
}

/** What the days' add-ons sold (docs/decisions/0090-add-ons.md), counted in Total recaudado. */
function Adicionales({
  adicionales,
  porDia,
}: {
  adicionales: NonNullable<VentasEvento['adicionales']>;
  porDia: boolean;
}) {
  const id = useId();
  return (
    <section className="sales-transfers" aria-labelledby={`${id}-adicionales`}>
      <h2 id={`${id}-adicionales`}>{T.adicionalesTitulo}</h2>
      <div className="sales-table-wrap">
        <table className="sales-table" aria-labelledby={`${id}-adicionales`}>
          <thead>
            <tr>
              <th scope="col">{T.adicional}</th>
              {porDia && <th scope="col">{T.dia}</th>}
              <th scope="col">{T.precio}</th>
              <th scope="col">{T.vendidos}</th>
              <th scope="col">{T.total}</th>
              <th scope="col">{T.restantes}</th>
            </tr>
          </thead>
          <tbody>
            {adicionales.map((a) => (
              <tr key={`${a.idFecha}-${a.nombre}`}>
                <th scope="row">{a.nombre}</th>
                {porDia && <td>{formatDia(a.dia)}</td>}
                <td>{formatPesos(a.precio)}</td>
                <td>{formatNumero(a.vendidos)}</td>
                <td>{formatPesos(a.total)}</td>
                <td>{formatNumero(a.restantes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * What the box office sold (docs/decisions/0094-box-office.md), by how it was paid: already in
 * the totals above, shown apart because it was sold at the door, not online.
 */
function VentasPuerta({ puerta }: { puerta: VentasEvento['puerta'] }) {
  const id = useId();
  const B = BOLETERIA_TEXT;
  const cifras: Array<[string, string]> = [
    [B.entradas, formatNumero(puerta.entradas)],
    ...MEDIOS_PUERTA.map((m): [string, string] => [MEDIO_PUERTA_TEXT[m], formatPesos(puerta[m])]),
    [B.totalPuerta, formatPesos(puerta.total)],
  ];
  return (
    <section className="sales-puerta" aria-labelledby={`${id}-puerta`}>
      <h2 id={`${id}-puerta`}>{B.ventasPuertaTitulo}</h2>
      <dl className="sales-totals">
        {cifras.map(([termino, valor]) => (
          <div key={termino}>
            <dt>{termino}</dt>
            <dd>{valor}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">{B.ventasPuertaNota}</p>
    </section>
  );
}

/** Sold tickets now held by someone other than their buyer (issue 13). */
function Transferidas({ transferidas }: { transferidas: VentasEvento['transferidas'] }) {
  const id = useId();
  const C = TRANSFER_TEXT.columnas;
  return (
    <section className="sales-transfers" aria-labelledby={`${id}-transferidas`}>
      <h2 id={`${id}-transferidas`}>{TRANSFER_TEXT.transferidasTitulo}</h2>
      {transferidas.length === 0 ? (
        <p className="muted">{TRANSFER_TEXT.transferidasVacio}</p>
      ) : (
        <div className="sales-table-wrap">
          <table className="sales-table sales-table-text" aria-labelledby={`${id}-transferidas`}>
            <thead>
              <tr>
                <th scope="col">{C.dia}</th>
                <th scope="col">{C.tipo}</th>
                <th scope="col">{C.comprador}</th>
                <th scope="col">{C.titular}</th>
                <th scope="col">{C.at}</th>
              </tr>
            </thead>
            <tbody>
              {transferidas.map((t) => (
                <tr key={t.idTicket}>
                  <td>
                    <time dateTime={t.dia}>{formatDia(t.dia)}</time>
                  </td>
                  <td>{t.dsTipo}</td>
                  <td>{t.comprador}</td>
                  <td>{t.titular}</td>
                  <td>
                    <time dateTime={t.at}>{formatFechaLarga(t.at)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
