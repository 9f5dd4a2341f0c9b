import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NoticiaView } from '@shared/api/discovery';
import { MSG } from '@shared/messages';
import { notFound } from '../../plugins/problem';
import type { NoticiasService } from './noticias-service';

/** News list and item (spec 001 §7: GET /noticia, GET /noticia?idNoticia=). */
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
          idNoticia: z.coerce.number().int().positive().max(2_147_483_647).optional(),
        }),
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
};
