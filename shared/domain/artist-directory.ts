import { lazily } from '../lazy';

/**
 * Order and grouping of the artists directory (docs/architecture.md, "Where each rule lives"):
 * names that do not start with a letter come first under '#', then A to Z with Spanish collation (Ñ
 * after N).
 */
const collator = lazily(() => new Intl.Collator('es', { sensitivity: 'base', numeric: true }));

const startsWithLetter = (nombre: string) => /^\p{L}/u.test(nombre.trim());

/** The directory heading of a name: '#' or its first letter without accents ('Ñ' stays). */
export function artistInitial(nombre: string): string {
  const first = nombre.trim().charAt(0);
  if (!startsWithLetter(first)) return '#';
  if (first === 'ñ' || first === 'Ñ') return 'Ñ';
  return first.normalize('NFD').replace(/\p{M}/gu, '').toLocaleUpperCase('es');
}

export function compareArtistNames(a: string, b: string): number {
  const groupA = startsWithLetter(a) ? 1 : 0;
  const groupB = startsWithLetter(b) ? 1 : 0;
  return groupA - groupB || collator().compare(a.trim(), b.trim());
}
