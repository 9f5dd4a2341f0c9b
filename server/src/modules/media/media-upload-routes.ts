import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkFile } from '@shared/domain/file-signature';
import { LIMITS } from '@shared/domain/limits';
import { parseMediaOwnerKey } from '@shared/domain/media-keys';
import { MSG } from '@shared/messages';
import { CREATE_EVENT_MSG } from '@shared/validation/evento';
import type { Db } from '../../db/client';
import { reencodeImage } from '../../media/image-reencode';
import { deleteMedia, getMediaById, replaceOwnerImage } from '../../media/media-service';
import type { MediaStore } from '../../media/media-store';
import { HttpProblem, badRequest, forbidden, notFound } from '../../plugins/problem';
import { viewerOf, type Viewer } from '../../plugins/viewer';
import type { EventosService } from '../eventos/eventos-service';

export interface MediaUploadDeps {
  db: Db;
  store: MediaStore;
  eventos: EventosService;
}

/** The multipart body: its text fields and its one file, size-capped while it streams. */
async function readUpload(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw new HttpProblem(415, MSG.datosInvalidos);
  const fields: Record<string, string> = {};
  let file: Uint8Array | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'File' && file === null) file = new Uint8Array(bytes);
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpProblem(413, CREATE_EVENT_MSG.imagenTipo);
    throw err;
  }
  return { fields, file };
}

/**
 * Who may add or remove media of an owner key. In issue 4 only event images, by the event's
 * owner or an administrator; other kinds are refused until their issues open them.
 */
async function assertMayManage(eventos: EventosService, key: string, viewer: Viewer) {
  const owner = parseMediaOwnerKey(key);
  if (owner?.kind !== 'evento') throw forbidden(MSG.medioNoPermitido);
  const evento = await eventos.access(owner.id);
  if (!evento || (!viewer.isAdmin && evento.idUsuario !== viewer.idUsuario))
    throw notFound(MSG.eventoNoEncontrado);
}

/** Uploading and deleting media (spec 001 §7, POST and DELETE /Media). */
export const mediaUploadRoutes: FastifyPluginAsyncZod<MediaUploadDeps> = async (
  app,
  { db, store, eventos },
) => {
  // Scoped to this plugin; the per-request limit below is what applies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: LIMITS.imageMaxBytes, files: 1, fields: 4, parts: 5 },
  });

  /** `IdEntidadMedia` + `File`: checked by size and magic bytes, re-encoded, replaces the old. */
  app.post(
    '/Media',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Media'],
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ idMedia: z.number(), url: z.string() }) },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readUpload(request, LIMITS.imageMaxBytes);
      const key = fields.IdEntidadMedia?.trim() ?? '';
      if (!key) throw badRequest(MSG.datosInvalidos);
      await assertMayManage(eventos, key, viewerOf(request)!);
      if (!file) throw badRequest(MSG.archivoFalta);
      const check = checkFile('image', file);
      if (!check.ok)
        throw new HttpProblem(check.reason === 'size' ? 413 : 400, CREATE_EVENT_MSG.imagenTipo);
      const clean = await reencodeImage(file, check.mime as 'image/jpeg' | 'image/png').catch(
        () => {
          throw badRequest(CREATE_EVENT_MSG.imagenTipo);
        },
      );
      const row = await replaceOwnerImage(db, store, { idEntidadMedia: key, ...clean });
      eventos.clearListCache();
      return reply.code(201).send({ idMedia: row.idMedia, url: row.url });
    },
  );

  app.delete(
    '/Media/:idMedia',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Media'],
        params: z.object({ idMedia: z.coerce.number().int().positive().max(2_147_483_647) }),
      },
    },
    async (request, reply) => {
      const row = await getMediaById(db, request.params.idMedia);
      if (!row) throw notFound();
      await assertMayManage(eventos, row.idEntidadMedia, viewerOf(request)!);
      await deleteMedia(db, store, row);
      eventos.clearListCache();
      return reply.code(204).send();
    },
  );
};
