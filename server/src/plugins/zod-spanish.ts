import { z } from 'zod';

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
      if (issue.expected === 'int') return 'Debe ser un número entero.';
      if (issue.expected === 'number') return 'Debe ser un número.';
      if (issue.input === undefined) return 'Este dato es obligatorio.';
      return 'El tipo de dato no es válido.';
    case 'too_small':
      if (issue.origin === 'number')
        return `Debe ser ${issue.inclusive ? 'mayor o igual a' : 'mayor que'} ${issue.minimum}.`;
      if (issue.origin === 'string') return `Debe tener al menos ${issue.minimum} caracteres.`;
      return `Debe tener al menos ${issue.minimum} elementos.`;
    case 'too_big':
      if (issue.origin === 'number')
        return `Debe ser ${issue.inclusive ? 'menor o igual a' : 'menor que'} ${issue.maximum}.`;
      if (issue.origin === 'string') return `Debe tener como máximo ${issue.maximum} caracteres.`;
      return `Debe tener como máximo ${issue.maximum} elementos.`;
    case 'invalid_value':
      return `Debe ser uno de: ${issue.values.map(String).join(', ')}.`;
    case 'invalid_format':
      return 'El formato no es válido.';
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
