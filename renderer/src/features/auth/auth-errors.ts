import { MSG } from '@shared/messages';
import { errorStatus, problemDetail } from '../../api/problem';

/**
 * Login outcomes (docs/architecture.md, "Where each rule lives") plus the rate limit the server
 * adds.
 */
export function loginErrorMessage(error: unknown): string {
  switch (errorStatus(error)) {
    case 401:
      return MSG.credencialesInvalidas;
    case 403:
      return problemDetail(error, MSG.rolValidador);
    case 429:
      return problemDetail(error, MSG.demasiadosIntentos);
    // No challenge was solved and accepted (ui/desafio).
    case 428:
      return problemDetail(error, MSG.demasiadosIntentos);
    case 400:
      return problemDetail(error, MSG.credencialesInvalidas);
    default:
      return MSG.errorConexion;
  }
}

export function googleErrorMessage(error: unknown): string {
  switch (errorStatus(error)) {
    case 403:
      return problemDetail(error, MSG.rolValidador);
    case 429:
      return problemDetail(error, MSG.demasiadosIntentos);
    default:
      return MSG.falloGoogle;
  }
}
