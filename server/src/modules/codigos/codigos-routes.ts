import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CODIGO_MSG,
  codigoAplicableSchema,
  codigoViewSchema,
  codigosQuerySchema,
  crearCodigoSchema,
  desactivarCodigoSchema,
  entradaOcultableSchema,
  ocultarEntradaSchema,
  validarCodigoQuerySchema,
} from '@shared/api/codigos';
import { ROL } from '@shared/domain/roles';
import { HttpProblem } from '../../plugins/problem';
import { viewerOf } from '../../plugins/viewer';
import { createCodeTries } from './code-tries';
import type { CodigosService } from './codigos-service';

/** Discount codes (issue 14): the event's owner or an administrator; buyers validate one. */
export const codigosRoutes: FastifyPluginAsyncZod<{ codigos: CodigosService }> = async (
  app,
  { codigos },
) => {
  const codeTries = createCodeTries(app);
  const manage = { access: { roles: [ROL.ORGANIZADOR, ROL.ADMINISTRADOR] } };
  app.post(
    '/Codigo/CrearCodigo',
    {
      config: manage,
      schema: { tags: ['Codigo'], body: crearCodigoSchema, response: { 201: codigoViewSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await codigos.crear(viewerOf(request)!, request.body)),
  );
  app.get(
    '/Codigo/GetCodigos',
    {
      config: manage,
      schema: {
        tags: ['Codigo'],
        querystring: codigosQuerySchema,
        response: { 200: z.array(codigoViewSchema) },
      },
    },
    (request) => codigos.deEvento(viewerOf(request)!, request.query.IdEvento),
  );
  app.post(
    '/Codigo/DesactivarCodigo',
    {
      config: manage,
      schema: {
        tags: ['Codigo'],
        body: desactivarCodigoSchema,
        response: { 200: codigoViewSchema },
      },
    },
    (request) => codigos.desactivar(viewerOf(request)!, request.body.idCodigo),
  );
  app.get(
    '/Codigo/GetEntradas',
    {
      config: manage,
      schema: {
        tags: ['Codigo'],
        querystring: codigosQuerySchema,
        response: { 200: z.array(entradaOcultableSchema) },
      },
    },
    (request) => codigos.entradas(viewerOf(request)!, request.query.IdEvento),
  );
  app.post(
    '/Codigo/OcultarEntrada',
    {
      config: manage,
      schema: {
        tags: ['Codigo'],
        body: ocultarEntradaSchema,
        response: { 200: entradaOcultableSchema },
      },
    },
    (request) => codigos.ocultar(viewerOf(request)!, request.body.idEntrada, request.body.oculta),
  );
  app.get(
    '/Codigo/Validar',
    {
      config: { access: { roles: [ROL.USUARIO] } },
      schema: {
        tags: ['Codigo'],
        querystring: validarCodigoQuerySchema,
        response: { 200: codigoAplicableSchema },
      },
    },
    async (request, reply) => {
      await codeTries.begin(request, reply);
      try {
        return await codigos.validar(request.query.IdEvento, request.query.Codigo);
      } catch (err) {
        if (err instanceof HttpProblem && err.detail === CODIGO_MSG.noExiste)
          await codeTries.failed(request);
        throw err;
      }
    },
  );
};
