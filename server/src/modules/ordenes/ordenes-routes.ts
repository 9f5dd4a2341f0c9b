import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAccountRateLimit } from '../../plugins/rate-limit-store';
import { siteUrlOf } from '../../plugins/site-url';
import {
  cancelarPendienteSchema,
  crearOrdenSchema,
  getOrdenPendienteQuerySchema,
  getOrdenQuerySchema,
  IDEMPOTENCY_KEY_RULE,
  ORDEN_MSG,
  ordenCreadaSchema,
  ordenPendienteViewSchema,
  ordenViewSchema,
  reintentarPagoSchema,
  ticketPublicKeySchema,
  ticketsRevocadosSchema,
  type OrdenPendienteView,
} from '@shared/api/checkout';
import { ROL } from '@shared/domain/roles';
import { z } from 'zod';
import { badRequest, forbidden, HttpProblem, notFound } from '../../plugins/problem';
import { CODIGO_MSG } from '@shared/api/codigos';
import { createCodeTries } from '../codigos/code-tries';
import { viewerOf } from '../../plugins/viewer';
import type { TicketSigner } from '../../tickets/ticket-signer';
import { admissionTokensOf, type AdmissionTokens } from '../fila-virtual/admission-token';
import { ADMISION_HEADER } from '@shared/api/fila-virtual';
import { deviceIdOf, DISPOSITIVO_HEADER } from '@shared/api/device';
import type { OrdenesService } from './ordenes-service';
import type { PagosService } from './pagos-service';
import { idParamSchema } from '@shared/validation/ids';

