import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_TEXT, ZOD_MSG } from '@shared/messages';
import { INT4_MAX } from '@shared/validation/ids';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Bounded input everywhere (docs/decisions/0076-hostile-users.md): every number a route reads
 * from its query, path or JSON body is declared within the bounds of the column it ends in
 * (PostgreSQL `integer`), and a number outside them is refused with a Spanish 400 naming the
 * field before it reaches the database (where 99999999999 used to fail as a 500). Both checks
 * walk the document the app serves, so routes added later are covered without a line here.
 */

/** Numbers that are not a column's: compared as text, never stored as a number. */
const NOT_A_COLUMN = new Set(['POST /api/v1/Pagos/Webhook body data.id']);

interface JsonSchema {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  minItems?: number;
  enum?: unknown[];
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}
type Segment = string | number;
/** A number the route reads: where it is, and its declared bounds. */
interface NumberField {
  route: string;
  method: string;
  url: string;
  where: 'query' | 'path' | 'body';
  path: Segment[];
  schema: JsonSchema;
}

const isNumeric = (s: JsonSchema) =>
  [s.type].flat().some((type) => type === 'integer' || type === 'number');
const isInteger = (s: JsonSchema) => [s.type].flat().includes('integer');
const members = (s: JsonSchema) => [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];

/** Every number schema under `schema`, with its path (array items at index 0). */
function numbersIn(
  schema: JsonSchema,
  path: Segment[],
): Array<{ path: Segment[]; schema: JsonSchema }> {
  const found: Array<{ path: Segment[]; schema: JsonSchema }> = [];
  if (isNumeric(schema)) found.push({ path, schema });
  for (const member of members(schema)) found.push(...numbersIn(member, path));
  for (const [key, child] of Object.entries(schema.properties ?? {}))
    found.push(...numbersIn(child, [...path, key]));
  if (schema.items) found.push(...numbersIn(schema.items, [...path, 0]));
  return found;
}

/** The lowest and highest value the schema admits (inclusive), as declared. */
function boundsOf(s: JsonSchema): { low: number | undefined; high: number | undefined } {
  const step = isInteger(s) ? 1 : 0;
  const low =
    typeof s.exclusiveMinimum === 'number'
      ? s.exclusiveMinimum + step
      : s.minimum === undefined
        ? undefined
        : s.minimum + (s.exclusiveMinimum === true ? step : 0);
  const high =
    typeof s.exclusiveMaximum === 'number'
      ? s.exclusiveMaximum - step
      : s.maximum === undefined
        ? undefined
        : s.maximum - (s.exclusiveMaximum === true ? step : 0);
  return { low, high };
}

/** A value the schema likely accepts, so that only the field under test is wrong. */
function sample(s: JsonSchema): unknown {
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum[0];
  const [first] = members(s);
  if (first && !s.type) return sample(first);
  if (isNumeric(s)) return Math.max(1, boundsOf(s).low ?? 1);
  if ([s.type].flat().includes('string')) return 'a'.repeat(Math.max(1, s.minLength ?? 1));
  if ([s.type].flat().includes('boolean')) return false;
  if ([s.type].flat().includes('array'))
    return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items ?? {}));
  if ([s.type].flat().includes('object') || s.properties)
    return Object.fromEntries(
      Object.entries(s.properties ?? {})
        .filter(([key]) => s.required?.includes(key))
        .map(([key, child]) => [key, sample(child)]),
    );
  return 'a';
}

/** A sample of `schema` with `value` at `path`, taking the union member that has the path. */
function withValue(schema: JsonSchema, path: Segment[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const holder =
    members(schema).find((m) =>
      typeof head === 'number' ? m.items : m.properties && head in m.properties,
    ) ?? schema;
  if (typeof head === 'number') {
    const items = sample(holder) as unknown[];
    items[0] = withValue(holder.items ?? {}, rest, value);
    return items;
  }
  const base = (sample(holder) ?? {}) as Record<string, unknown>;
  return { ...base, [head]: withValue(holder.properties?.[head] ?? {}, rest, value) };
}

/** Values outside the field's declared bounds, as JSON numbers or as query text. */
function outOfRange(field: NumberField): Array<number | string> {
  const { low, high } = boundsOf(field.schema);
  // Past an integer column whatever the field declares (a number that is no column's aside).
  const values: number[] = NOT_A_COLUMN.has(keyOf(field))
    ? [1e300]
    : [2 ** 31, 99_999_999_999, -(2 ** 31) - 1, 1e300];
  if (high !== undefined) values.push(high + 1);
  if (low !== undefined) values.push(low - 1);
  if (low !== undefined && low >= 0) values.push(-1);
  if (isInteger(field.schema)) values.push(1.5);
  const numbers = [...new Set(values)];
  if (field.where === 'body') return numbers;
  return [...numbers.map(String), '9'.repeat(40), '1e400', 'abc'];
}

const keyOf = (f: NumberField) => `${f.route} ${f.where} ${f.path.join('.')}`;

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>> };
let token: string;
let fields: NumberField[];

