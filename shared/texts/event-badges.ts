/** The badges of an event's card and page ("After", "LGBT"): on the first load of the home. */
export const EVENT_BADGE_TEXT = {
  after: 'After',
  lgbt: 'LGBT',
  /** An 18+ night (shared/domain/edad.ts): "+18". */
  edadMinima: (edad: number) => `+${edad}`,
  edadMinimaTitulo: (edad: number) => `Solo mayores de ${edad} años`,
} as const;
