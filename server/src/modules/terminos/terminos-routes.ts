import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { terminosVersionSchema, type TerminosVersion } from '@shared/api/admin';
import { ROL } from '@shared/domain/roles';
import type { TerminosService } from './terminos-service';

/**
 * The terms' versions for administrators (/actualizar-tyc). A new version is published through
 * POST /Media with IdEntidadMedia=archivoTyC, as the spec's client does.
 */
export const terminosRoutes: FastifyPluginAsyncZod<{ terminos: TerminosService }> = async (
  app,
  { terminos },
) => {
  app.get(
    '/Terminos/Versiones',
    {
      config: { access: { roles: [ROL.ADMINISTRADOR] } },
      schema: {
        tags: ['Terminos'],
        response: { 200: z.object({ versiones: z.array(terminosVersionSchema) }) },
      },
    },
    async (): Promise<{ versiones: TerminosVersion[] }> => ({
      versiones: await terminos.versiones(),
    }),
  );
};
