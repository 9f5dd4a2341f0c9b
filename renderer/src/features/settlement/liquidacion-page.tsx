import type { Liquidacion, LiquidacionOrganizador } from '@shared/api/settlement';
import { ROUTES } from '@shared/routes';
import { formatCuit } from '@shared/validation/profile';
import { Link } from 'react-router-dom';
import { SETTLEMENT_TEXT as T } from '@shared/texts/settlement';
import { OwnEventPage, useEventoIdParam } from '../../ui/own-event-page';
import { useId } from 'react';
import { formatFechaLarga, formatHora, formatNumero, formatPesos } from '../../ui/format';
import { useGetLiquidacionQuery } from './api';
import { DescargarPdf } from './descargar-pdf';
import { LiquidacionTable } from './liquidacion-table';
import './settlement.css';

/**
 * /liquidacion/{eventoId} (issue 14): what the event's tickets brought in and what went back,
 * per day and type, down to the net Pulso owes the organiser; the same as a PDF. With RRPP
 * sales, what the productora owes each of them and what stays after paying them; the door's
 * sales apart, as the productora collected them. Others' events do not exist for the organiser
 * (404).
 */
export function LiquidacionPage() {
  const { idEvento, valid } = useEventoIdParam();
  const query = useGetLiquidacionQuery(idEvento, { skip: !valid, refetchOnMountOrArgChange: true });
  return (
    <OwnEventPage
      className="settlement"
      idEvento={idEvento}
      valid={valid}
      title={(l) => (l ? T.tituloEvento(l.nombre) : T.titulo)}
      query={query}
      texts={T}
      failure="No se pudo cargar la liquidación"
    >
      {(liquidacion) => <Settlement liquidacion={liquidacion} />}
    </OwnEventPage>
  );
}

function Settlement({ liquidacion }: { liquidacion: Liquidacion }) {
  const id = useId();
  return (
    <>
      <p className="muted">
        {T.generada(formatFechaLarga(liquidacion.generadaAt), formatHora(liquidacion.generadaAt))}
      </p>
      <dl className="settlement-neto">
        <dt>{T.neto}</dt>
        <dd>{formatPesos(liquidacion.totales.neto)}</dd>
      </dl>
      <Cobro organizador={liquidacion.organizador} titleId={`${id}-cobro`} />
      <DescargarPdf idEvento={liquidacion.idEvento} />
      <LiquidacionTable liquidacion={liquidacion} />
      {liquidacion.rrpp.length > 0 && (
        <ComisionesRrpp liquidacion={liquidacion} titleId={`${id}-rrpp`} />
      )}
      {liquidacion.ventasPuerta.entradas > 0 && (
        <VentasPuerta puerta={liquidacion.ventasPuerta} titleId={`${id}-puerta`} />
      )}
      <section className="settlement-notas" aria-labelledby={`${id}-notas`}>
        <h2 id={`${id}-notas`}>{T.notasTitulo}</h2>
        <dl>
          {T.notas.map(([termino, definicion]) => (
            <div key={termino}>
              <dt>{termino}</dt>
              <dd>{definicion}</dd>
            </div>
          ))}
        </dl>
        {liquidacion.totales.invitados > 0 && <p className="muted">{T.invitadosNota}</p>}
        {liquidacion.rrpp.length > 0 && <p className="muted">{T.rrppNota}</p>}
        <p className="muted">{T.formula}</p>
      </section>
    </>
  );
}

/**
 * What the productora owes each RRPP (docs/decisions/0092-rrpp.md), from the same orders, with
 * their total, and what stays with it after paying them. Pulso's net above is unchanged: the
 * productora pays its RRPP.
 */
