import {
  ORDEN_MSG,
  type CrearOrdenPayload,
  type OrdenPendiente,
  type OrdenView,
} from '@shared/api/checkout';
import type { CodigoAplicable } from '@shared/api/codigos';
import { DESAFIO_HEADER } from '@shared/api/desafio-header';
import type { EventoView } from '@shared/api/discovery';
import type { UsuarioView } from '@shared/api/usuario';
import { DEFAULT_SERVICE_FEE_RATE } from '@shared/domain/fees';
import type { ComprarState, PurchaseItem } from '@shared/domain/purchase';
import { ROUTES } from '@shared/routes';
import { CHECKOUT_TEXT as T } from '@shared/texts/checkout';
import { Alert, Button, Modal } from 'antd';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useValidarCodigoQuery } from '../../api/codigos-api';
import { useGetConfigQuery } from '../../api/config-api';
import { useGetOrdenPendienteQuery } from '../../api/ordenes-api';
import { problemDetail, problemFieldErrors } from '../../api/problem';
import { useGetUsuarioQuery, useUpdateUsuarioMutation } from '../../api/usuario-api';
import { useAppSelector } from '../../state/hooks';
import { selectUser } from '../../state/session-slice';
import { formatDia } from '../../ui/format';
import { flash, readState } from '../../ui/navigation-state';
import { AddOnsPicker } from './add-ons-picker';
import {
  addOnsPayload,
  addOnsSubtotal,
  chosenAddOns,
  type AddOnChoice,
  type ChosenAddOn,
} from './add-ons';
import { useCrearOrdenMutation, useGetAdicionalesFechasQuery } from './api';
import { BuyerFields } from './buyer-fields';
import {
  CHECKED_FIELDS,
  buyerErrors,
  crearOrdenPayload,
  initialBuyer,
  profileUpdate,
  storedErrors,
  unlockRefused,
  type BuyerErrors,
  type BuyerValues,
  type CheckedField,
  type LockableField,
} from './buyer-form';
import { CheckoutSummary, type AddOnLine, type SummaryLine } from './checkout-summary';
import { ordenTotals, previewTotals, withAccessRows } from './checkout-totals';
import { CodigoAcceso } from './codigo-acceso';
import { pideDesafioError } from '../../ui/desafio/desafio-error';
import { useDesafio } from '../../ui/desafio/use-desafio';
import { CodigoDescuento } from './codigo-descuento';
import { AdmissionCountdown } from './admission-countdown';
import { holdDeadline } from './hold-countdown';
import { HoldPanel, misEntradasDe, type PaymentMode } from './hold-panel';
import { createAttemptKeys } from './idempotency-key';
import { openPaymentPage } from '../../ui/payment-page';
import { rrppLinkFor } from '../../lib/rrpp-link';
import { PendingOrderPanel } from '../../ui/pending-order';
import { ResendConfirmation } from './resend-confirmation';
import { retornoPago } from '../../platform';
import './checkout.css';

type Comprar = ComprarState<EventoView>;

/** The state the event page hands over, when it has what checkout needs. */
function readComprar(state: unknown): Comprar | null {
  const s = readState<Comprar>(state, 'purchaseItems');
  if (!s?.evento || !Array.isArray(s.purchaseItems) || s.purchaseItems.length === 0) return null;
  return s as Comprar;
}

/**
 * /comprar: the summary of the chosen tickets and "Tus datos". Without the
 * event page's state there is nothing to buy, so it goes home and says why.
 */
export function ComprarPage() {
  const comprar = readComprar(useLocation().state);
  const user = useAppSelector(selectUser);
  if (!comprar) {
    return <Navigate to={ROUTES.home.path} replace state={flash(T.sinCompra, 'error')} />;
  }
  return (
    <section className="page page-narrow checkout">
      <h1>{T.titulo}</h1>
      <Checkout comprar={comprar} idUsuario={user?.id ?? 0} />
    </section>
  );
}

const linesOfItems = (items: ReadonlyArray<PurchaseItem>): SummaryLine[] =>
  items.map((item) => ({
    key: `${item.idFecha}-${item.cdTipo}`,
    tipo: item.tipo,
    dia: item.dia,
    cantidad: item.cantidad,
    precio: item.precio,
    itemSubtotal: item.itemSubtotal,
    ...(item.personas !== undefined && { personas: item.personas }),
  }));

/**
 * The order's own lines. A mesa's people (not in the order's view) come from the chosen items
 * it was made of, or for a pending order resumed with other tickets from the event's rows.
 */
