/** "Av. Corrientes 1234, Palermo, Ciudad Autónoma de Buenos Aires" without repeated parts. */
export function direccionCompleta(parts: ReadonlyArray<string>): string {
  const seen = new Set<string>();
  return parts
    .map((p) => p.trim())
    .filter((p) => p !== '' && !seen.has(p.toLowerCase()) && seen.add(p.toLowerCase()))
    .join(', ');
}