beforeAll(async () => {
  t = await createTestApp();
  // Every role a route may ask for (attendee, administrator, organiser): past every access check.
  token = await t.tokenFor((await t.createUser([0, 1, 2])).idUsuario);
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  fields = Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.entries(methods).flatMap(([method, op]) => {
      const route = `${method.toUpperCase()} ${url}`;
      const at = (where: NumberField['where'], path: Segment[], schema: JsonSchema) => ({
        route,
        method: method.toUpperCase(),
        url,
        where,
        path,
        schema,
      });
      const params = (op.parameters ?? [])
        .filter((p) => p.in === 'query' || p.in === 'path')
        .flatMap((p) =>
          numbersIn(p.schema, [p.name]).map((n) => at(p.in as 'query' | 'path', n.path, n.schema)),
        );
      const body = op.requestBody?.content?.['application/json']?.schema;
      const inBody = body ? numbersIn(body, []).map((n) => at('body', n.path, n.schema)) : [];
      return [...params, ...inBody];
    }),
  );
}, 120_000);
afterAll(() => t.close());

const fieldName = (f: NumberField) => f.path.join('.');

/** The request for `route` with every other input sampled and `value` in the field. */
function requestFor(field: NumberField, value: number | string): InjectOptions {
  const op = doc.paths[field.url]![field.method.toLowerCase()]!;
  const query = new URLSearchParams();
  let url = field.url;
  for (const p of op.parameters ?? []) {
    const mine = field.where !== 'body' && p.name === field.path[0];
    const v = mine ? value : p.required || p.in === 'path' ? sample(p.schema) : undefined;
    if (v === undefined) continue;
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(v)));
    if (p.in === 'query') query.set(p.name, String(v));
  }
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const payload = bodySchema
    ? field.where === 'body'
      ? withValue(bodySchema, field.path, value)
      : sample(bodySchema)
    : undefined;
  const search = query.toString();
  return {
    method: field.method as InjectOptions['method'],
    url: search ? `${url}?${search}` : url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  };
}

describe('bounded input', () => {
  it('finds the numbers of the routes it walks', () => {
    const routes = new Set(fields.map((f) => f.route));
    expect(routes.size).toBeGreaterThan(50);
    expect(fields.map(keyOf)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/Usuario/GetUsuario query IdUsuario',
        'GET /api/v1/Orden/GetOrden query idOrden',
        'DELETE /api/v1/Usuario/DeleteUsuario/{id} path id',
        'POST /api/v1/Orden/CrearOrden body items.0.idFecha',
        'POST /api/v1/Evento/CrearEvento body artistas.0.idArtista',
      ]),
    );
  });

  it('declares every number a route reads within the bounds of an integer column', () => {
    const unbounded = fields
      .filter((f) => !NOT_A_COLUMN.has(keyOf(f)))
      .filter((f) => {
        const { low, high } = boundsOf(f.schema);
        if (low === undefined || high === undefined) return true;
        return isInteger(f.schema) && (high > INT4_MAX || low < -INT4_MAX - 1);
      })
      .map(keyOf);
    expect(unbounded, 'numbers without bounds, or beyond an integer column').toEqual([]);
  });

  it('refuses every out-of-range number with a Spanish 400 naming the field, never a 5xx', async () => {
    const cases = fields.flatMap((field) => outOfRange(field).map((value) => ({ field, value })));
    const failures: string[] = [];
    // A few at a time: enough to keep the walk short, few enough for a 2-core machine.
    for (let i = 0; i < cases.length; i += 16) {
      await Promise.all(
        cases.slice(i, i + 16).map(async ({ field, value }) => {
          const res = await t.app.inject(requestFor(field, value));
          const name = fieldName(field);
          const body = String(res.headers['content-type']).startsWith('application/problem+json')
            ? (res.json() as { title?: string; errors?: Record<string, string> })
            : {};
          // A union reports at its own path (`artistas.0` for `artistas.0.idArtista`).
          const named = Object.entries(body.errors ?? {}).some(
            ([key, message]) =>
              (key === name || name.startsWith(`${key}.`)) &&
              // Said of a number, not of a list or a text.
              !/elementos|caracteres/.test(message),
          );
          if (res.statusCode !== 400 || body.title !== PROBLEM_TEXT.titulos[400] || !named)
            failures.push(
              `${field.route} ${field.where} ${name}=${String(value)}: ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
        }),
      );
    }
    expect(failures).toEqual([]);
    expect(cases.length).toBeGreaterThan(300);
  }, 120_000);

  it.each([
    ['/api/v1/Usuario/GetUsuario?IdUsuario=99999999999', 'IdUsuario'],
    ['/api/v1/Orden/GetOrden?idOrden=99999999999', 'idOrden'],
  ])('answers %s with what is wrong, in Spanish', async (url, name) => {
    const res = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      PROBLEM_TEXT.parametro(name, ZOD_MSG.numeroMaximo(true, INT4_MAX)),
    );
  });
});
