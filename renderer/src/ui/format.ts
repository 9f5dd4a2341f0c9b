import type { Domicilio } from '@shared/api/discovery';
import { direccionCompleta } from '@shared/domain/location';

/**
 * es-AR dates, pesos and numbers are written in one place, shared/format/es-ar.ts (also used by
 * shared texts); re-exported here for the renderer's screens. Do not format them anywhere else.
 */
export {
  formatDia,
  formatDiaSemana,
  formatDiaMes,
  formatDiaNumerico,
  formatDiaSemanaAnio,
  formatFechaCorta,
  formatFechaLarga,
  formatFechaNumerica,
  formatHora,
  formatHorario,
  formatNumero,
  formatPesos,
} from '@shared/format/es-ar';

/** "Av. Siempre Viva 742, Palermo, Ciudad Autónoma de Buenos Aires", without repeats. */
export function formatDireccion(domicilio: Domicilio | null | undefined): string {
  return direccionCompleta(domicilio);
}

/** The town a card shows: the locality, or the city for Buenos Aires. */
export function formatCiudad(domicilio: Domicilio | null | undefined): string {
  return domicilio?.localidad?.nombre || domicilio?.provincia?.nombre || '';
}
