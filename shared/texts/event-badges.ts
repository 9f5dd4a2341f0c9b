/** The badges of an event's card and page ("After", "LGBT"): on the first load of the home. */
export const EVENT_BADGE_TEXT = {
  after: 'After',
  lgbt: 'LGBT',
} as const;
