import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LISTA_MSG,
  agregarInvitadosRrppSchema,
  agregarInvitadosSchema,
  entradaInvitadoQuerySchema,
  guardarListaRrppSchema,
  listasRrppEventoSchema,
  miListaRrppSchema,
  rrppListaViewSchema,
  invitadoViewSchema,
  listaEventoSchema,
  listaQuerySchema,
  quitarInvitadoSchema,
} from '@shared/api/guest-list';
import { ROL } from '@shared/domain/roles';
import { fileResponse } from '../../plugins/openapi-responses';
import { notFound } from '../../plugins/problem';
import { viewerOf } from '../../plugins/viewer';
import type { ListaService } from './lista-service';

/** Guest lists (issue 14): the event's owner or an administrator; guests open their ticket. */
export const listaRoutes: FastifyPluginAsyncZod<{
  lista: ListaService;
  publicUrl: string | null;
}> = async (app, { lista, publicUrl }) => {
  const manage = { access: { roles: [ROL.ORGANIZADOR, ROL.ADMINISTRADOR] } };
  app.get(
    '/Lista/GetLista',
    {
      config: manage,
      schema: {
        tags: ['Lista'],
        querystring: listaQuerySchema,
        response: { 200: listaEventoSchema },
      },
    },
    (request) => lista.lista(viewerOf(request)!, request.query.IdEvento),
  );
  app.post(
    '/Lista/AgregarInvitados',
    {
      config: manage,
      schema: {
        tags: ['Lista'],
        body: agregarInvitadosSchema,
        response: { 201: z.array(invitadoViewSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await lista.agregar(
            viewerOf(request)!,
            request.body,
            publicUrl ?? `${request.protocol}://${request.host}`,
          ),
        ),
  );
  app.post(
    '/Lista/QuitarInvitado',
    {
      config: manage,
      schema: {
        tags: ['Lista'],
        body: quitarInvitadoSchema,
        response: { 200: invitadoViewSchema },
      },
    },
    (request) => lista.quitar(viewerOf(request)!, request.body.idInvitado),
  );
  // RRPP lists (docs/decisions/0092-rrpp.md): an RRPP gains the organiser's role on joining.
  const siteOf = (request: { protocol: string; host: string }) =>
    publicUrl ?? `${request.protocol}://${request.host}`;
  app.get(
    '/Lista/Rrpp',
    {
      config: manage,
      schema: {
        tags: ['Lista'],
        querystring: listaQuerySchema,
        response: { 200: listasRrppEventoSchema },
      },
    },
    (request) => lista.listasRrpp(viewerOf(request)!, request.query.IdEvento),
  );
  app.put(
    '/Lista/Rrpp',
    {
      config: manage,
      schema: {
        tags: ['Lista'],
        body: guardarListaRrppSchema,
        response: { 200: rrppListaViewSchema },
      },
    },
    (request) => lista.guardarListaRrpp(viewerOf(request)!, request.body),
  );
  app.get(
    '/Lista/MisListas',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['Lista'], response: { 200: z.array(miListaRrppSchema) } },
    },
    (request) => lista.misListas(request.auth!.idUsuario),
  );
  app.post(
    '/Lista/Rrpp/AgregarInvitados',
    {
      config: manage,
      schema: {
        tags: ['Lista'],
        body: agregarInvitadosRrppSchema,
        response: { 201: z.array(invitadoViewSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await lista.agregarRrpp(viewerOf(request)!, request.body, siteOf(request))),
  );
  app.post(
    '/Lista/Rrpp/QuitarInvitado',
    {
      config: manage,
      schema: {
        tags: ['Lista'],
        body: quitarInvitadoSchema,
        response: { 200: invitadoViewSchema },
      },
    },
    (request) => lista.quitarRrpp(viewerOf(request)!, request.body.idInvitado),
  );
  // Public: the invitation's random token is the guest's key, as a ticket's code is.
  app.get(
    '/Lista/Entrada',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Lista'],
        querystring: entradaInvitadoQuerySchema,
        response: { 200: fileResponse('La entrada del invitado, en PDF.', 'application/pdf') },
      },
    },
    async (request, reply) => {
      const found = await lista.entradaPdf(request.query.token);
      if (!found) throw notFound(LISTA_MSG.invitacionInvalida);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${found.archivo}"`)
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(Buffer.from(found.pdf));
    },
  );
};
