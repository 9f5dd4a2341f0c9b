import type { FastifyRequest } from 'fastify';

/**
 * Pulso's public address for links in mails, calendars, the payment's return and the site's
 * own pages: PUBLIC_URL when set, else the address this request came to.
 */
export const siteUrlOf = (publicUrl: string | null, request: FastifyRequest) =>
  (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
