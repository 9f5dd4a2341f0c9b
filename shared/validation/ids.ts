import { z } from 'zod';

/**
 * PostgreSQL's `integer` (int4), the type of every id column and of every counted integer Pulso
 * stores: a larger number must be refused before it reaches a query, where it would fail as a
 * 500 (docs/decisions/0076-hostile-users.md). server/src/bounded-input.test.ts checks that every
 * integer a route reads is declared within these bounds, and sends each one out of range.
 */
export const INT4_MAX = 2_147_483_647;

/** An id in a JSON body: a serial column's value. */
export const idSchema = z.number().int().positive().max(INT4_MAX);

/** An id in a query string or a path: the text turned into a number, with the same bounds. */
export const idParamSchema = z.coerce.number().int().positive().max(INT4_MAX);
