import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ORDEN_ESTADOS,
  ORDEN_ORIGENES,
  PAYMENT_PROVIDERS,
  REEMBOLSO_ESTADOS,
  TIPOS_ID,
} from '../../../../shared/domain/orders';
import { CODIGO_TIPOS } from '../../../../shared/domain/discounts';
import { RRPP_VIAS } from '../../../../shared/domain/equipo';
import { MEDIOS_PUERTA } from '../../../../shared/domain/boleteria';
import { cajas } from './box-office';
import { adicionales, entradas, eventos, fechas, fiestas } from './content';
import { terminosVersiones } from './terms';
import { usuarios } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const oneOf = (column: ReturnType<typeof sql>, values: ReadonlyArray<string>) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

/**
 * A discount code of an event (issue 14, shared/api/codigos.ts). `usos` counts the pending and
 * paid orders that used it: the purchase takes a use under the code's row lock only while
 * `usos < max_usos`, and an order that leaves pendiente unpaid gives it back (trigger,
 * migration 0016).
 */
export const codigosDescuento = pgTable(
  'codigos_descuento',
  {
    idCodigo: serial('id_codigo').primaryKey(),
    idEvento: integer('id_evento')
      .notNull()
      .references(() => eventos.idEvento, { onDelete: 'cascade' }),
    codigo: text('codigo').notNull(),
    tipo: text('tipo', { enum: CODIGO_TIPOS }).notNull(),
    valor: integer('valor').notNull(),
    maxUsos: integer('max_usos'),
    usos: integer('usos').notNull().default(0),
    desde: ts('desde'),
    hasta: ts('hasta'),
    /** Ticket types it applies to; empty: every type. */
    tiposEntrada: integer('tipos_entrada')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    activo: boolean('activo').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    /**
     * An RRPP's own code (docs/decisions/0092-rrpp.md): a sale with it is theirs, as with
     * their link, and the code wins over any link.
     */
    idRrpp: integer('id_rrpp').references(() => usuarios.idUsuario),
  },
  (t) => [
    uniqueIndex('codigos_descuento_evento_codigo_uq').on(t.idEvento, t.codigo),
    check('codigos_descuento_tipo_ck', oneOf(sql`${t.tipo}`, CODIGO_TIPOS)),
    check(
      'codigos_descuento_valor_ck',
      sql`case ${t.tipo} when 'acceso' then ${t.valor} = 0
        else ${t.valor} > 0 and (${t.tipo} <> 'porcentaje' or ${t.valor} <= 100) end`,
    ),
    check(
      'codigos_descuento_usos_ck',
      sql`${t.usos} >= 0 and (${t.maxUsos} is null or ${t.usos} <= ${t.maxUsos})`,
    ),
  ],
);

/**
 * A purchase (ordenes). Amounts are whole pesos computed by the server (shared/domain/fees.ts).
 * The stock of its items is counted in entradas.vendidas exactly while `estado` is pendiente
 * or pagada (shared/domain/orders.ts). `idUsuario` stays when the account is anonymised; the
 * comprador* snapshot (what the invoice needs) is nullable so account deletion can clear it
 * while amounts stay for accounting.
 */
