/**
 * How fast a virtual queue moves (docs/decisions/0049-virtual-queue.md). Admission is a function
 * of the clock alone: at `now`, everyone whose place is at most `admittedBy(now)` has been
 * admitted. No job advances the line and no instance has to tell another: each one reads the
 * places from the database and the time from its clock, and all of them agree.
 */
export interface QueuePace {
  /** People admitted per minute after the opening. */
  admitPerMinute: number;
  /** How long an admission lets its account buy. */
  admissionMinutes: number;
}

/** Admitted the moment the sale opens: a sixth of a minute's rate, at least one. */
export const firstBatch = (admitPerMinute: number) => Math.max(1, Math.ceil(admitPerMinute / 6));

/** How many places have been admitted at `now` (none before the opening). */
export function admittedBy(now: Date, apertura: Date, admitPerMinute: number): number {
  const ms = now.getTime() - apertura.getTime();
  if (ms < 0) return 0;
  return firstBatch(admitPerMinute) + Math.floor((admitPerMinute * ms) / 60_000);
}

/**
 * Where a place stands at `now`: admitted, or its position (people ahead not yet admitted,
 * plus one) and the minutes until the admissions reach it.
 */
export function standing(
  lugar: number,
  now: Date,
  apertura: Date,
  admitPerMinute: number,
): { admitido: true } | { admitido: false; posicion: number; estimadoMinutos: number } {
  const admitted = admittedBy(now, apertura, admitPerMinute);
  if (lugar <= admitted) return { admitido: true };
  const posicion = lugar - admitted;
  return { admitido: false, posicion, estimadoMinutos: Math.ceil(posicion / admitPerMinute) };
}
