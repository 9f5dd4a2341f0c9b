import type { SwaggerTransform } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_DOCS_TEXT } from '@shared/texts/api-docs';
import type { Access } from './access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Refusals a route gives beyond those its access, input and rate limit imply (410 for a used
     * link, 428 for a challenge…), so the OpenAPI document lists them too.
     */
    problems?: ReadonlyArray<number>;
  }
}

/** The security scheme every operation that needs a session requires (a session's token). */
export const BEARER = 'bearer';

/** The body of every refusal (plugins/errors.ts, sendProblem), as JSON Schema. */
export const PROBLEM_SCHEMA = {
  type: 'object' as const,
  description: API_DOCS_TEXT.problema,
  required: ['title', 'status', 'detail'],
  properties: {
    title: { type: 'string' as const },
    status: { type: 'integer' as const },
    detail: { type: 'string' as const },
    errors: { type: 'object' as const, additionalProperties: { type: 'string' as const } },
    desafio: { type: 'boolean' as const },
  },
};

/** What the swagger registration adds to the document's components. */
export const OPENAPI_COMPONENTS = {
  securitySchemes: {
    [BEARER]: { type: 'http' as const, scheme: 'bearer', description: API_DOCS_TEXT.bearer },
  },
  schemas: { Problema: PROBLEM_SCHEMA },
};

/** Answers every operation that needs a session declares (401: none; 403: not yours…). */
const SESSION_ANSWERS = [401, 403, 404, 409, 429];

type RouteShape = Pick<RouteOptions, 'method' | 'url' | 'config' | 'schema'>;

/**
 * The refusals a route can answer, derived from what it declares rather than written in every
 * route file: a session (its access), input the validator checks (400), writes that meet the
 * current state (409), a rate limit (429), and `config.problems`.
 */
export function problemsOf(route: RouteShape): number[] {
  const config = route.config as
    { access?: Access; rateLimit?: unknown; problems?: ReadonlyArray<number> } | undefined;
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const input =
    Boolean(schema.querystring || schema.params || schema.body) || route.url.includes(':');
  const writes = [route.method].flat().some((m) => !['GET', 'HEAD'].includes(m));
  const codes = new Set<number>(config?.problems ?? []);
  if (input) codes.add(400);
  if (config?.access !== 'public') for (const code of SESSION_ANSWERS) codes.add(code);
  else {
    if (input) codes.add(404);
    if (writes) codes.add(409);
  }
  if (config?.rateLimit) codes.add(429);
  return [...codes].sort((a, b) => a - b);
}

const problemResponse = (code: number) => ({
  description: API_DOCS_TEXT.respuestas[code] ?? String(code),
  content: {
    'application/problem+json': { schema: { $ref: '#/components/schemas/Problema' } },
  },
});

/**
 * The document's transform: the zod schemas as JSON Schema (fastify-type-provider-zod), then
 * what each route's `config.access` implies. An operation that needs a session requires the
 * bearer scheme, so the served docs' "Authorize" sends the token; public ones require none.
 * Answers a route declares itself are kept.
 */
export const openapiTransform: SwaggerTransform = (input) => {
  const result = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = (result.schema ?? {}) as Record<string, unknown> & {
    hide?: boolean;
    response?: Record<string, unknown>;
  };
  const access = (input.route.config as { access?: Access } | undefined)?.access;
  if (!access || schema.hide) return result;
  const response = { ...schema.response };
  for (const code of problemsOf(input.route)) response[code] ??= problemResponse(code);
  return {
    url: result.url,
    schema: {
      ...schema,
      response,
      ...(access === 'public' ? {} : { security: [{ [BEARER]: [] }] }),
    },
  };
};
