import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entradaViewSchema, tiposEntradaSchema, type EntradaView } from '@shared/api/discovery';
import { canOrganiser } from '@shared/domain/organiser-actions';
import { ROL } from '@shared/domain/roles';
import { MSG } from '@shared/messages';
import {
  stockEventoQuerySchema,
  stockEventoSchema,
  stockFechaSchema,
  updateEntradasFechaSchema,
} from '@shared/api/stock';
import {
  saveTiposFechaSchema,
  tiposEventoQuerySchema,
  tiposEventoSchema,
  tiposFechaSchema,
} from '@shared/api/ticket-types';
import { updateEntradaSchema } from '@shared/validation/evento';
import { conflict, notFound } from '../../plugins/problem';
import { viewerOf } from '../../plugins/viewer';
import { canSeeEvento, ownedEvent } from '../eventos';
import type { EventosService } from '../eventos';
import type { Db } from '../../db/client';
import { dayNumber, type EntradasService } from './entradas-service';
import { adicionalesDeFecha, readTiposEvento, saveTiposFecha } from './tipos-fecha-service';
import {
  adicionalViewSchema,
  adicionalesFechaQuerySchema,
  type AdicionalView,
} from '@shared/api/add-ons';
import { idParamSchema } from '@shared/validation/ids';

const getEntradasFechaQuery = z.object({
  IdFecha: idParamSchema,
  /** Stock row status; the spec reads the rows on sale with Estado=0. */
  Estado: z.coerce.number().int().min(0).max(9).optional(),
});

/** Ticket types and the stock rows of one date (docs/architecture.md, "Route and field names"). */
export const entradasRoutes: FastifyPluginAsyncZod<{
  db: Db;
  entradas: EntradasService;
  eventos: EventosService;
  now?: () => Date;
}> = async (app, { db, entradas, eventos, now = () => new Date() }) => {
  /** A day of the caller's event (404 for others'), while the event may still be changed (409). */
  async function modifiableDay(request: FastifyRequest, idFecha: number) {
    const access = await eventos.accessOfFecha(idFecha);
    if (!access) throw notFound(MSG.eventoNoEncontrado);
    // The owner, an administrator, or a member of its productora who edits events (prices).
    await ownedEvent(db, viewerOf(request)!, access.idEvento, 'evento');
    if (!canOrganiser(access.cdEstado, 'modificar')) throw conflict(MSG.eventoNoModificable);
    return access.idEvento;
  }

  app.get(
    '/Entrada/GetTiposEntrada',
    {
      config: { access: 'public' },
      schema: { tags: ['Entrada'], response: { 200: tiposEntradaSchema } },
    },
    () => entradas.tipos(),
  );

  /** Answers only for dates of events the caller may see; others do not exist for them. */
  app.get(
    '/Entrada/GetEntradasFecha',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Entrada'],
        querystring: getEntradasFechaQuery,
        response: { 200: z.array(entradaViewSchema) },
      },
    },
    async (request): Promise<EntradaView[]> => {
      const { IdFecha, Estado } = request.query;
      const access = await eventos.accessOfFecha(IdFecha);
      if (!access || !canSeeEvento(access, viewerOf(request))) throw notFound(MSG.noEncontrado);
      const byFecha = await entradas.byFechas([IdFecha], { estado: Estado });
      return byFecha.get(IdFecha) ?? [];
    },
  );

  app.get(
    '/Entrada/AdicionalesFecha',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Entrada'],
        querystring: adicionalesFechaQuerySchema,
        response: { 200: z.array(adicionalViewSchema) },
      },
    },
    async (request): Promise<AdicionalView[]> => {
      const { IdFecha } = request.query;
      const access = await eventos.accessOfFecha(IdFecha);
      if (!access || !canSeeEvento(access, viewerOf(request))) throw notFound(MSG.noEncontrado);
      return adicionalesDeFecha(db, IdFecha);
    },
  );

  /**
   * A new price for one ticket kind of one day of the caller's event (docs/architecture.md,
   * "Route and field names").
   */
  app.put(
    '/Entrada/UpdateEntrada',
    {
      config: { access: { roles: [ROL.ORGANIZADOR, ROL.ADMINISTRADOR] } },
      schema: {
        tags: ['Entrada'],
        body: updateEntradaSchema,
        response: { 200: z.object({ idFecha: z.number(), tipo: z.number(), precio: z.number() }) },
      },
    },
    async (request) => {
      const idEvento = await modifiableDay(request, request.body.idFecha);
      const row = await entradas.updatePrecio(request.body, {
        idUsuario: request.auth!.idUsuario,
        idEvento,
        at: now(),
      });
      eventos.clearListCache();
      return row;
    },
  );

  /** Every row of the caller's event with what is taken from it (shared/api/stock.ts). */
  app.get(
    '/Entrada/GetStockEvento',
    {
      config: { access: { roles: [ROL.ORGANIZADOR, ROL.ADMINISTRADOR] } },
      schema: {
        tags: ['Entrada'],
        querystring: stockEventoQuerySchema,
        response: { 200: stockEventoSchema },
      },
    },
    async (request) => {
      const { IdEvento } = request.query;
      await ownedEvent(db, viewerOf(request)!, IdEvento);
      return { idEvento: IdEvento, fechas: await entradas.stockEvento(IdEvento) };
    },
  );

  /**
   * New quantities and prices for rows of one day of the caller's event, up at any time and
   * down to what is sold or held (shared/api/stock.ts).
   */
  app.put(
    '/Entrada/UpdateEntradasFecha',
    {
      config: { access: { roles: [ROL.ORGANIZADOR, ROL.ADMINISTRADOR] } },
      schema: {
        tags: ['Entrada'],
        body: updateEntradasFechaSchema,
        response: { 200: stockFechaSchema },
      },
    },
    async (request) => {
      await modifiableDay(request, request.body.idFecha);
      const day = await entradas.updateFecha(request.body);
      eventos.clearListCache();
      return day;
    },
  );

  /**
   * A day's ticket types as data: every row with its tanda and cupos, for the organiser's
   * "Entradas y tandas" screen (shared/api/ticket-types.ts).
   */
  app.get(
    '/Entrada/TiposEvento',
    {
      config: { access: { roles: [ROL.ORGANIZADOR, ROL.ADMINISTRADOR] } },
      schema: {
        tags: ['Entrada'],
        querystring: tiposEventoQuerySchema,
        response: { 200: tiposEventoSchema },
      },
    },
    async (request) => {
      const { IdEvento } = request.query;
      const evento = await ownedEvent(db, viewerOf(request)!, IdEvento);
      return {
        idEvento: IdEvento,
        nombre: evento.nombre,
        fechas: await readTiposEvento(db, IdEvento),
      };
    },
  );

  /** Saves one day's list of ticket types, tandas and cupos as a whole (shared/api/ticket-types.ts). */
  app.put(
    '/Entrada/TiposFecha',
    {
      config: { access: { roles: [ROL.ORGANIZADOR, ROL.ADMINISTRADOR] } },
      schema: {
        tags: ['Entrada'],
        body: saveTiposFechaSchema,
        response: { 200: tiposFechaSchema },
      },
    },
    async (request) => {
      const idEvento = await modifiableDay(request, request.body.idFecha);
      const day = await saveTiposFecha(
        db,
        request.body,
        await dayNumber(db, request.body.idFecha),
        {
          idUsuario: request.auth!.idUsuario,
          idEvento,
          at: now(),
        },
      );
      eventos.clearListCache();
      return day;
    },
  );
};