const linesOfOrden = (
  orden: OrdenView,
  items: ReadonlyArray<PurchaseItem>,
  evento: EventoView,
): SummaryLine[] =>
  orden.items.map((item) => {
    const personas =
      items.find((i) => i.idFecha === item.idFecha && i.cdTipo === item.cdTipo)?.personas ??
      evento.fechas
        .find((f) => f.idFecha === item.idFecha)
        ?.entradas.find((e) => e.tipo.cdTipo === item.cdTipo)?.personas;
    return {
      key: String(item.idItem),
      tipo: item.dsTipo,
      dia: formatDia(item.dia),
      cantidad: item.cantidad,
      precio: item.precioUnitario,
      itemSubtotal: item.itemSubtotal,
      ...(personas !== undefined && { personas }),
    };
  });

/** The add-ons chosen, before the order exists. */
const linesOfChosen = (
  chosen: ReadonlyArray<ChosenAddOn>,
  items: ReadonlyArray<PurchaseItem>,
): AddOnLine[] =>
  chosen.map(({ adicional, cantidad }) => ({
    key: String(adicional.idAdicional),
    nombre: adicional.nombre,
    dia: items.find((i) => i.idFecha === adicional.idFecha)?.dia ?? '',
    cantidad,
    subtotal: adicional.precio * cantidad,
  }));

/** The order's own add-ons (docs/decisions/0090-add-ons.md), dated by its items' days. */
const addOnsOfOrden = (orden: OrdenView): AddOnLine[] =>
  (orden.adicionales ?? []).map((a) => {
    const dia = orden.items.find((i) => i.idFecha === a.idFecha)?.dia;
    return {
      key: String(a.idAdicional),
      nombre: a.nombre,
      dia: dia ? formatDia(dia) : '',
      cantidad: a.cantidad,
      subtotal: a.precioUnitario * a.cantidad,
    };
  });

interface Placed {
  orden: OrdenView;
  deadline: number;
  mode: PaymentMode;
}

/** Whether the pending order holds exactly the tickets chosen now (day, type, quantity). */
const sameTickets = (orden: OrdenView, items: ReadonlyArray<PurchaseItem>) => {
  const key = (i: { idFecha: number; cdTipo: number; cantidad: number }) =>
    `${i.idFecha}-${i.cdTipo}-${i.cantidad}`;
  return orden.items.map(key).sort().join() === items.map(key).sort().join();
};

/** Leaves for the order's payment page; the checkout then follows it as one just made. */
async function goPay(orden: OrdenView, deadline: number): Promise<Placed> {
  const mode: PaymentMode = await openPaymentPage(orden.redirectUrl!).catch((err) => {
    console.error('No se pudo abrir la página de pago', err);
    return 'browser' as const;
  });
  return { orden, deadline, mode };
}

