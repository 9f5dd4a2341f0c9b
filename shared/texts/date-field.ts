/**
 * The date fields' words (issue 15): every date typed in Pulso reads
 * day/month/year, whatever language the browser or the system is set to.
 */
export const DATE_FIELD_TEXT = {
  fecha: 'dd/mm/aaaa',
  fechaHora: 'dd/mm/aaaa hh:mm',
  /** The tooltip of the icon beside the field that opens a month to pick the day from. */
  calendario: 'Elegir en el calendario',
} as const;
