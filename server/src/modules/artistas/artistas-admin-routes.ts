import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ArtistaAdminView } from '@shared/api/admin';
import { ROL } from '@shared/domain/roles';
import {
  activarArtistaSchema,
  createArtistaSchema,
  updateArtistaSchema,
} from '@shared/validation/admin';
import type { ArtistasAdminService } from './artistas-admin-service';

const ADMIN = { access: { roles: [ROL.ADMINISTRADOR] } } as const;
const id = z.coerce.number().int().positive().max(2_147_483_647);
const bodyId = z.number().int().positive().max(2_147_483_647);
const idArtistaAnswer = { 200: z.object({ idArtista: z.number() }) };

/** Artist management by administrators (spec 001 §2 admin artists, edit, create; §7). */
export const artistasAdminRoutes: FastifyPluginAsyncZod<{ admin: ArtistasAdminService }> = async (
  app,
  { admin },
) => {
  app.get(
    '/Artista/GetArtistasAdmin',
    { config: ADMIN, schema: { tags: ['Artista'] } },
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
    { config: ADMIN, schema: { tags: ['Artista'], params: z.object({ id }) } },
    async (request, reply) => {
      await admin.remove(request.params.id);
      return reply.code(204).send();
    },
  );
};
