import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aceptarInvitacionEquipoSchema,
  actividadEquipoSchema,
  asignarEventoSchema,
  cambiarMiembroSchema,
  cambiarRolEnEventoSchema,
  crearProductoraSchema,
  equipoDelEventoQuerySchema,
  equipoDelEventoSchema,
  equipoQuerySchema,
  equipoSchema,
  invitacionEquipoSchema,
  invitarEquipoSchema,
  miembroEnEventoSchema,
  miembroSchema,
  productoraMiaSchema,
} from '@shared/api/productoras';
import { ROL } from '@shared/domain/roles';
import { siteUrlOf } from '../../plugins/site-url';
import { viewerOf } from '../../plugins/viewer';
import type { EventRolesService } from './event-roles-service';
import type { ProductorasService } from './productoras-service';

/** Productoras and their teams (shared/api/productoras.ts). */
export const productorasRoutes: FastifyPluginAsyncZod<{
  productoras: ProductorasService;
  rolesEnEvento: EventRolesService;
  publicUrl: string | null;
  rateLimit: { accountActionsPerMinute: number };
}> = async (app, { productoras, rolesEnEvento, publicUrl, rateLimit }) => {
  const organiser = { access: { roles: [ROL.ORGANIZADOR, ROL.ADMINISTRADOR] } };
  const signedIn = { access: 'authenticated' as const };
  const tags = ['Productora'];

  app.post(
    '/Productora/Crear',
    {
      config: organiser,
      schema: { tags, body: crearProductoraSchema, response: { 201: productoraMiaSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await productoras.crear(viewerOf(request)!, request.body)),
  );
  app.get(
    '/Productora/Mias',
    { config: signedIn, schema: { tags, response: { 200: z.array(productoraMiaSchema) } } },
    (request) => productoras.mias(request.auth!.idUsuario),
  );
  app.get(
    '/Productora/Equipo',
    {
      config: organiser,
      schema: { tags, querystring: equipoQuerySchema, response: { 200: equipoSchema } },
    },
    (request) => productoras.equipo(viewerOf(request)!, request.query.IdProductora),
  );
  app.post(
    '/Productora/Invitar',
    {
      config: organiser,
      schema: { tags, body: invitarEquipoSchema, response: { 201: invitacionEquipoSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await productoras.invitar(
            viewerOf(request)!,
            request.body,
            siteUrlOf(publicUrl, request),
          ),
        ),
  );
  app.post(
    '/Productora/Invitacion/Aceptar',
    {
      // Per account, as the door's invitation: each try is a way to guess a link.
      config: {
        ...signedIn,
        rateLimit: { max: rateLimit.accountActionsPerMinute, timeWindow: '1 minute' },
      },
      schema: { tags, body: aceptarInvitacionEquipoSchema, response: { 200: productoraMiaSchema } },
    },
    (request) => productoras.aceptar(request.auth!.idUsuario, request.body.token),
  );
  app.post(
    '/Productora/Miembro',
    {
      config: organiser,
      schema: { tags, body: cambiarMiembroSchema, response: { 200: miembroSchema } },
    },
    (request) => productoras.cambiarMiembro(viewerOf(request)!, request.body),
  );
  app.get(
    '/Productora/EquipoDelEvento',
    {
      config: organiser,
      schema: {
        tags,
        querystring: equipoDelEventoQuerySchema,
        response: { 200: equipoDelEventoSchema },
      },
    },
    (request) => rolesEnEvento.equipo(viewerOf(request)!, request.query.IdEvento),
  );
  app.post(
    '/Productora/RolEnEvento',
    {
      config: organiser,
      schema: { tags, body: cambiarRolEnEventoSchema, response: { 200: miembroEnEventoSchema } },
    },
    (request) => rolesEnEvento.cambiar(viewerOf(request)!, request.body),
  );
  app.get(
    '/Productora/Actividad',
    {
      config: organiser,
      schema: {
        tags,
        querystring: equipoQuerySchema,
        response: { 200: z.array(actividadEquipoSchema) },
      },
    },
    (request) => productoras.actividad(viewerOf(request)!, request.query.IdProductora),
  );
  app.post(
    '/Productora/AsignarEvento',
    {
      config: organiser,
      schema: {
        tags,
        body: asignarEventoSchema,
        response: { 200: z.object({ idEvento: z.number(), idProductora: z.number() }) },
      },
    },
    (request) =>
      productoras.asignarEvento(
        viewerOf(request)!,
        request.body.idProductora,
        request.body.idEvento,
      ),
  );
};
