import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { MEDIOS_PUERTA, type MedioPuerta } from '@shared/domain/boleteria';
import { formatShortCode } from '@shared/domain/ticket-short-code';
import { BOLETERIA_TEXT, MEDIO_PUERTA_TEXT } from '@shared/texts/boleteria';
import { DOOR_TEXT } from '@shared/texts/door';
import { formatHora, formatPesos } from '../ui/format';
import type { BoxOffice, SaleOutcome } from './box-office';
import type { Caja, CobroQr, VentaRegistrada } from '@shared/api/boleteria';
import { DoorApiError } from './door-client';
import { DoorError } from './door-error';

const messageOf = (e: unknown) =>
  e instanceof DoorApiError ? e.message : e instanceof Error ? e.message : String(e);

/**
 * The box office in the door app (docs/decisions/0094-box-office.md), phone first: open the caja,
 * reserve places while online, sell (cash or transfer) with or without signal, close the caja.
 */
export function BoxOfficeScreen({
  office,
  nombreEvento,
  edadMinima,
  onBack,
}: {
  office: BoxOffice;
  nombreEvento: string;
  /** An 18+ night: the seller checks the buyer's DNI before charging. */
  edadMinima: number | null;
  onBack: () => void;
}) {
  const { dia, online, pendientes } = useSyncExternalStore(office.subscribe, office.getState);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SaleOutcome | null>(null);
  const [cerrada, setCerrada] = useState<Caja | null>(null);
  const [cobro, setCobro] = useState<CobroQr | null>(null);
  const caja = dia.caja;
  useEffect(() => office.run(), [office]);
  const allotments = <Allotments office={office} busy={busy} run={run} />;

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="door-scan door-boleteria">
      <header className="door-header">
        <div>
          <h1>{BOLETERIA_TEXT.titulo}</h1>
          <p className="door-hint">{nombreEvento}</p>
        </div>
        <div className="door-actions">
          <button type="button" className="door-link" onClick={onBack}>
            {BOLETERIA_TEXT.volverAEscanear}
          </button>
        </div>
      </header>
      <p role="status" aria-label={BOLETERIA_TEXT.titulo} className="door-status">
        <span>{online ? DOOR_TEXT.enLinea : DOOR_TEXT.sinConexion}</span>
        <span>{BOLETERIA_TEXT.pendientes(pendientes)}</span>
      </p>
      <DoorError message={error} />
      {cerrada && <CierreView caja={cerrada} />}
      {dia.tipos.length === 0 ? (
        <p className="door-hint">{BOLETERIA_TEXT.sinTipos}</p>
      ) : !caja ? (
        <button type="button" disabled={busy} onClick={() => void run(() => office.abrirCaja())}>
          {BOLETERIA_TEXT.abrirCaja}
        </button>
      ) : outcome ? (
        <OutcomeView outcome={outcome} onNext={() => setOutcome(null)} />
      ) : cobro ? (
        <QrView
          office={office}
          cobro={cobro}
          onPaid={(venta) => {
            setCobro(null);
            setOutcome({ estado: 'registrada', venta });
          }}
          onBack={() => setCobro(null)}
        />
      ) : (
        <>
          <p className="door-hint">{BOLETERIA_TEXT.cajaAbierta(formatHora(caja.abiertaAt))}</p>
          {edadMinima !== null && (
            <p className="door-dni-aviso">{BOLETERIA_TEXT.pedirDni(edadMinima)}</p>
          )}
          {/* Nothing reserved yet: reserving comes first, selling after. */}
          {caja.cupos.length === 0 && allotments}
          <SaleForm
            office={office}
            busy={busy}
            onSell={(input) =>
              run(async () => {
                const result = await office.vender(input);
                if (result.estado === 'rechazada') setError(result.motivo);
                else setOutcome(result);
              })
            }
            onQr={(input) => run(async () => setCobro(await office.cobrarQr(input)))}
          />
          {caja.cupos.length > 0 && allotments}
          <CierreForm
            caja={caja}
            busy={busy}
            onClose={(contado, nota) =>
              run(async () => setCerrada(await office.cerrar(contado, nota)))
            }
          />
        </>
      )}
    </main>
  );
}

