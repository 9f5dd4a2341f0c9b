import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * A node-postgres client that runs every parameterised statement as a named prepared
 * statement of its connection, so PostgreSQL parses and plans each distinct text once per
 * connection instead of on every call. Drizzle sends unnamed statements; on the purchase's
 * precheck, planning was four fifths of PostgreSQL's work (pgbench on that statement, 8
 * clients: 7,900 tps unnamed, 39,500 prepared;
 * docs/decisions/0035-the-drops-serial-section-third-pass.md).
 *
 * The name is a hash of the text, so the same text always maps to the same statement and
 * different texts never collide. A connection prepares at most MAX_PER_CONNECTION texts (lists
 * of varying length make new texts); beyond that, statements go unnamed as before.
 * PostgreSQL re-plans a prepared statement itself when a table it reads changes.
 *
 * Not for a transaction-mode pooler in front of PostgreSQL that does not track prepared
 * statements (DATABASE_PREPARED_STATEMENTS=false turns this off).
 */
const MAX_PER_CONNECTION = 500;
const MAX_NAMES = 5_000;
const names = new Map<string, string>();

function nameFor(text: string): string | null {
  let name = names.get(text);
  if (!name) {
    if (names.size >= MAX_NAMES) return null;
    name = `pulso_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

export class PreparingClient extends pg.Client {
  #prepared = new Set<string>();

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // pg's query() takes a text, a config object or a Submittable, with values and a
    // callback in several positions; only parameterised texts and configs without a name
    // are given one. (Assigned, not overridden, to keep pg's overloads for callers.)
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((config: unknown, values?: unknown, callback?: unknown) =>
      query(this.#named(config, values), values, callback)) as typeof this.query;
  }

  #named(config: unknown, values: unknown): unknown {
    const c = config as QueryConfigLike | string | null;
    if (!c || (typeof c === 'object' && (typeof c.submit === 'function' || c.name))) return config;
    const text = typeof c === 'string' ? c : c.text;
    const params = Array.isArray(values) ? values : typeof c === 'string' ? null : c.values;
    if (typeof text !== 'string' || !Array.isArray(params) || params.length === 0) return config;
    const name = nameFor(text);
    if (!name || (!this.#prepared.has(name) && this.#prepared.size >= MAX_PER_CONNECTION))
      return config;
    this.#prepared.add(name);
    return typeof c === 'string' ? { text, name } : { ...c, name };
  }
}