function Checkout({ comprar, idUsuario }: { comprar: Comprar; idUsuario: number }) {
  const perfil = useGetUsuarioQuery(idUsuario, { skip: !idUsuario });
  const { data: config } = useGetConfigQuery();
  const [placed, setPlaced] = useState<Placed | null>(null);
  const [codigo, setCodigo] = useState<CodigoAplicable | null>(null);
  const { idEvento } = comprar.evento;
  // Back from the payment page, or a second Comprar (issue 15): the account's pending purchase
  // of this event is offered first, so one buyer never holds two sets of tickets.
  const pendiente = useGetOrdenPendienteQuery(
    { idEvento, retorno: retornoPago() },
    { refetchOnMountOrArgChange: true, skip: !idUsuario },
  );
  const [cancelada, setCancelada] = useState<number | null>(null);
  // An access code from the event page (issue 14) is checked again: still valid, and the
  // hidden rows it opens at their current figures.
  const codigoAcceso = comprar.codigoAcceso ?? null;
  // After wrong codes the check asks for a challenge: solved, then asked again with it.
  const accesoDesafio = useDesafio();
  const [accesoHeaders, setAccesoHeaders] = useState<Record<string, string>>();
  const acceso = useValidarCodigoQuery(
    { idEvento, codigo: codigoAcceso ?? '', headers: accesoHeaders },
    { skip: !codigoAcceso },
  );
  const accesoPideDesafio = pideDesafioError(acceso.error);
  const solveAcceso = accesoDesafio.solve;
  useEffect(() => {
    if (!accesoPideDesafio) return;
    let live = true;
    solveAcceso().then(
      (payload) => live && setAccesoHeaders({ [DESAFIO_HEADER]: payload }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [accesoPideDesafio, solveAcceso]);
  const items = withAccessRows(comprar.purchaseItems, acceso.data ?? null);
  // The add-ons of the chosen days (docs/decisions/0090-add-ons.md), until the order exists.
  const idFechas = [...new Set(items.map((i) => i.idFecha))].sort((a, b) => a - b);
  const adicionales = useGetAdicionalesFechasQuery(idFechas, {
    skip: placed !== null,
    refetchOnMountOrArgChange: true,
  });
  const [addOnChoice, setAddOnChoice] = useState<AddOnChoice>({});
  const offered = adicionales.data ?? [];
  const chosen = chosenAddOns(offered, addOnChoice, items);

  // Display figures at the server's rate (and a code's rule) until the server's own exist.
  // An access code takes nothing off (discountOf), so it draws no discount line.
  const totals = placed
    ? ordenTotals(placed.orden)
    : previewTotals(
        items,
        config?.serviceFeeRate ?? DEFAULT_SERVICE_FEE_RATE,
        acceso.data ?? codigo,
        addOnsSubtotal(chosen),
      );
  const lines = placed ? linesOfOrden(placed.orden, items, comprar.evento) : linesOfItems(items);
  const addOnLines = placed ? addOnsOfOrden(placed.orden) : linesOfChosen(chosen, items);

  useEffect(() => {
    if (perfil.error) console.error('No se pudo cargar el perfil', perfil.error);
  }, [perfil.error]);
  // Not knowing is no reason to stop a purchase: the server resumes or replaces it anyway.
  // Without them the tickets are still bought: the section is left out.
  useEffect(() => {
    if (adicionales.error)
      console.error('No se pudieron cargar los adicionales', adicionales.error);
  }, [adicionales.error]);
  useEffect(() => {
    if (pendiente.error) console.error('No se pudo consultar la compra pendiente', pendiente.error);
  }, [pendiente.error]);

  const abierta = pendiente.data?.orden.idOrden !== cancelada ? pendiente.data : null;
  if (!placed && pendiente.isLoading) {
    return (
      <p className="status-text" role="status">
        {T.cargandoDatos}
      </p>
    );
  }
  if (!placed && abierta) {
    return (
      <PendingOrderPanel
        orden={abierta.orden}
        deadline={abierta.deadline}
        otrasEntradas={!sameTickets(abierta.orden, items)}
        onContinue={(orden: OrdenPendiente) => void goPay(orden, abierta.deadline).then(setPlaced)}
        onCancelled={(orden) => setCancelada(orden.idOrden)}
        onExpired={() => void pendiente.refetch()}
      />
    );
  }

  return (
    <>
      {cancelada !== null && !placed && (
        <p className="flash flash-success" role="status">
          {T.compraCancelada}
        </p>
      )}
      {!placed && <AdmissionCountdown idFechas={items.map((i) => i.idFecha)} />}
      <CheckoutSummary
        evento={comprar.evento}
        lines={lines}
        totals={totals}
        codigoAcceso={codigoAcceso}
        adicionales={addOnLines}
      >
        {!placed && offered.length > 0 && (
          <AddOnsPicker
            adicionales={offered}
            items={items}
            choice={addOnChoice}
            onChange={(idAdicional, cantidad) =>
              setAddOnChoice((c) => ({ ...c, [idAdicional]: cantidad }))
            }
          />
        )}
      </CheckoutSummary>
      {!placed &&
        (codigoAcceso ? (
          <CodigoAcceso
            idEvento={idEvento}
            codigo={codigoAcceso}
            checking={acceso.isFetching}
            error={acceso.error}
            desafio={accesoDesafio.element}
          />
        ) : (
          <CodigoDescuento
            idEvento={idEvento}
            items={items}
            aplicado={codigo}
            onAplicado={setCodigo}
          />
        ))}
      <section className="checkout-form" aria-labelledby="tus-datos">
        <h2 id="tus-datos">{T.tusDatos}</h2>
        {perfil.data ? (
          <BuyerForm
            key={perfil.data.idUsuario}
            perfil={perfil.data}
            comprar={comprar}
            items={items}
            codigo={codigoAcceso ?? codigo?.codigo ?? null}
            adicionales={addOnsPayload(chosen)}
            placed={placed}
            onPlaced={setPlaced}
          />
        ) : perfil.isError ? (
          <div role="alert">
            <p>{T.errorDatos}</p>
            <Button onClick={() => void perfil.refetch()}>{T.reintentar}</Button>
          </div>
        ) : (
          <p className="status-text" role="status">
            {T.cargandoDatos}
          </p>
        )}
      </section>
      {placed && (
        <HoldPanel
          key={placed.orden.idOrden}
          orden={placed.orden}
          deadline={placed.deadline}
          mode={placed.mode}
          onRetried={(orden) => void goPay(orden, holdDeadline(orden, Date.now())).then(setPlaced)}
        />
      )}
    </>
  );
}

/** A server message keyed `comprador.telefono` belongs under the phone field. */
function serverFieldErrors(err: unknown): BuyerErrors {
  const errors: BuyerErrors = {};
  for (const [key, message] of Object.entries(problemFieldErrors(err))) {
    const field = key.replace(/^comprador\./, '') as CheckedField;
    if ((CHECKED_FIELDS as readonly string[]).includes(field)) errors[field] ??= message;
  }
  return errors;
}

function BuyerForm({
  perfil,
  comprar,
  items,
  codigo,
  adicionales,
  placed,
  onPlaced,
}: {
  perfil: UsuarioView;
  comprar: Comprar;
  items: ReadonlyArray<PurchaseItem>;
  /** The applied discount or access code (issue 14), sent with the order. */
  codigo: string | null;
  /** The add-ons chosen (docs/decisions/0090-add-ons.md), sent with the order. */
  adicionales: NonNullable<CrearOrdenPayload['adicionales']>;
  placed: Placed | null;
  onPlaced: (placed: Placed) => void;
}) {
  const navigate = useNavigate();
  const [initial] = useState(() => {
    const { values, locked } = initialBuyer(perfil);
    // What the profile holds but the checkout refuses opens for correction, saying why.
    const errors = storedErrors(values, locked, () => new Date());
    return { values, locked: unlockRefused(locked, errors), errors };
  });
  const [locked, setLocked] = useState<ReadonlySet<LockableField>>(initial.locked);
  const [values, setValues] = useState<BuyerValues>(initial.values);
  const [errors, setErrors] = useState<BuyerErrors>(initial.errors);
  const [serverError, setServerError] = useState<string | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [creating, setCreating] = useState(false);
  const keys = useRef(createAttemptKeys()).current;
  const [completarPerfil] = useUpdateUsuarioMutation();
  const [crearOrden] = useCrearOrdenMutation();
  // An order with a code, after wrong codes, needs a solved challenge.
  const desafio = useDesafio();

  const onChange = (patch: Partial<BuyerValues>) => setValues((v) => ({ ...v, ...patch }));

  // Validate first; with errors nothing else happens.
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = buyerErrors(values, () => new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const update = profileUpdate(perfil, values, locked);
    if (update) {
      setBusy(true);
      try {
        await completarPerfil(update).unwrap();
      } catch (err) {
        console.error('No se pudo actualizar el perfil', err);
      } finally {
        setBusy(false);
      }
    }
    setModalOpen(true);
  };

  const onOk = async () => {
    setModalOpen(false);
    setCreating(true);
    // The RRPP link this device kept for the event (docs/decisions/0092-rrpp.md), also when
    // the buyer came through the fila virtual or days later; a typed RRPP code wins over it.
    const rrpp = rrppLinkFor(comprar.evento.idEvento);
    const body = {
      ...crearOrdenPayload(comprar.evento.idEvento, items, values, codigo, adicionales),
      ...(rrpp ? { rrpp } : {}),
      // The desktop app asks to be sent back by a pulso:// link (issue 15).
      ...(retornoPago() === 'desktop' ? { retorno: 'desktop' as const } : {}),
    };
    try {
      const idempotencyKey = keys.keyFor(body);
      const orden = await desafio.run((headers) =>
        crearOrden({ idempotencyKey, body, headers }).unwrap(),
      );
      const receivedAt = Date.now();
      if (orden.estado === 'pagada') {
        // The same attempt was already paid (a retry after coming back): show the tickets.
        void navigate(misEntradasDe(orden.idOrden));
        return;
      }
      if (orden.estado !== 'pendiente' || !orden.redirectUrl) {
        // That attempt's hold ended; the next Comprar is a new purchase.
        keys.reset();
        onPlaced({ orden, deadline: receivedAt, mode: 'same-tab' });
        return;
      }
      // Also a resumed order (the same tickets again): its deadline is what was left of it.
      onPlaced(await goPay(orden, holdDeadline(orden, receivedAt)));
    } catch (err) {
      const refused = serverFieldErrors(err);
      setErrors(refused);
      // A stored value the server refuses is corrected here too.
      setLocked((l) => unlockRefused(l, refused));
      setServerError(problemDetail(err, T.errorOrden));
    } finally {
      setCreating(false);
    }
  };

  return (
    <form className="buyer-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <BuyerFields
        values={values}
        locked={locked}
        errors={errors}
        onChange={onChange}
        disabled={placed !== null}
        corregir={Object.keys(initial.errors).length > 0}
      />
      {serverError === ORDEN_MSG.correoSinConfirmar ? (
        <ResendConfirmation message={serverError} />
      ) : (
        serverError && <Alert type="error" showIcon title={serverError} />
      )}
      {desafio.element}
      {!placed && (
        <Button type="primary" htmlType="submit" size="large" block loading={busy || creating}>
          {T.comprar}
        </Button>
      )}
      {creating && (
        <p className="muted" role="status">
          {T.reservando}
        </p>
      )}
      <Modal
        open={modalOpen}
        title={T.modalTitulo}
        closable={false}
        keyboard={false}
        mask={{ closable: false }}
        footer={
          <Button type="primary" onClick={() => void onOk()}>
            {T.ok}
          </Button>
        }
      >
        <p>{T.modalTexto}</p>
      </Modal>
    </form>
  );
}
