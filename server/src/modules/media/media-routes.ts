import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { getMediaById, listMedia } from '../../media/media-service';
import type { MediaStore } from '../../media/media-store';
import { notFound } from '../../plugins/problem';

const mediaItem = z.object({
  idMedia: z.number(),
  url: z.string(),
  mdVideo: z.boolean(),
  idEntidadMedia: z.string(),
});

/** Public media reads: the list of an owner's media and the stored files themselves. */
export const mediaRoutes: FastifyPluginAsyncZod<{ db: Db; store: MediaStore }> = async (
  app,
  { db, store },
) => {
  app.get(
    '/Media',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Media'],
        querystring: z.object({ IdEntidadMedia: z.string().min(1).max(64) }),
        response: { 200: z.object({ media: z.array(mediaItem) }) },
      },
    },
    async (request) => {
      const rows = await listMedia(db, request.query.IdEntidadMedia);
      return {
        media: rows.map(({ idMedia, url, mdVideo, idEntidadMedia }) => ({
          idMedia,
          url,
          mdVideo,
          idEntidadMedia,
        })),
      };
    },
  );

  app.get(
    '/Media/file/:idMedia',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Media'],
        params: z.object({ idMedia: z.coerce.number().int().positive().max(2_147_483_647) }),
      },
    },
    async (request, reply) => {
      const row = await getMediaById(db, request.params.idMedia);
      if (!row?.storageKey || !row.mime) throw notFound();
      const etag = `"m${row.idMedia}"`;
      // A media id always names the same bytes (replacing creates a new id), so caches may keep it.
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const bytes = await store.get(row.storageKey);
      if (!bytes) throw notFound();
      return reply
        .type(row.mime)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(bytes));
    },
  );
};
