import { hashPassword, verifyPassword } from '../usuarios';
import type { UsuariosService } from '../usuarios';

let dummy: Promise<string> | null = null;
const dummyHash = () => (dummy ??= hashPassword('pulso-no-account-0'));

/**
 * The account whose e-mail and password these are, or null. Unknown e-mails still pay for one
 * argon2 verification, so timing does not reveal accounts; accounts without a password
 * (Google-only, or door staff who have not accepted their invitation) verify against the
 * dummy too, and never pass. Used by the website's and the door's sign-in.
 */
export async function checkCredentials(usuarios: UsuariosService, correo: string, pass: string) {
  const u = await usuarios.findByCorreo(correo);
  const hash = u?.passwordHash ?? null;
  const valid = await verifyPassword(hash ?? (await dummyHash()), pass);
  return u && hash && valid ? u : null;
}
