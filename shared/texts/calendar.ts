/** "Agregar al calendario" (issue 11): on the event page and on each purchased ticket. */
export const CALENDAR_TEXT = {
  agregar: 'Agregar al calendario',
  ics: 'Descargar archivo .ics (Apple, Outlook)',
  google: 'Google Calendar',
  googleDia: (nro: number) => `Google Calendar · Día ${nro}`,
  /** The calendar entry's title: the day number only when the event has several. */
  titulo: (evento: string, nroFecha: number, dias: number) =>
    dias > 1 ? `${evento} · Día ${nroFecha}` : evento,
  detalle: (url: string) => `Entradas y detalles en Pulso: ${url}`,
} as const;
