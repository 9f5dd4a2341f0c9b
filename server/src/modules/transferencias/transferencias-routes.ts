import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelarTransferenciaSchema,
  transferenciaPublicaSchema,
  transferenciaViewSchema,
  transferirEntradaSchema,
  transferTokenSchema,
} from '@shared/api/transfers';
import { MAIL_LIMITS } from '@shared/domain/limits';
import { ROL } from '@shared/domain/roles';
import { createMailQuota } from '../../mail/mail-quota';
import { siteUrlOf } from '../../plugins/site-url';
import type { TransferenciasService } from './transferencias-service';

/** Transfer to a friend (issue 13, shared/api/transfers.ts). */
export const transferenciasRoutes: FastifyPluginAsyncZod<{
  transferencias: TransferenciasService;
  publicUrl: string | null;
}> = async (app, { transferencias, publicUrl }) => {
  const access = { roles: [ROL.USUARIO] } as const;
  // Every transfer mails its recipient: per sender and per recipient address, so sending and
  // cancelling cannot mail an address without end (docs/decisions/0076-hostile-users.md).
  const quota = createMailQuota(app, 'transferencias', MAIL_LIMITS.transferencias);

  app.post(
    '/Entrada/Transferir',
    {
      config: { access },
      schema: {
        tags: ['Entrada'],
        body: transferirEntradaSchema,
        response: { 200: transferenciaViewSchema },
      },
    },
    async (request, reply) =>
      quota.guard(reply, request.auth!.idUsuario, request.body.correo, () =>
        transferencias.transferir(
          request.auth!.idUsuario,
          request.body,
          siteUrlOf(publicUrl, request),
        ),
      ),
  );

  app.post(
    '/Entrada/CancelarTransferencia',
    {
      config: { access },
      schema: {
        tags: ['Entrada'],
        body: cancelarTransferenciaSchema,
        response: { 200: transferenciaViewSchema },
      },
    },
    async (request) =>
      transferencias.cancelar(request.auth!.idUsuario, request.body.idTransferencia),
  );

  app.get(
    '/Entrada/MisTransferencias',
    {
      config: { access },
      schema: {
        tags: ['Entrada'],
        response: { 200: z.object({ enviadas: z.array(transferenciaViewSchema) }) },
      },
    },
    async (request) => transferencias.enviadas(request.auth!.idUsuario),
  );

  app.get(
    '/Transferencia/Ver',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Entrada'],
        querystring: transferTokenSchema,
        response: { 200: transferenciaPublicaSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return transferencias.ver(request.query.token);
    },
  );

  app.post(
    '/Transferencia/Aceptar',
    {
      config: { access },
      schema: {
        tags: ['Entrada'],
        body: transferTokenSchema,
        response: { 200: z.object({ idTicket: z.number() }) },
      },
    },
    async (request) =>
      transferencias.aceptar(
        request.auth!.idUsuario,
        request.body.token,
        siteUrlOf(publicUrl, request),
      ),
  );
};
