import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROL } from '@shared/domain/roles';
import { usuarioViewSchema } from '@shared/api/usuario';
import { updateUsuarioSchema } from '@shared/validation/profile';
import { noContent } from '../../plugins/openapi-responses';
import { forbidden } from '../../plugins/problem';
import type { PerfilService } from './perfil-service';
import { idParamSchema } from '@shared/validation/ids';

/**
 * My profile (docs/architecture.md, "Route and field names"): save it, delete the account. Yourself
 * or an administrator.
 */
export const perfilRoutes: FastifyPluginAsyncZod<{ perfil: PerfilService }> = async (
  app,
  { perfil },
) => {
  app.put(
    '/Usuario/UpdateUsuario',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Usuario'],
        body: updateUsuarioSchema,
        response: { 200: z.object({ usuario: usuarioViewSchema }) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const asAdministrator = auth.roles.includes(ROL.ADMINISTRADOR);
      // Others learn nothing about an account, not even whether it exists.
      if (!asAdministrator && request.body.idUsuario !== auth.idUsuario) throw forbidden();
      return { usuario: await perfil.update(request.body, { asAdministrator }) };
    },
  );

  app.delete(
    '/Usuario/DeleteUsuario/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Usuario'],
        params: z.object({ id: idParamSchema }),
        response: { 204: noContent('Cuenta eliminada.') },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const { id } = request.params;
      if (!auth.roles.includes(ROL.ADMINISTRADOR) && id !== auth.idUsuario) throw forbidden();
      await perfil.deleteAccount(id);
      return reply.code(204).send();
    },
  );
};