function SaleForm({
  office,
  busy,
  onSell,
  onQr,
}: {
  office: BoxOffice;
  busy: boolean;
  onSell: (input: Parameters<BoxOffice['vender']>[0]) => void;
  /** Mercado Pago: the QR flow, online only. */
  onQr: (input: Parameters<BoxOffice['cobrarQr']>[0]) => void;
}) {
  const { dia } = office.getState();
  const [idEntrada, setIdEntrada] = useState(dia.tipos[0]!.idEntrada);
  const [cantidad, setCantidad] = useState(1);
  const [medio, setMedio] = useState<MedioPuerta>('efectivo');
  const precio = dia.tipos.find((t) => t.idEntrada === idEntrada)?.precioPuerta ?? 0;
  const total = formatPesos(precio * cantidad);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (k: string) => String(data.get(k) ?? '').trim() || null;
    if (medio === 'mercadopago') return onQr({ idEntrada, cantidad, nombre: text('nombre') });
    onSell({
      idEntrada,
      cantidad,
      medio,
      ingresa: data.get('ingresa') === 'on',
      correo: text('correo'),
      nombre: text('nombre'),
    });
  }

  return (
    <form className="door-form" onSubmit={submit} aria-label={BOLETERIA_TEXT.vender}>
      <fieldset>
        <legend>{BOLETERIA_TEXT.vender}</legend>
        {dia.tipos.map((t) => (
          <label key={t.idEntrada} className="door-choice">
            <input
              type="radio"
              name="tipo"
              checked={idEntrada === t.idEntrada}
              onChange={() => setIdEntrada(t.idEntrada)}
            />
            {`${t.dsTipo} · ${formatPesos(t.precioPuerta ?? 0)}`}
            <span className="door-hint">{BOLETERIA_TEXT.cupoResto(office.resto(t.idEntrada))}</span>
          </label>
        ))}
      </fieldset>
      <label>
        {BOLETERIA_TEXT.cantidad}
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          value={cantidad}
          onChange={(e) => setCantidad(Math.max(1, Math.min(20, Number(e.target.value) || 1)))}
        />
      </label>
      <fieldset>
        <legend>{BOLETERIA_TEXT.medio}</legend>
        {MEDIOS_PUERTA.map((m) => (
          <label key={m} className="door-choice">
            <input type="radio" name="medio" checked={medio === m} onChange={() => setMedio(m)} />
            {MEDIO_PUERTA_TEXT[m]}
          </label>
        ))}
      </fieldset>
      {medio !== 'mercadopago' && (
        <>
          <label className="door-choice">
            <input type="checkbox" name="ingresa" defaultChecked />
            {BOLETERIA_TEXT.ingresaAhora}
          </label>
          <p className="door-hint">{BOLETERIA_TEXT.ingresaAhoraAyuda}</p>
        </>
      )}
      <label>
        {BOLETERIA_TEXT.nombre}
        <input name="nombre" autoComplete="off" maxLength={120} />
      </label>
      {medio !== 'mercadopago' && (
        <>
          <label>
            {BOLETERIA_TEXT.correo}
            <input name="correo" type="email" autoComplete="off" maxLength={254} />
          </label>
          <p className="door-hint">{BOLETERIA_TEXT.correoAyuda}</p>
        </>
      )}
      <button type="submit" disabled={busy}>
        {BOLETERIA_TEXT.cobrar(total)}
      </button>
    </form>
  );
}

/** How often the QR screen asks whether the payment landed. */
const COBRO_POLL_MS = 2_000;

