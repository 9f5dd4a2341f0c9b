import { edadEn } from './edad';

/**
 * The Argentine DNI's PDF417 barcode (the back of the card), as the door reads it to check an
 * 18+ night (docs/decisions/0093-minimum-age.md). Its text is fields separated by "@", in one of
 * two layouts:
 * - the current card (since 2012): trámite @ apellido @ nombres @ sexo @ número @ ejemplar @
 *   nacimiento (dd/mm/aaaa) @ emisión @ …
 * - the earlier card: starts with "@": @ número @ ejemplar @ … @ apellido @ nombres @
 *   nacionalidad @ nacimiento @ sexo @ emisión @ …
 * Decoding the barcode's image is a library's job; this reads its text.
 */
export interface DniLeido {
  numero: string;
  apellido: string;
  nombres: string;
  /** YYYY-MM-DD. */
  nacimiento: string;
}

const FECHA = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const NUMERO = /^\d{7,8}$/;

function fecha(text: string | undefined): string | null {
  const m = FECHA.exec((text ?? '').trim());
  if (!m) return null;
  const [, d, mo, y] = m;
  const iso = `${y}-${mo}-${d}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** The DNI's fields from its barcode's text, or null when the text is no DNI's. */
export function leerDni(texto: string): DniLeido | null {
  const f = texto.split('@').map((x) => x.trim());
  const nuevo = f[0] !== '' && f.length >= 8;
  const [numero, apellido, nombres, nacimiento] = nuevo
    ? [f[4], f[1], f[2], fecha(f[6])]
    : [f[1], f[4], f[5], fecha(f[7])];
  if (!numero || !NUMERO.test(numero) || !apellido || !nombres || !nacimiento) return null;
  return { numero, apellido, nombres, nacimiento };
}

/**
 * A DNI whose barcode cannot be read, typed by staff from the front of the card: its number and
 * birth date (YYYY-MM-DD); null when either is not one.
 */
export function dniEscrito(numero: string, nacimiento: string): DniLeido | null {
  const n = numero.replace(/[.\s]/g, '');
  const date = new Date(`${nacimiento}T00:00:00Z`);
  if (!NUMERO.test(n) || Number.isNaN(date.getTime())) return null;
  if (date.toISOString().slice(0, 10) !== nacimiento) return null;
  return { numero: n, apellido: '', nombres: '', nacimiento };
}

export type DniVeredicto = 'ok' | 'menor' | 'no_coincide';

/** Letters only, no accents, upper case: "Núñez" and "NUNEZ" are the same name. */
const palabras = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter((w) => w.length > 1);

/**
 * A DNI against a ticket on an event's night: the ticket's holder (their DNI number when the
 * ticket has one, else the card's surname in their name), then of age. With no holder known
 * (a ticket sold after the door's download) only the age is checked; staff read the name.
 */
export function verificarDni(
  dni: DniLeido,
  titular: { dni: string; nombre: string } | null,
  edadMinima: number | null,
  noche: Date,
): DniVeredicto {
  if (titular && !mismoTitular(dni, titular)) return 'no_coincide';
  if (edadMinima !== null && edadEn(dni.nacimiento, noche) < edadMinima) return 'menor';
  return 'ok';
}

function mismoTitular(dni: DniLeido, titular: { dni: string; nombre: string }): boolean {
  const numero = titular.dni.replace(/\D/g, '');
  if (numero !== '') return numero === dni.numero;
  // With no DNI on the ticket, a surname of the card must be in the holder's name (a first
  // name alone would match strangers). A DNI typed by staff has no surname: they read it.
  if (dni.apellido === '') return true;
  return palabras(dni.apellido).some((w) => palabras(titular.nombre).includes(w));
}
