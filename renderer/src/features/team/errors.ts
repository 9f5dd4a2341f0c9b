import { MSG } from '@shared/messages';
import { errorStatus, problemDetail } from '../../api/problem';

/**
 * What a failed team call tells the person: the server's Spanish reason, or that it could not
 * be reached. Only what the server did not explain is logged (a 4xx is the person's to read).
 */
export function motivoDelError(err: unknown, what: string): string {
  const status = errorStatus(err);
  if (status === null || status >= 500) console.error(what, err);
  if (status === null) return MSG.errorConexion;
  return problemDetail(err, MSG.errorInterno);
}
