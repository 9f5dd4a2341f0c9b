/**
 * How fast a virtual queue moves (docs/decisions/0049-virtual-queue.md, "Pacing"). Each place
 * is given its turn (the moment it is admitted) when it is given, by the generic cell rate
 * algorithm: a burst of `firstBatch` places is admitted at once, and after it one place every
 * `60 / admitPerMinute` seconds, counted from the rush itself rather than from the opening. So
 * a line that forms hours after the opening (a surprise guest announced) is paced like the
 * opening's, and an arrival to an empty line is admitted at once. Admission is then a function
 * of the stored turn and the clock: no job advances the line and no instance has to tell
 * another.
 */
export interface QueuePace {
  /** People admitted per minute during a rush. */
  admitPerMinute: number;
  /** How long an admission lets its account buy. */
  admissionMinutes: number;
}

/** Admitted at once when a rush starts: a sixth of a minute's rate, at least one. */
export const firstBatch = (admitPerMinute: number) => Math.max(1, Math.ceil(admitPerMinute / 6));

const intervalMs = (admitPerMinute: number) => 60_000 / admitPerMinute;

/**
 * The pace for places given together at `at` (the draw at the opening: everyone who came
 * early; or one arrival) after a pace whose theoretical time is `ritmo` (null: no place given
 * yet): the k-th of them (0-based) is admitted at `turn(k)`, and after `count` of them the
 * theoretical time is `ritmoAfter(count)`. The draw computes the same turns in SQL from
 * `atMs`, `baseMs`, `intervalMs` and `burstMs`.
 */
export function paceFrom(at: Date, ritmo: Date | null, admitPerMinute: number) {
  const atMs = at.getTime();
  const interval = intervalMs(admitPerMinute);
  const burstMs = (firstBatch(admitPerMinute) - 1) * interval;
  const baseMs = Math.max(atMs, ritmo?.getTime() ?? 0);
  return {
    atMs,
    baseMs,
    intervalMs: interval,
    burstMs,
    turn: (k: number) => new Date(Math.max(atMs, Math.ceil(baseMs + k * interval - burstMs))),
    ritmoAfter: (count: number) => new Date(Math.ceil(baseMs + count * interval)),
  };
}

/**
 * A place's turn when it was given before turns were stored: the opening's rate, as places
 * were admitted then (the first batch at the opening, then `admitPerMinute` a minute).
 */
export function legacyTurn(lugar: number, apertura: Date, admitPerMinute: number): Date {
  const ahead = Math.max(0, lugar - firstBatch(admitPerMinute));
  return new Date(apertura.getTime() + Math.ceil(ahead * intervalMs(admitPerMinute)));
}

/**
 * Where a place stands at `now`: admitted once its turn has come; otherwise its position (the
 * people ahead still waiting, plus one: turns are one interval apart during a rush) and the
 * minutes until its turn.
 */
export function standing(
  turno: Date,
  now: Date,
  admitPerMinute: number,
): { admitido: true } | { admitido: false; posicion: number; estimadoMinutos: number } {
  const wait = turno.getTime() - now.getTime();
  if (wait <= 0) return { admitido: true };
  return {
    admitido: false,
    posicion: Math.ceil(wait / intervalMs(admitPerMinute)),
    estimadoMinutos: Math.ceil(wait / 60_000),
  };
}
