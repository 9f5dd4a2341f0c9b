import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MEDIA_WIDTHS, type MediaWidth } from '@shared/api/discovery';
import { MSG } from '@shared/messages';
import type { Db } from '../../db/client';
import { getMediaById, listMedia } from '../../media/media-service';
import type { MediaStore } from '../../media/media-store';
import { CARD, VARIANT_MIME, isResizable, type MediaVariants } from '../../media/media-variants';
import { fileResponse, noContent } from '../../plugins/openapi-responses';
import { badRequest, notFound } from '../../plugins/problem';
import { idParamSchema } from '@shared/validation/ids';

const mediaItem = z.object({
  idMedia: z.number(),
  url: z.string(),
  mdVideo: z.boolean(),
  idEntidadMedia: z.string(),
});

const mediaWidth = z.coerce
  .number()
  .int(MSG.anchoImagenInvalido)
  .min(Math.min(...MEDIA_WIDTHS), MSG.anchoImagenInvalido)
  .max(Math.max(...MEDIA_WIDTHS), MSG.anchoImagenInvalido)
  .refine((w) => (MEDIA_WIDTHS as ReadonlyArray<number>).includes(w), MSG.anchoImagenInvalido)
  .transform((w) => w as MediaWidth);

/** Public media reads: the list of an owner's media and the stored files themselves. */
export const mediaRoutes: FastifyPluginAsyncZod<{
  db: Db;
  store: MediaStore;
  variants: MediaVariants;
}> = async (app, { db, store, variants }) => {
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
    async (request, reply) => {
      const rows = await listMedia(db, request.query.IdEntidadMedia);
      // A carousel slide or the terms PDF can be replaced at any moment: caches must ask
      // again every time (the weak ETag makes an unchanged list a cheap 304).
      reply.header('cache-control', 'no-cache');
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

  /**
   * The stored bytes, or with `w` a WebP of that width (MEDIA_WIDTHS) for lighter pages, or with
   * `formato=tarjeta` the 1200×630 JPEG link previews show.
   */
  app.get(
    '/Media/file/:idMedia',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Media'],
        params: z.object({ idMedia: idParamSchema }),
        querystring: z.object({
          w: mediaWidth.optional(),
          formato: z.enum(['tarjeta']).optional(),
        }),
        response: {
          200: fileResponse(
            'El archivo guardado (imagen o PDF), o su variante WebP o JPEG de tarjeta.',
            'image/*',
            'application/pdf',
          ),
          304: noContent('Sin cambios: el ETag enviado sigue vigente.'),
        },
      },
    },
    async (request, reply) => {
      const { w, formato } = request.query;
      const row = await getMediaById(db, request.params.idMedia);
      if (!row?.storageKey || !row.mime) throw notFound();
      if ((w !== undefined || formato) && !isResizable(row.mime))
        throw badRequest(MSG.soloImagenesConAncho);
      const etag = formato
        ? `"m${row.idMedia}-card"`
        : w === undefined
          ? `"m${row.idMedia}"`
          : `"m${row.idMedia}-w${w}"`;
      // A media id always names the same bytes (replacing creates a new id), so caches may keep it.
      // The desktop app (app://pulso) shows these images from another origin; helmet's default
      // Cross-Origin-Resource-Policy (same-origin) would block every one of them there.
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const bytes = formato
        ? await variants.card(row.storageKey)
        : w === undefined
          ? await store.get(row.storageKey)
          : await variants.get(row.storageKey, w);
      if (!bytes) throw notFound();
      return reply
        .type(formato ? CARD.mime : w === undefined ? row.mime : VARIANT_MIME)
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(bytes));
    },
  );
};