function ComisionesRrpp({
  liquidacion: l,
  titleId,
}: {
  liquidacion: Liquidacion;
  titleId: string;
}) {
  const C = T.rrppColumnas;
  return (
    <section className="settlement-rrpp">
      <h2 id={titleId}>{T.rrppTitulo}</h2>
      {/* A phone scrolls the table sideways in this box, which the keyboard can reach; the
          box is the region named after the heading. */}
      <div className="settlement-rrpp-scroll" role="region" aria-labelledby={titleId} tabIndex={0}>
        <table className="settlement-rrpp-table">
          <caption className="visually-hidden">{T.rrppTitulo}</caption>
          <thead>
            <tr>
              <th scope="col">{C.nombre}</th>
              <th scope="col">{C.entradas}</th>
              <th scope="col">{C.importe}</th>
              <th scope="col">{C.comision}</th>
            </tr>
          </thead>
          <tbody>
            {l.rrpp.map((r) => (
              <tr key={r.idUsuario}>
                <th scope="row">{r.nombre}</th>
                <td>{formatNumero(r.entradas)}</td>
                <td>{formatPesos(r.importe)}</td>
                <td>{formatPesos(r.comision)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {T.rrppTotal}
              </th>
              <td>{formatPesos(l.comisionesRrpp)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <dl className="settlement-neto settlement-neto-rrpp">
        <dt>{T.netoTrasComisiones}</dt>
        <dd>{formatPesos(l.netoTrasComisiones)}</dd>
      </dl>
    </section>
  );
}

/**
 * The box office's sales (docs/decisions/0094-box-office.md): the productora collected them at
 * the door, in cash or to its own account, so they are outside every figure above and the net.
 */
function VentasPuerta({
  puerta,
  titleId,
}: {
  puerta: Liquidacion['ventasPuerta'];
  titleId: string;
}) {
  const C = T.puertaColumnas;
  const cifras: Array<[string, string]> = [
    [C.entradas, formatNumero(puerta.entradas)],
    [C.efectivo, formatPesos(puerta.efectivo)],
    [C.transferencia, formatPesos(puerta.transferencia)],
    [C.total, formatPesos(puerta.total)],
  ];
  return (
    <section className="settlement-puerta" aria-labelledby={titleId}>
      <h2 id={titleId}>{T.puertaTitulo}</h2>
      <dl>
        {cifras.map(([termino, valor]) => (
          <div key={termino}>
            <dt>{termino}</dt>
            <dd>{valor}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">{T.puertaNota}</p>
    </section>
  );
}

/**
 * Who is paid and where, as the PDF says it: the organiser, CUIT, bank, CBU and alias, or that
 * they are missing, with the way to fill them in.
 */
function Cobro({
  organizador: o,
  titleId,
}: {
  organizador: LiquidacionOrganizador;
  titleId: string;
}) {
  const sinCuenta = !o.cbu && !o.aliasCbu;
  const filas: Array<[string, string]> = [
    [T.columnasCobro.organizador, o.nombre],
    [T.columnasCobro.cuit, o.cuit ? formatCuit(o.cuit) : T.sinCargar],
    ...(sinCuenta
      ? []
      : ([
          ...(o.banco ? [[T.columnasCobro.banco, o.banco]] : []),
          [T.columnasCobro.cbu, o.cbu || T.sinCargar],
          [T.columnasCobro.alias, o.aliasCbu || T.sinCargar],
        ] as Array<[string, string]>)),
  ];
  return (
    <section className="settlement-cobro" aria-labelledby={titleId}>
      <h2 id={titleId}>{T.datosCobro}</h2>
      <dl>
        {filas.map(([termino, valor]) => (
          <div key={termino}>
            <dt>{termino}</dt>
            <dd>{valor}</dd>
          </div>
        ))}
      </dl>
      {(sinCuenta || !o.cuit) && (
        <p className="muted">
          {sinCuenta && `${T.datosCobroSinCargar}. `}
          {T.cargarEnPerfil} <Link to={ROUTES.miPerfil.path}>{T.irAlPerfil}</Link>
        </p>
      )}
    </section>
  );
}
