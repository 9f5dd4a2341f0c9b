import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_DOCS_TEXT } from '@shared/texts/api-docs';
import type { Access } from './plugins/access';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Every route documents what it answers in the OpenAPI document (GET /api/docs/json), so the
 * contract is complete and a new route cannot arrive without its response schema. A route
 * without `schema.response` shows up with @fastify/swagger's placeholder, a bare
 * `{ description: 'Default Response' }`; a declared response has a body schema (`content`),
 * or, when it has no body (204, a redirect), a description of its own.
 */
const PLACEHOLDER = 'Default Response';

/**
 * Routes kept out of the document on purpose (`schema.hide`): the sandbox provider's payment
 * page, a stand-in for MercadoPago's checkout that only development and tests use.
 */
const HIDDEN = new Set([
  'GET /api/v1/Pagos/Sandbox/{preferenceId}',
  'POST /api/v1/Pagos/Sandbox/{preferenceId}',
]);

interface Operation {
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
  security?: Array<Record<string, string[]>>;
}

let t: TestApp;
// Building the whole app is the slow part; a loaded machine may need more than the default.
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

/** Fastify's `/a/:id` as OpenAPI writes it, `/a/{id}`. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function operations(): Map<string, Operation> {
  const doc = t.app.swagger() as { paths?: Record<string, Record<string, Operation>> };
  const ops = new Map<string, Operation>();
  for (const [url, methods] of Object.entries(doc.paths ?? {}))
    for (const [method, op] of Object.entries(methods))
      ops.set(`${method.toUpperCase()} ${url}`, op);
  return ops;
}

describe('OpenAPI document', () => {
  it('has every API route', () => {
    const ops = operations();
    const missing = t.app.apiRoutes
      .map((r) => `${r.method} ${openapiPath(r.url)}`)
      .filter((key) => !ops.has(key) && !HIDDEN.has(key));
    expect(missing, 'routes hidden from the OpenAPI document').toEqual([]);
  });

  it('declares the success response of every route', () => {
    const undeclared: string[] = [];
    for (const [route, op] of operations()) {
      const success = Object.entries(op.responses ?? {}).filter(([code]) => /^2/.test(code));
      const declared =
        success.length > 0 &&
        success.every(([, r]) => r.content !== undefined || r.description !== PLACEHOLDER);
      if (!declared) undeclared.push(route);
    }
    expect(undeclared.sort(), 'routes without a declared 2xx response').toEqual([]);
  });
});

/**
 * The served document tells the truth about access (docs/decisions/0076-hostile-users.md): an
 * operation that needs a session requires the bearer scheme (so the docs page's "Authorize"
 * sends the token) and declares its refusals with the problem body; a public one requires
 * nothing. Derived from each route's `config.access` (plugins/openapi-access.ts), so routes
 * added later are covered without a line here.
 */
describe('OpenAPI document: security and refusals', () => {
  let served: { paths: Record<string, Record<string, Operation>>; components: unknown };
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    served = res.json();
  });

  const accessOf = (key: string): Access | undefined =>
    t.app.apiRoutes.find((r) => `${r.method} ${openapiPath(r.url)}` === key)?.access;
  const servedOperations = () =>
    Object.entries(served.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(
        ([method, op]) => [`${method.toUpperCase()} ${url}`, op] as const,
      ),
    );
  const problemBody = { schema: { $ref: '#/components/schemas/Problema' } };

  it('validates as OpenAPI 3 (swagger-parser)', async () => {
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(served) as never)).resolves.toBeTruthy();
  });

  it('requires the bearer scheme on every operation that needs a session, with 401 to 429', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const [key, op] of servedOperations()) {
      const access = accessOf(key);
      if (access === undefined || access === 'public') continue;
      checked += 1;
      const refusals = [401, 403, 404, 409, 429].map((code) => op.responses?.[code]);
      const ok =
        JSON.stringify(op.security) === JSON.stringify([{ bearer: [] }]) &&
        refusals.every((r) => r?.content?.['application/problem+json'] !== undefined) &&
        op.responses?.[401]?.description === API_DOCS_TEXT.respuestas[401] &&
        op.responses?.[403]?.description === API_DOCS_TEXT.respuestas[403];
      if (!ok) wrong.push(key);
    }
    expect(wrong, 'operations needing a session without security or refusals').toEqual([]);
    expect(checked).toBeGreaterThan(60);
  });

  it('requires nothing of public operations, and declares what they can refuse', () => {
    const wrong: string[] = [];
    for (const [key, op] of servedOperations()) {
      if (accessOf(key) !== 'public') continue;
      const refusals = Object.entries(op.responses ?? {}).filter(([code]) => /^4/.test(code));
      const hasInput = Object.keys(op).some((k) => k === 'parameters' || k === 'requestBody');
      if (
        op.security !== undefined ||
        (hasInput && op.responses?.[400] === undefined) ||
        refusals.some(([, r]) => r.content?.['application/problem+json'] === undefined)
      )
        wrong.push(key);
    }
    expect(wrong, 'public operations that require a session or miss their refusals').toEqual([]);
    // Rate-limited public routes say so.
    expect(Object.keys(served.paths['/api/v1/Usuario/CreateUsuario']!.post!.responses!)).toContain(
      '429',
    );
  });

  it('declares the problem body each refusal carries', () => {
    const op = served.paths['/api/v1/Orden/GetOrden']!.get!;
    expect(op.responses?.[404]).toEqual({
      description: API_DOCS_TEXT.respuestas[404],
      content: { 'application/problem+json': problemBody },
    });
    expect(served.components).toMatchObject({
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { Problema: { required: ['title', 'status', 'detail'] } },
    });
  });
});

/**
 * A response schema makes Fastify serialize through zod (validate, then JSON.stringify). A
 * body already serialized (a cached JSON string sent with its content type) must go out as
 * it is: neither validated against the schema nor stringified a second time.
 */
describe('response schemas and pre-serialized bodies', () => {
  it('sends a JSON string as it is, and still checks objects', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const page = z.object({ eventos: z.array(z.object({ idEvento: z.number() })) });
    const cached = JSON.stringify({ eventos: [{ idEvento: 1, extra: 'x' }] });
    app.get('/cadena', { schema: { response: { 200: page } } }, async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(cached as never),
    );
    app.get('/objeto', { schema: { response: { 200: page } } }, () => ({
      eventos: [{ idEvento: 2, extra: 'x' } as { idEvento: number }],
    }));
    try {
      const cadena = await app.inject({ url: '/cadena' });
      expect(cadena.statusCode).toBe(200);
      expect(cadena.body).toBe(cached);
      expect(cadena.headers['content-type']).toMatch(/^application\/json/);
      const objeto = await app.inject({ url: '/objeto' });
      expect(objeto.json()).toEqual({ eventos: [{ idEvento: 2 }] });
    } finally {
      await app.close();
    }
  });
});
