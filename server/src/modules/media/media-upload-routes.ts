import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkFile } from '@shared/domain/file-signature';
import { LIMITS } from '@shared/domain/limits';
import { MEDIA_RULES, type MediaRule, type MediaRuleContext } from '@shared/domain/media-rules';
import { MSG } from '@shared/messages';
import { TERMS_MSG } from '@shared/validation/admin';
import type { Db } from '../../db/client';
import { reencodeImage } from '../../media/image-reencode';
import { deleteMedia, getMediaById, replaceOwnerFile } from '../../media/media-service';
import type { MediaStore } from '../../media/media-store';
import { isResizable, type MediaVariants } from '../../media/media-variants';
import { noContent } from '../../plugins/openapi-responses';
import { HttpProblem, badRequest, conflict, notFound } from '../../plugins/problem';
import { viewerOf } from '../../plugins/viewer';
import type { EventosService } from '../eventos';
import type { TerminosService } from '../terminos/terminos-service';
import type { MediaPermissions } from './media-permissions';
import { idParamSchema } from '@shared/validation/ids';

export interface MediaUploadDeps {
  db: Db;
  store: MediaStore;
  /** An uploaded image's widths are made right after it is stored. */
  variants: MediaVariants;
  eventos: EventosService;
  /** The terms PDF is published as a new version, never replaced (modules/terminos). */
  terminos: Pick<TerminosService, 'publicar'>;
  authorize: MediaPermissions;
}

/**
 * What the multipart reader lets through: the largest file any key takes (the terms PDF).
 * Each key's own limit (2 MB for images) is checked once the bytes are in, with its wording.
 */
const UPLOAD_CAP = Math.max(LIMITS.imageMaxBytes, LIMITS.pdfMaxBytes);

/** Reads a part to its end without keeping it, so the answer never races the upload. */
async function drain(part: MultipartFile) {
  for await (const _chunk of part.file) {
    // discarded
  }
}

/**
 * The multipart body: its text fields and its one file. The owner key is authorised when
 * the file part arrives (clients send `IdEntidadMedia` first), so a refused caller's bytes
 * are discarded instead of buffered; the refusal is answered once the body has been read.
 */
async function readUpload(
  request: FastifyRequest,
  authorize: (key: string) => Promise<MediaRuleContext>,
) {
  if (!request.isMultipart()) throw new HttpProblem(415, MSG.datosInvalidos);
  const fields: Record<string, string> = {};
  let file: Uint8Array | null = null;
  let context: MediaRuleContext | null = null;
  let refusal: unknown = null;
  const keyOf = () => fields.IdEntidadMedia?.trim() ?? '';
  try {
    for await (const part of request.parts({ limits: { fileSize: UPLOAD_CAP } })) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'File' || file !== null || refusal !== null) {
        await drain(part);
        continue;
      }
      if (keyOf()) {
        try {
          context = await authorize(keyOf());
        } catch (err) {
          refusal = err;
          await drain(part);
          continue;
        }
      }
      file = new Uint8Array(await part.toBuffer());
    }
  } catch (err) {
    if (refusal !== null) throw refusal;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpProblem(413, MEDIA_RULES[context ?? 'evento'].peso);
    throw err;
  }
  if (refusal !== null) throw refusal;
  if (!keyOf()) throw badRequest(MSG.datosInvalidos);
  context ??= await authorize(keyOf());
  return { key: keyOf(), context, file };
}

/** The bytes to store: images re-encoded (no EXIF/GPS), PDFs as they came once recognised. */
async function cleanFile(rule: MediaRule, file: Uint8Array) {
  const check = checkFile(rule.kind, file);
  if (!check.ok)
    throw check.reason === 'size' ? new HttpProblem(413, rule.peso) : badRequest(rule.tipo);
  if (check.mime === 'application/pdf') return { bytes: file, mime: check.mime };
  return reencodeImage(file, check.mime).catch(() => {
    throw badRequest(rule.tipo);
  });
}

/** Uploading and deleting media (POST and DELETE /Media). */
export const mediaUploadRoutes: FastifyPluginAsyncZod<MediaUploadDeps> = async (
  app,
  { db, store, variants, eventos, terminos, authorize },
) => {
  // Widths still being made when the server stops are waited for, so none is left half written.
  const preparing = new Set<Promise<void>>();
  app.addHook('onClose', () => Promise.allSettled(preparing).then(() => undefined));
  const prepareWidths = (row: {
    storageKey: string | null;
    mime: string | null;
    width: number | null;
  }) => {
    if (!row.storageKey || !isResizable(row.mime)) return;
    const job = variants
      .prepare(row.storageKey, row.width)
      .catch((err: unknown) =>
        app.log.warn({ err }, 'No se pudieron preparar los anchos de la imagen'),
      )
      .finally(() => preparing.delete(job));
    preparing.add(job);
  };

  // Scoped to this plugin; the per-request limit below is what applies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_CAP, files: 1, fields: 4, parts: 5 },
  });

  /** Event cards show the event's image: only those keys concern the cached lists. */
  const touched = (context: MediaRuleContext) => {
    if (context === 'evento') eventos.clearListCache();
  };

  /**
   * `IdEntidadMedia` + `File`: checked by size and magic bytes against the key's rule
   * (shared/domain/media-rules.ts), stored, and replacing the key's previous file.
   */
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
      const viewer = viewerOf(request)!;
      const { key, context, file } = await readUpload(request, (k) => authorize(k, viewer));
      if (!file) throw badRequest(context === 'tyc' ? TERMS_MSG.falta : MSG.archivoFalta);
      const clean = await cleanFile(MEDIA_RULES[context], file);
      const row =
        context === 'tyc'
          ? await terminos.publicar(clean, viewer.idUsuario)
          : await replaceOwnerFile(db, store, { idEntidadMedia: key, ...clean });
      // After the answer's row exists; the page asks for the widths a moment later.
      prepareWidths(row);
      touched(context);
      return reply.code(201).send({ idMedia: row.idMedia, url: row.url });
    },
  );

  app.delete(
    '/Media/:idMedia',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Media'],
        params: z.object({ idMedia: idParamSchema }),
        response: { 204: noContent('Archivo eliminado.') },
      },
    },
    async (request, reply) => {
      const row = await getMediaById(db, request.params.idMedia);
      if (!row) throw notFound();
      const context = await authorize(row.idEntidadMedia, viewerOf(request)!);
      // What buyers accepted stays: the terms are replaced by a new version, never deleted.
      if (context === 'tyc') throw conflict(TERMS_MSG.noEliminar);
      await deleteMedia(db, store, row);
      touched(context);
      return reply.code(204).send();
    },
  );
};
