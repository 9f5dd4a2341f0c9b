import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema, type PublicConfig } from '@shared/api/session';
import type { Config } from '../../config';

/** What the renderer needs to know about this deployment; nothing secret. */
export function publicConfig(config: Config): PublicConfig {
  const g = config.google;
  return {
    google:
      g.clientIds.length > 0
        ? {
            clientId: g.clientIds[0]!,
            authorizationEndpoint: g.authUrl,
            tokenEndpoint: g.tokenUrl,
            desktopClientId: g.desktopClientId,
            desktopClientSecret: g.desktopClientSecret,
          }
        : null,
    mapsApiKey: config.mapsApiKey,
    serviceFeeRate: config.serviceFeeRate,
  };
}

export const configRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const body = publicConfig(config);
  app.get(
    '/Config',
    {
      config: { access: 'public' },
      schema: { tags: ['Config'], response: { 200: publicConfigSchema } },
    },
    async () => body,
  );
};