/** Pulso's origin for back URLs: PUBLIC_URL, or where this request came in. */
/** Checkout (issue 6): orders and the public key of ticket codes. */
export const ordenesRoutes: FastifyPluginAsyncZod<{
  ordenes: OrdenesService;
  /** Letting go of a pending purchase ends its hold as the expiry job does (issue 15). */
  pagos: Pick<PagosService, 'cancelPending'>;
  signer: TicketSigner;
  publicUrl: string | null;
  now: () => Date;
  rateLimit: { ordersPerMinute: number; ordersPerAddressPerMinute: number };
  /** Virtual-queue admissions (issue 12), checked for high-demand days. */
  admission: AdmissionTokens;
}> = async (app, { ordenes, pagos, signer, publicUrl, now, rateLimit, admission }) => {
  const codeTries = createCodeTries(app);
  // Making an order, first or again after a rejected payment: per address (before the session
  // is read; generous, as carriers put many buyers behind one address) and per account (after
  // it, one count for both routes): a script cannot churn orders.
  const orderLimits = {
    config: {
      access: { roles: [ROL.USUARIO] },
      rateLimit: { max: rateLimit.ordersPerAddressPerMinute, timeWindow: '1 minute' },
    },
    preHandler: perAccountRateLimit(app, {
      name: 'orden-cuenta',
      max: rateLimit.ordersPerMinute,
      timeWindow: '1 minute',
    }),
  };
  app.post(
    '/Orden/CrearOrden',
    {
      ...orderLimits,
      schema: {
        tags: ['Orden'],
        body: crearOrdenSchema(now),
        response: { 200: ordenCreadaSchema, 201: ordenViewSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY_RULE.test(key))
        throw badRequest(ORDEN_MSG.idempotencyKeyFalta);
      const tokens = admissionTokensOf(request.headers[ADMISION_HEADER]);
      // A code is a guess like on GET /Codigo/Validar, on the same counters.
      if (request.body.codigo) await codeTries.begin(request, reply);
      const { created, orden } = await ordenes
        .crear({
          idUsuario: request.auth!.idUsuario,
          idempotencyKey: key,
          body: request.body,
          siteUrl: siteUrlOf(publicUrl, request),
          correo: request.auth!.persona.correo,
          // The address as Fastify sees it (TRUST_PROXY decides whether X-Forwarded-For counts).
          origen: {
            ipCliente: request.ip,
            dispositivo: deviceIdOf(request.headers[DISPOSITIVO_HEADER]),
          },
          admisiones: tokens.length > 0 ? await admission.verify(tokens, now()) : [],
        })
        .catch(async (err: unknown) => {
          if (err instanceof HttpProblem && err.detail === CODIGO_MSG.noExiste)
            await codeTries.failed(request);
          throw err;
        });
      return reply.code(created ? 201 : 200).send(orden);
    },
  );

  app.get(
    '/Orden/GetOrden',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Orden'],
        querystring: getOrdenQuerySchema,
        response: { 200: ordenViewSchema },
      },
    },
    async (request) => {
      const { idOrden } = request.query;
      const orden = await ordenes.get(idOrden, request.auth!.idUsuario);
      if (orden) return orden;
      if (await ordenes.exists(idOrden)) throw forbidden();
      throw notFound(ORDEN_MSG.ordenNoEncontrada);
    },
  );

  /** The account's own pending purchase of an event (issue 15): /comprar offers to resume it. */
  app.get(
    '/Orden/GetOrdenPendiente',
    {
      config: { access: { roles: [ROL.USUARIO] } },
      schema: {
        tags: ['Orden'],
        querystring: getOrdenPendienteQuerySchema,
        response: { 200: ordenPendienteViewSchema },
      },
    },
    async (request, reply): Promise<OrdenPendienteView> => {
      reply.header('cache-control', 'private, no-store');
      const { idEvento, retorno } = request.query;
      const orden = await ordenes.pendiente(
        request.auth!.idUsuario,
        idEvento,
        siteUrlOf(publicUrl, request),
        retorno,
      );
      return { orden };
    },
  );

  app.post(
    '/Orden/CancelarPendiente',
    {
      config: { access: { roles: [ROL.USUARIO] } },
      schema: {
        tags: ['Orden'],
        body: cancelarPendienteSchema,
        response: { 200: ordenViewSchema },
      },
    },
    async (request) => {
      const { idUsuario } = request.auth!;
      await pagos.cancelPending(idUsuario, request.body.idOrden);
      return (await ordenes.get(request.body.idOrden, idUsuario))!;
    },
  );

  /**
   * A rejected payment tried again while its hold's time lasts (no dead end): a new order of
   * the same purchase, with CrearOrden's limits, checks and queue admission.
   */
  app.post(
    '/Orden/ReintentarPago',
    {
      ...orderLimits,
      schema: {
        tags: ['Orden'],
        body: reintentarPagoSchema,
        response: { 200: ordenCreadaSchema, 201: ordenViewSchema },
      },
    },
    async (request, reply) => {
      const tokens = admissionTokensOf(request.headers[ADMISION_HEADER]);
      const { created, orden } = await ordenes.reintentar({
        idUsuario: request.auth!.idUsuario,
        idOrden: request.body.idOrden,
        retorno: request.body.retorno,
        siteUrl: siteUrlOf(publicUrl, request),
        correo: request.auth!.persona.correo,
        origen: {
          ipCliente: request.ip,
          dispositivo: deviceIdOf(request.headers[DISPOSITIVO_HEADER]),
        },
        admisiones: tokens.length > 0 ? await admission.verify(tokens, now()) : [],
      });
      return reply.code(created ? 201 : 200).send(orden);
    },
  );

  /** The key a door app verifies ticket codes with, offline (Ed25519 JWK). */
  app.get(
    '/Entrada/ClavePublica',
    {
      config: { access: 'public' },
      schema: { tags: ['Entrada'], response: { 200: ticketPublicKeySchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return signer.publicJwk;
    },
  );

  /** Codes that still verify offline but no longer admit anyone (refunded orders). */
  app.get(
    '/Entrada/Revocadas',
    {
      config: { access: { roles: [ROL.ORGANIZADOR, ROL.ADMINISTRADOR] } },
      schema: {
        tags: ['Entrada'],
        querystring: z.object({
          IdEvento: idParamSchema,
        }),
        response: { 200: ticketsRevocadosSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ordenes.revokedTickets(viewerOf(request)!, request.query.IdEvento);
    },
  );
};
