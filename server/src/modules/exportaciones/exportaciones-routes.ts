import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_MIME, exportQuerySchema } from '@shared/api/exports';
import { ROL } from '@shared/domain/roles';
import { exportFileName } from '@shared/texts/exports';
import { fileResponse } from '../../plugins/openapi-responses';
import { viewerOf } from '../../plugins/viewer';
import type { ExportacionesService } from './exportaciones-service';
import { SPREADSHEET_WRITERS } from './spreadsheet';

/** Exports for organisers (issue 14, shared/api/exports.ts): the owner or an administrator. */
export const exportacionesRoutes: FastifyPluginAsyncZod<{
  exportaciones: ExportacionesService;
}> = async (app, { exportaciones }) => {
  const routes = [
    ['/Evento/ExportarAsistentes', 'asistentes'],
    ['/Evento/ExportarOrdenes', 'ordenes'],
  ] as const;
  for (const [url, hoja] of routes) {
    app.get(
      url,
      {
        config: { access: { roles: [ROL.ORGANIZADOR, ROL.ADMINISTRADOR] } },
        schema: {
          tags: ['Evento'],
          querystring: exportQuerySchema,
          response: {
            200: fileResponse(
              'La planilla, en CSV o XLSX según Formato.',
              EXPORT_MIME.csv,
              EXPORT_MIME.xlsx,
            ),
          },
        },
      },
      async (request, reply) => {
        const { IdEvento, Formato } = request.query;
        const sheet = await exportaciones[hoja](viewerOf(request)!, IdEvento);
        const file = await SPREADSHEET_WRITERS[Formato](sheet);
        return (
          reply
            .type(EXPORT_MIME[Formato])
            .header(
              'content-disposition',
              `attachment; filename="${exportFileName(hoja, IdEvento, Formato)}"`,
            )
            // Personal data (names, e-mails, IDs): never kept by a shared cache.
            .header('cache-control', 'private, no-store')
            .send(file)
        );
      },
    );
  }
};
