import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROL } from '@shared/domain/roles';
import { MSG } from '@shared/messages';
import { usuarioViewSchema } from '@shared/api/usuario';
import { createUsuarioSchema } from '@shared/validation/auth';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/problem';
import { siteUrlOf } from '../../plugins/site-url';
import { queueConfirmationMail } from './email-confirmation-service';
import { normaliseCorreo, type UsuariosService } from './usuarios-service';
import { idParamSchema } from '@shared/validation/ids';

export interface UsuariosDeps {
  usuarios: UsuariosService;
  rateLimit: { registerPerHour: number };
  /** PUBLIC_URL, the base of the mailed confirmation link; null: the request's origin. */
  publicUrl: string | null;
  now: () => Date;
}

const getUsuarioQuery = z.object({
  IdUsuario: idParamSchema.optional(),
  Mail: z.string().max(254).optional(),
});

export const usuariosRoutes: FastifyPluginAsyncZod<UsuariosDeps> = async (
  app,
  { usuarios, rateLimit, publicUrl, now },
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
      // Always a solved challenge: accounts are not made by the thousand (shared/api/desafio.ts).
      await app.desafio.exigir(request);
      const baseUrl = siteUrlOf(publicUrl, request);
      // The confirmation link goes with the account, in its transaction: buying needs it
      // (docs/decisions/0076-hostile-users.md).
      const idUsuario = await usuarios.create(request.body, (tx, id) =>
        queueConfirmationMail(
          tx,
          {
            idUsuario: id,
            nombre: request.body.nombre.trim(),
            correo: normaliseCorreo(request.body.correo),
          },
          baseUrl,
          now(),
        ),
      );
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
