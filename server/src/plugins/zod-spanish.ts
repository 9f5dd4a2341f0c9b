import { z } from 'zod';
import { ZOD_MSG } from '@shared/messages';

type RawIssue = z.core.$ZodRawIssue;

/**
 * Spanish messages for the zod checks that carry no message of their own (query and path
 * parameters mostly), so a bad parameter reads "Debe ser un número entero." rather than
 * zod's English. Messages written in the schemas still win.
 */
function spanishMessage(issue: RawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      // z.int() reports "expected int" for 1.5: say what a person understands.
      if (issue.expected === 'int') return ZOD_MSG.entero;
      if (issue.expected === 'number') return ZOD_MSG.numero;
      if (issue.input === undefined) return ZOD_MSG.obligatorio;
      return ZOD_MSG.tipoInvalido;
    case 'too_small':
      // 'int': z.int() and .int() past the safe integers (1e300), a number all the same.
      if (issue.origin === 'number' || issue.origin === 'int')
        return ZOD_MSG.numeroMinimo(issue.inclusive === true, issue.minimum);
      if (issue.origin === 'string') return ZOD_MSG.caracteresMinimo(issue.minimum);
      return ZOD_MSG.elementosMinimo(issue.minimum);
    case 'too_big':
      if (issue.origin === 'number' || issue.origin === 'int')
        return ZOD_MSG.numeroMaximo(issue.inclusive === true, issue.maximum);
      if (issue.origin === 'string') return ZOD_MSG.caracteresMaximo(issue.maximum);
      return ZOD_MSG.elementosMaximo(issue.maximum);
    case 'invalid_value':
      return ZOD_MSG.unoDe(issue.values.map(String));
    case 'invalid_format':
      return ZOD_MSG.formatoInvalido;
    default:
      return undefined;
  }
}

let installed = false;

/** Installs the Spanish messages once per process (zod's configuration is global). */
export function useSpanishZodMessages(): void {
  if (installed) return;
  installed = true;
  z.config(z.locales.es());
  z.config({ customError: spanishMessage });
}
