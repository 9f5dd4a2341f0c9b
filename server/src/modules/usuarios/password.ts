import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP-level memory cost). */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, { algorithm: 2 });
}

export async function verifyPassword(hashed: string | null, plain: string): Promise<boolean> {
  if (!hashed) return false;
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}
