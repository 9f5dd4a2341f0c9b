import { z } from 'zod';

/**
 * Responses that are not JSON, declared the OpenAPI way (fastify-type-provider-zod's
 * per-content-type form) so the document at /api/docs lists them. Fastify sends a Buffer, a
 * stream, or a string with a non-JSON content type as it is: these schemas only document.
 */

/** A file or text body of `contentType` (PDF, spreadsheet, image, calendar, XML…). */
export function fileResponse(description: string, ...contentTypes: [string, ...string[]]) {
  const schema = z.any().meta({ type: 'string', format: 'binary' });
  return {
    description,
    content: Object.fromEntries(contentTypes.map((type) => [type, { schema }])),
  };
}

/** A text body (`text/plain`, `text/html`, `application/xml`…), sent as a string. */
export function textResponse(description: string, contentType: string) {
  return { description, content: { [contentType]: { schema: z.string() } } };
}

/** 204: no body. */
export const noContent = (description: string) => z.undefined().describe(description);