/** The Mercado Pago QR for the buyer's phone, followed until the payment lands or ends. */
function QrView({
  office,
  cobro,
  onPaid,
  onBack,
}: {
  office: BoxOffice;
  cobro: CobroQr;
  onPaid: (venta: VentaRegistrada) => void;
  onBack: () => void;
}) {
  const [estado, setEstado] = useState(cobro.estado);
  // The latest callback, so the caja's refresh (a new render) does not restart the polling.
  const paid = useRef(onPaid);
  paid.current = onPaid;
  useEffect(() => {
    let live = true;
    const timer = setInterval(() => {
      void office.cobro(cobro.idOrden).then(
        (c) => {
          if (!live) return;
          setEstado(c.estado);
          if (c.estado === 'pagada')
            paid.current({
              idVenta: String(c.idOrden),
              idOrden: c.idOrden,
              numero: c.numero,
              tickets: c.tickets,
              motivo: null,
            });
        },
        () => {},
      );
    }, COBRO_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [office, cobro.idOrden]);
  const ended = estado !== 'pendiente' && estado !== 'pagada';
  return (
    <section className="door-card" aria-label={BOLETERIA_TEXT.qrTitulo}>
      <h2>{BOLETERIA_TEXT.qrTitulo}</h2>
      <p className="door-codigo">{formatPesos(cobro.total)}</p>
      {ended ? (
        <p role="alert">{BOLETERIA_TEXT.qrNoAprobado}</p>
      ) : (
        <>
          <p className="door-hint">{BOLETERIA_TEXT.qrAyuda}</p>
          {cobro.qr && <img className="door-qr" src={cobro.qr} alt={BOLETERIA_TEXT.qrImagen} />}
          <p role="status">{BOLETERIA_TEXT.qrEsperando}</p>
        </>
      )}
      <button type="button" className="door-link" onClick={onBack}>
        {BOLETERIA_TEXT.qrVolver}
      </button>
    </section>
  );
}

function OutcomeView({ outcome, onNext }: { outcome: SaleOutcome; onNext: () => void }) {
  return (
    <section className="door-card" aria-live="polite">
      <h2>
        {outcome.estado === 'registrada'
          ? BOLETERIA_TEXT.vendida
          : BOLETERIA_TEXT.vendidaSinConexion}
      </h2>
      {outcome.estado === 'registrada' && (
        <ul aria-label={BOLETERIA_TEXT.codigoEntrada} className="door-entradas">
          {outcome.venta.tickets.map((t) => (
            <li key={t.codigoCorto}>
              <TicketQr codigo={t.codigo} />
              <span className="door-codigo">{formatShortCode(t.codigoCorto)}</span>
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={onNext} autoFocus>
        {BOLETERIA_TEXT.nuevaVenta}
      </button>
    </section>
  );
}

/**
 * A ticket's QR as its holder's page shows it, for the buyer to photograph when they do not walk
 * in at once. Drawn on the device (the library loads only here); a sale kept offline has no
 * signed code yet, and its buyer takes the short code.
 */
function TicketQr({ codigo }: { codigo: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((QRCode) =>
      QRCode.toDataURL(codigo, { errorCorrectionLevel: 'M', margin: 2, width: 240 }).then(
        (url) => live && setSrc(url),
      ),
    );
    return () => {
      live = false;
    };
  }, [codigo]);
  return src ? <img className="door-qr" src={src} alt={BOLETERIA_TEXT.qrEntrada} /> : null;
}

function Allotments({
  office,
  busy,
  run,
}: {
  office: BoxOffice;
  busy: boolean;
  run: (action: () => Promise<void>) => Promise<void>;
}) {
  const { dia } = office.getState();
  function submit(event: FormEvent<HTMLFormElement>, idEntrada: number) {
    event.preventDefault();
    const cantidad = Number(new FormData(event.currentTarget).get('cantidad'));
    void run(() => office.reservar(idEntrada, cantidad));
  }
  return (
    <section className="door-card" aria-label={BOLETERIA_TEXT.cupoTitulo}>
      <h2>{BOLETERIA_TEXT.cupoTitulo}</h2>
      <p className="door-hint">{BOLETERIA_TEXT.cupoAyuda}</p>
      {dia.tipos.map((t) => (
        <form
          key={t.idEntrada}
          className="door-form door-inline"
          onSubmit={(e) => submit(e, t.idEntrada)}
        >
          <label>
            {`${BOLETERIA_TEXT.cupoCantidad}: ${t.dsTipo}`}
            <input name="cantidad" type="number" inputMode="numeric" min={1} defaultValue={10} />
          </label>
          <button type="submit" disabled={busy}>
            {BOLETERIA_TEXT.cupoReservar}
          </button>
          <p className="door-hint">
            {`${BOLETERIA_TEXT.cupoResto(office.resto(t.idEntrada))} · ${BOLETERIA_TEXT.cupoDisponibles(t.disponibles)}`}
          </p>
        </form>
      ))}
    </section>
  );
}

function CierreForm({
  caja,
  busy,
  onClose,
}: {
  caja: Caja;
  busy: boolean;
  onClose: (contado: number, nota: string | null) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const esperado = caja.ventas.efectivo.monto;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const contado = Number(String(data.get('contado') ?? '').replace(/\D/g, ''));
    if (String(data.get('contado') ?? '').trim() === '' || !Number.isFinite(contado))
      return setError(BOLETERIA_TEXT.contado);
    setError(null);
    onClose(contado, String(data.get('nota') ?? '').trim() || null);
  }
  const all = Object.values(caja.ventas);
  const vendidas = all.reduce((s, v) => s + v.entradas, 0);
  const monto = all.reduce((s, v) => s + v.monto, 0);
  return (
    <form
      className="door-form door-card"
      onSubmit={submit}
      aria-label={BOLETERIA_TEXT.cierreTitulo}
    >
      <h2>{BOLETERIA_TEXT.cierreTitulo}</h2>
      <p>{BOLETERIA_TEXT.vendidasResumen(vendidas, formatPesos(monto))}</p>
      <p>{`${BOLETERIA_TEXT.esperado}: ${formatPesos(esperado)}`}</p>
      <label>
        {BOLETERIA_TEXT.contado}
        <input name="contado" inputMode="numeric" autoComplete="off" />
      </label>
      <DoorError message={error} />
      <label>
        {BOLETERIA_TEXT.nota}
        <input name="nota" autoComplete="off" maxLength={500} />
      </label>
      <button type="submit" disabled={busy}>
        {BOLETERIA_TEXT.cerrar}
      </button>
    </form>
  );
}

function CierreView({ caja }: { caja: Caja }) {
  return (
    <section className="door-card" role="status" aria-label={BOLETERIA_TEXT.cerrada}>
      <h2>{BOLETERIA_TEXT.cerrada}</h2>
      <p>{`${BOLETERIA_TEXT.esperado}: ${formatPesos(caja.efectivoEsperado)}`}</p>
      <p>{`${BOLETERIA_TEXT.contado}: ${formatPesos(caja.efectivoContado ?? 0)}`}</p>
      <p>{`${BOLETERIA_TEXT.diferencia}: ${formatPesos(caja.diferencia ?? 0)}`}</p>
      {caja.devueltos > 0 && <p>{BOLETERIA_TEXT.devueltos(caja.devueltos)}</p>}
    </section>
  );
}