export const ordenes = pgTable(
  'ordenes',
  {
    idOrden: serial('id_orden').primaryKey(),
    /** The buyer; none for a guest-list invitation (origen 'lista', issue 14). */
    idUsuario: integer('id_usuario').references(() => usuarios.idUsuario),
    idEvento: integer('id_evento')
      .notNull()
      .references(() => eventos.idEvento),
    estado: text('estado', { enum: ORDEN_ESTADOS }).notNull().default('pendiente'),
    subtotal: integer('subtotal').notNull(),
    cargoServicio: integer('cargo_servicio').notNull(),
    total: integer('total').notNull(),
    /** Until when the stock is held for this order (the buyer sees a countdown). */
    holdExpiresAt: ts('hold_expires_at').notNull(),
    /** Idempotency-Key header: one order per key and user, even when requests race. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** sha-256 of the request body, so a key reused for a different purchase is refused. */
    requestHash: text('request_hash').notNull(),
    /** None for a guest-list invitation: no money moves through Pulso. */
    provider: text('provider', { enum: PAYMENT_PROVIDERS }),
    /** The provider's checkout (MercadoPago preference id, or the sandbox's own id). */
    preferenceId: text('preference_id'),
    redirectUrl: text('redirect_url'),
    compradorNombre: text('comprador_nombre'),
    compradorApellido: text('comprador_apellido'),
    compradorTipoId: text('comprador_tipo_id', { enum: TIPOS_ID }),
    compradorNumeroId: text('comprador_numero_id'),
    compradorTelefono: text('comprador_telefono'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
    /**
     * How the order came to be (issue 13): a purchase ('compra'), an offer to someone on the
     * wait list of stock that came back ('lista_espera'), or of another holder's resale
     * ('reventa': it never takes stock, the seller's ticket already counts in it).
     */
    origen: text('origen', { enum: ORDEN_ORIGENES }).notNull().default('compra'),
    /** The discount code applied (issue 14) and what it took off the subtotal. */
    idCodigo: integer('id_codigo').references(() => codigosDescuento.idCodigo),
    descuento: integer('descuento').notNull().default(0),
    /**
     * The number people see and type (mails, Mis entradas, the withdrawal form): 12 random
     * hexadecimal digits, so an order cannot be found by counting (shared/format/order-number.ts
     * groups them). Drawn by the database, so every path that inserts an order gets one.
     */
    numero: text('numero')
      .notNull()
      .default(sql`upper(substr(md5(random()::text || clock_timestamp()::text), 1, 12))`),
    /**
     * Where the purchase came from: the client's address and the device's id (a random id the
     * website and the desktop app keep), so unpaid holds are capped per address and per device
     * as well as per account (docs/decisions/0076-hostile-users.md). Null for orders no buyer
     * asked for over HTTP (guest list, wait-list offers, demo data).
     */
    ipCliente: text('ip_cliente'),
    dispositivo: text('dispositivo'),
    /**
     * The terms and conditions the buyer accepted at checkout: the version in force when the
     * purchase was made, set by the database for every purchase (trigger, migration 0025).
     * Null for guest-list invitations and for orders made before versions were kept.
     */
    idVersionTerminos: integer('id_version_terminos').references(() => terminosVersiones.idVersion),
    /**
     * The RRPP the sale is theirs (docs/decisions/0092-rrpp.md), and how: their code typed at
     * checkout, or their link opened on the buyer's device in the last 30 days (the code wins).
     */
    idRrpp: integer('id_rrpp').references(() => usuarios.idUsuario),
    rrppVia: text('rrpp_via', { enum: RRPP_VIAS }),
    /**
     * A sale at the door's box office (origen 'puerta', docs/decisions/0094-box-office.md): its
     * caja and how it was paid. Its `idempotency_key` is the device's id of the sale, so a sync
     * replayed records it once.
     */
    idCaja: integer('id_caja').references(() => cajas.idCaja),
    medioPuerta: text('medio_puerta', { enum: MEDIOS_PUERTA }),
  },
  (t) => [
    check('ordenes_origen_ck', oneOf(sql`${t.origen}`, ORDEN_ORIGENES)),
    // Only an invitation and a door sale have no buyer account; an invitation has no provider
    // and is free through Pulso.
    check(
      'ordenes_lista_ck',
      sql`(${t.origen} in ('lista', 'puerta')) = (${t.idUsuario} is null)
        and (${t.origen} <> 'lista' or (${t.provider} is null and ${t.total} = 0))`,
    ),
    // A door sale names its caja and how it was paid; only a Mercado Pago QR went through a
    // provider (cash and transfers were collected by the productora).
    check(
      'ordenes_puerta_ck',
      sql`(${t.origen} = 'puerta') = (${t.idCaja} is not null)
        and (${t.idCaja} is null) = (${t.medioPuerta} is null)
        and (${t.medioPuerta} is null
             or ${t.medioPuerta} in ('efectivo', 'transferencia', 'mercadopago'))
        and coalesce(${t.medioPuerta} = 'mercadopago', false)
            = (${t.origen} = 'puerta' and ${t.provider} is not null)`,
    ),
    uniqueIndex('ordenes_puerta_venta_uq')
      .on(t.idempotencyKey)
      .where(sql`${t.origen} = 'puerta'`),
    index('ordenes_caja_idx')
      .on(t.idCaja)
      .where(sql`${t.idCaja} is not null`),
    index('ordenes_codigo_idx').on(t.idCodigo),
    index('ordenes_rrpp_idx')
      .on(t.idEvento, t.idRrpp)
      .where(sql`${t.idRrpp} is not null`),
    check(
      'ordenes_rrpp_ck',
      sql`(${t.idRrpp} is null) = (${t.rrppVia} is null)
        and (${t.rrppVia} is null or ${t.rrppVia} in ('enlace', 'codigo'))`,
    ),
    uniqueIndex('ordenes_numero_uq').on(t.numero),
    index('ordenes_pendientes_ip_idx')
      .on(t.idEvento, t.ipCliente)
      .where(sql`${t.estado} = 'pendiente'`),
    index('ordenes_pendientes_dispositivo_idx')
      .on(t.idEvento, t.dispositivo)
      .where(sql`${t.estado} = 'pendiente'`),
    uniqueIndex('ordenes_usuario_idempotency_uq').on(t.idUsuario, t.idempotencyKey),
    index('ordenes_usuario_idx').on(t.idUsuario),
    index('ordenes_evento_idx').on(t.idEvento),
    // The hold-expiry and reconciliation jobs scan pending orders by time.
    index('ordenes_pendientes_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.estado} = 'pendiente'`),
    check('ordenes_estado_ck', oneOf(sql`${t.estado}`, ORDEN_ESTADOS)),
    check('ordenes_provider_ck', oneOf(sql`${t.provider}`, PAYMENT_PROVIDERS)),
    check(
      'ordenes_montos_ck',
      sql`${t.subtotal} >= 0 and ${t.cargoServicio} >= 0
      and ${t.descuento} >= 0 and ${t.descuento} <= ${t.subtotal}
      and ${t.total} = ${t.subtotal} - ${t.descuento} + ${t.cargoServicio}`,
    ),
  ],
);

/** One row of an order: a stock row (entradas), its price when bought and how many. */
export const ordenItems = pgTable(
  'orden_items',
  {
    idItem: serial('id_item').primaryKey(),
    idOrden: integer('id_orden')
      .notNull()
      .references(() => ordenes.idOrden, { onDelete: 'cascade' }),
    idEntrada: integer('id_entrada')
      .notNull()
      .references(() => entradas.idEntrada),
    idFecha: integer('id_fecha')
      .notNull()
      .references(() => fechas.idFecha),
    cdTipo: integer('cd_tipo').notNull(),
    precioUnitario: integer('precio_unitario').notNull(),
    /** Units bought (mesas for a mesa); each issues `personas` tickets. */
    cantidad: integer('cantidad').notNull(),
    /** People one unit admits, as the row said when bought (1 for a ticket). */
    personas: integer('personas').notNull().default(1),
  },
  (t) => [
    uniqueIndex('orden_items_orden_entrada_uq').on(t.idOrden, t.idEntrada),
    index('orden_items_entrada_idx').on(t.idEntrada),
    check('orden_items_cantidad_ck', sql`${t.cantidad} > 0 and ${t.precioUnitario} >= 0`),
  ],
);

/**
 * The add-ons an order bought (docs/decisions/0090-add-ons.md), at the price the server
 * computed; each unit goes with one of the order's tickets of its day once paid.
 */
export const ordenAdicionales = pgTable(
  'orden_adicionales',
  {
    idOrdenAdicional: serial('id_orden_adicional').primaryKey(),
    idOrden: integer('id_orden')
      .notNull()
      .references(() => ordenes.idOrden, { onDelete: 'cascade' }),
    idAdicional: integer('id_adicional')
      .notNull()
      .references(() => adicionales.idAdicional),
    idFecha: integer('id_fecha')
      .notNull()
      .references(() => fechas.idFecha),
    precioUnitario: integer('precio_unitario').notNull(),
    cantidad: integer('cantidad').notNull(),
  },
  (t) => [
    uniqueIndex('orden_adicionales_uq').on(t.idOrden, t.idAdicional),
    index('orden_adicionales_adicional_idx').on(t.idAdicional),
    check('orden_adicionales_ck', sql`${t.cantidad} > 0 and ${t.precioUnitario} >= 0`),
  ],
);

/**
 * A payment as the provider reported it. The provider's payment id is unique: a payment
 * confirmed twice (webhook retries, reconciliation) issues tickets once.
 */
export const pagos = pgTable(
  'pagos',
  {
    idPago: serial('id_pago').primaryKey(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    idOrden: integer('id_orden')
      .notNull()
      .references(() => ordenes.idOrden),
    /** Provider status: approved, rejected, pending, in_process, refunded... */
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    /** The provider's answer as received, for support and audits. */
    raw: jsonb('raw'),
    receivedAt: ts('received_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pagos_provider_payment_uq').on(t.provider, t.providerPaymentId),
    index('pagos_orden_idx').on(t.idOrden),
  ],
);

/**
 * An issued ticket (one per person entering). `codigo` is the signed code its QR holds
 * (Ed25519 compact JWS, verifiable offline with GET /Entrada/ClavePublica).
 */
export const tickets = pgTable(
  'tickets',
  {
    idTicket: serial('id_ticket').primaryKey(),
    /** Random id inside the signed code (never guessable from idTicket). */
    uid: uuid('uid').notNull().defaultRandom(),
    idOrden: integer('id_orden')
      .notNull()
      .references(() => ordenes.idOrden),
    idItem: integer('id_item')
      .notNull()
      .references(() => ordenItems.idItem),
    idFecha: integer('id_fecha')
      .notNull()
      .references(() => fechas.idFecha),
    cdTipo: integer('cd_tipo').notNull(),
    /** The holder; none for a guest-list ticket (its guest is in invitados). */
    idUsuario: integer('id_usuario').references(() => usuarios.idUsuario),
    codigo: text('codigo').notNull(),
    /**
     * The short code people type when the QR cannot be read (shared/domain/ticket-short-code.ts):
     * unique, so it names one ticket; drawn anew with the signed code by a transfer. Issuing
     * draws it in code and draws again on a collision (tickets/issue-tickets.ts); the default
     * (migration 0025) serves any other insert.
     */
    codigoCorto: text('codigo_corto')
      .notNull()
      .default(sql`pulso_codigo_corto()`),
    /**
     * The winning (first) scan at the door: when, at which door, and which escaneos row. Set
     * only by the guarded check-in update (`admitTicket`, modules/ordenes/door-tickets.ts).
     */
    usadoAt: ts('usado_at'),
    usadoPuerta: text('usado_puerta'),
    usadoEscaneo: uuid('usado_escaneo'),
    /**
     * The names of the add-ons that go with this ticket (a drink combo…), as bought: signed in
     * its code, shown on the ticket, its PDF and the door's verdict.
     */
    adicionales: text('adicionales')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Who the holder says will use it (a friend at their mesa), shown on the ticket, its PDF
     * and at the door in place of the holder; cleared when the ticket changes hands
     * (docs/decisions/0089-mesas-and-order-limits.md).
     */
    nombreAsistente: text('nombre_asistente'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /**
     * When the current code was issued: the purchase, or the last transfer (which gives the
     * ticket a new uid and code). Door devices fetch tickets issued since their cursor.
     */
    emitidaAt: ts('emitida_at').notNull().defaultNow(),
    /**
     * Listed for resale (issue 13): it admits nobody meanwhile. Written on the ticket's own row
     * so the listing and the door's guarded update queue on it (modules/reventa).
     */
    enReventa: boolean('en_reventa').notNull().default(false),
    /** Resold through the wait list: its code is revoked, its buyer holds a new ticket. */
    revendidaAt: ts('revendida_at'),
  },
  (t) => [
    uniqueIndex('tickets_uid_uq').on(t.uid),
    uniqueIndex('tickets_codigo_uq').on(t.codigo),
    uniqueIndex('tickets_codigo_corto_uq').on(t.codigoCorto),
    index('tickets_usuario_idx').on(t.idUsuario),
    index('tickets_orden_idx').on(t.idOrden),
    index('tickets_fecha_idx').on(t.idFecha),
  ],
);

/**
 * Money to give back for an order (a late payment with no stock left, a cancelled event, a
 * refund the buyer asked for after the event changed).
 * A job retries pendiente/fallido rows with backoff until the provider confirms. One refund
 * per payment at most.
 */
export const reembolsos = pgTable(
  'reembolsos',
  {
    idReembolso: serial('id_reembolso').primaryKey(),
    idOrden: integer('id_orden')
      .notNull()
      .references(() => ordenes.idOrden),
    idPago: integer('id_pago').references(() => pagos.idPago),
    monto: integer('monto').notNull(),
    estado: text('estado', { enum: REEMBOLSO_ESTADOS }).notNull().default('pendiente'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    providerRefundId: text('provider_refund_id'),
    motivo: text('motivo').notNull().default(''),
    /**
     * The resale this refund pays the seller for (issue 13). A resale refunds part of a payment,
     * so one payment may have several of these besides at most one other refund.
     */
    idReventa: integer('id_reventa'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reembolsos_pago_uq')
      .on(t.idPago)
      .where(sql`${t.idPago} is not null and ${t.idReventa} is null`),
    uniqueIndex('reembolsos_reventa_uq').on(t.idReventa),
    index('reembolsos_orden_idx').on(t.idOrden),
    index('reembolsos_pendientes_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.estado} <> 'hecho'`),
    check('reembolsos_estado_ck', oneOf(sql`${t.estado}`, REEMBOLSO_ESTADOS)),
    check('reembolsos_monto_ck', sql`${t.monto} >= 0`),
  ],
);

/** A party rating (reseñas): 1–5 stars and a text, once per person and event. */
export const resenias = pgTable(
  'resenias',
  {
    idResenia: serial('id_resenia').primaryKey(),
    idEvento: integer('id_evento')
      .notNull()
      .references(() => eventos.idEvento),
    idFiesta: integer('id_fiesta').references(() => fiestas.idFiesta),
    idUsuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.idUsuario),
    estrellas: integer('estrellas').notNull(),
    texto: text('texto').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('resenias_usuario_evento_uq').on(t.idUsuario, t.idEvento),
    index('resenias_evento_idx').on(t.idEvento),
    index('resenias_fiesta_idx').on(t.idFiesta),
    check('resenias_estrellas_ck', sql`${t.estrellas} between 1 and 5`),
  ],
);
