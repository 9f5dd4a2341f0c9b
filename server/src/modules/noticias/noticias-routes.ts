import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noticiaViewSchema, type NoticiaView } from '@shared/api/discovery';
import { ROL } from '@shared/domain/roles';
import { MSG } from '@shared/messages';
import { createNoticiaSchema, updateNoticiaSchema } from '@shared/validation/admin';
import { noContent } from '../../plugins/openapi-responses';
import { notFound } from '../../plugins/problem';
import type { NoticiasService } from './noticias-service';
import { idParamSchema } from '@shared/validation/ids';

const ADMIN = { access: { roles: [ROL.ADMINISTRADOR] } } as const;
const id = idParamSchema;

/**
 * News list and item for everyone, writes for administrators (docs/architecture.md,
 * "Route and field names").
 */
export const noticiasRoutes: FastifyPluginAsyncZod<{ noticias: NoticiasService }> = async (
  app,
  { noticias },
) => {
  app.get(
    '/noticia',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Noticia'],
        querystring: z.object({
          idNoticia: id.optional(),
        }),
        response: { 200: z.object({ noticias: z.array(noticiaViewSchema) }) },
      },
    },
    async (request): Promise<{ noticias: NoticiaView[] }> => {
      const { idNoticia } = request.query;
      if (idNoticia === undefined) return { noticias: await noticias.list() };
      const noticia = await noticias.one(idNoticia);
      if (!noticia) throw notFound(MSG.noticiaNoEncontrada);
      return { noticias: [noticia] };
    },
  );

  app.post(
    '/noticia',
    {
      config: ADMIN,
      schema: {
        tags: ['Noticia'],
        body: createNoticiaSchema,
        response: { 201: z.object({ idNoticia: z.number() }) },
      },
    },
    async (request, reply) => reply.code(201).send(await noticias.create(request.body)),
  );

  app.put(
    '/noticia',
    {
      config: ADMIN,
      schema: {
        tags: ['Noticia'],
        body: updateNoticiaSchema,
        response: { 200: z.object({ idNoticia: z.number() }) },
      },
    },
    (request) => noticias.update(request.body),
  );

  app.delete(
    '/noticia/:id',
    {
      config: ADMIN,
      schema: {
        tags: ['Noticia'],
        params: z.object({ id }),
        response: { 204: noContent('Noticia eliminada.') },
      },
    },
    async (request, reply) => {
      await noticias.remove(request.params.id);
      return reply.code(204).send();
    },
  );
};
