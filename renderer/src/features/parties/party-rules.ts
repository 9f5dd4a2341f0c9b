import type { FiestaView } from '@shared/api/organiser';
import { isDuplicateFiesta } from '@shared/domain/name-match';
import { FIESTA_MSG, fiestaNombreSchema } from '@shared/validation/evento';

/**
 * A recurring party (docs/architecture.md, "Where each rule lives"): a name trimmed and non-empty,
 * and not a case-insensitive duplicate of another active party. Returns the text to show, or null
 * when it may be saved.
 */
export function fiestaNombreError(
  nombre: string,
  fiestas: ReadonlyArray<FiestaView>,
  exceptId?: number,
): string | null {
  const parsed = fiestaNombreSchema.safeParse(nombre);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? FIESTA_MSG.nombre;
  return isDuplicateFiesta(parsed.data, fiestas, exceptId) ? FIESTA_MSG.duplicada : null;
}
