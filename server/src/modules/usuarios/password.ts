import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP-level: 19 MiB, 2 passes). */
const PRODUCTION: Options = { algorithm: 2 };

/**
 * The same argon2id at its smallest cost, for the test suites only (NODE_ENV=test, set by
 * Vitest and by the e2e stack), as Rails does with bcrypt's min_cost: a hash took 28 ms of
 * CPU on a 2-core machine and the suites make thousands. A stored hash names its own
 * parameters, so verification works whichever cost made it.
 */
const TESTS: Options = { algorithm: 2, memoryCost: 1024, timeCost: 1 };

/** Read at each call: the e2e stack sets NODE_ENV after its imports are loaded. */
export const passwordHashOptions = (): Options =>
  process.env.NODE_ENV === 'test' ? TESTS : PRODUCTION;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, passwordHashOptions());
}

export async function verifyPassword(hashed: string | null, plain: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}
