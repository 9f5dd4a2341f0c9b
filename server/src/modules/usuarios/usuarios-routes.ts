import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROL } from '@shared/domain/roles';
import { MSG } from '@shared/messages';
import { usuarioViewSchema } from '@shared/api/usuario';
import { createUsuarioSchema } from '@shared/validation/auth';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/problem';
import type { UsuariosService } from './usuarios-service';

export interface UsuariosDeps {
  usuarios: UsuariosService;
  rateLimit: { registerPerHour: number };
}

const getUsuarioQuery = z.object({
  IdUsuario: z.coerce.number().int().positive().optional(),
  Mail: z.string().max(254).optional(),
});

export const usuariosRoutes: FastifyPluginAsyncZod<UsuariosDeps> = async (
  app,
  { usuarios, rateLimit },
) => {
  app.post(
    '/Usuario/CreateUsuario',
    {
      config: {
        access: 'public',
        rateLimit: { max: rateLimit.registerPerHour, timeWindow: '1 hour' },
      },
      schema: {
        tags: ['Usuario'],
        body: createUsuarioSchema,
        response: { 201: z.object({ idUsuario: z.number() }) },
      },
    },
    async (request, reply) => {
      const idUsuario = await usuarios.create(request.body);
      if (idUsuario === null) throw conflict(MSG.correoEnUso);
      return reply.code(201).send({ idUsuario });
    },
  );

  /** Answers only for yourself or an administrator (docs/architecture.md, "Plugins"). */
  app.get(
    '/Usuario/GetUsuario',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['Usuario'],
        querystring: getUsuarioQuery,
        response: { 200: z.object({ usuarios: z.array(usuarioViewSchema) }) },
      },
    },
    async (request) => {
      const { IdUsuario, Mail } = request.query;
      if (IdUsuario === undefined && !Mail) throw badRequest(MSG.datosInvalidos);
      const auth = request.auth!;
      const isAdmin = auth.roles.includes(ROL.ADMINISTRADOR);
      const target =
        IdUsuario !== undefined
          ? await usuarios.findById(IdUsuario)
          : await usuarios.findByCorreo(Mail!);
      // Non-administrators learn nothing about other accounts, not even whether they exist.
      if (!isAdmin && target?.idUsuario !== auth.idUsuario) throw forbidden();
      if (!target) throw notFound(MSG.usuarioNoEncontrado);
      return { usuarios: await usuarios.views([target.idUsuario]) };
    },
  );
};
