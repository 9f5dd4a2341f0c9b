import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { artistaAdminViewSchema, type ArtistaAdminView } from '@shared/api/admin';
import { ROL } from '@shared/domain/roles';
import {
  activarArtistaSchema,
  createArtistaSchema,
  updateArtistaSchema,
} from '@shared/validation/admin';
import { noContent } from '../../plugins/openapi-responses';
import type { ArtistasAdminService } from './artistas-admin-service';
import { idParamSchema, idSchema } from '@shared/validation/ids';

const ADMIN = { access: { roles: [ROL.ADMINISTRADOR] } } as const;
const id = idParamSchema;
const bodyId = idSchema;
const idArtistaAnswer = { 200: z.object({ idArtista: z.number() }) };

/**
 * Artist management by administrators (/modificar-eliminar-artistas, /editar-artista,
 * /crear-artista).
 */
export const artistasAdminRoutes: FastifyPluginAsyncZod<{ admin: ArtistasAdminService }> = async (
  app,
  { admin },
) => {
  app.get(
    '/Artista/GetArtistasAdmin',
    {
      config: ADMIN,
      schema: {
        tags: ['Artista'],
        response: { 200: z.object({ artistas: z.array(artistaAdminViewSchema) }) },
      },
    },
    async (): Promise<{ artistas: ArtistaAdminView[] }> => ({ artistas: await admin.list() }),
  );

  /** The image follows through POST /Media with `artista-<idArtista>`. */
  app.post(
    '/Artista/CreateArtista',
    {
      config: ADMIN,
      schema: {
        tags: ['Artista'],
        body: createArtistaSchema,
        response: { 201: z.object({ idArtista: z.number() }) },
      },
    },
    async (request, reply) => reply.code(201).send(await admin.create(request.body)),
  );

  app.put(
    '/Artista/UpdateArtista',
    {
      config: ADMIN,
      schema: { tags: ['Artista'], body: updateArtistaSchema, response: idArtistaAnswer },
    },
    (request) => admin.update(request.body),
  );

  app.put(
    '/Artista/ActivarArtista',
    {
      config: ADMIN,
      schema: { tags: ['Artista'], body: activarArtistaSchema, response: idArtistaAnswer },
    },
    (request) => admin.activar(request.body),
  );

  app.put(
    '/Artista/DescartarArtista',
    {
      config: ADMIN,
      schema: {
        tags: ['Artista'],
        body: z.object({ idArtista: bodyId }),
        response: idArtistaAnswer,
      },
    },
    (request) => admin.descartar(request.body.idArtista),
  );

  app.delete(
    '/Artista/DeleteArtista/:id',
    {
      config: ADMIN,
      schema: {
        tags: ['Artista'],
        params: z.object({ id }),
        response: { 204: noContent('Artista eliminado.') },
      },
    },
    async (request, reply) => {
      await admin.remove(request.params.id);
      return reply.code(204).send();
    },
  );
};
