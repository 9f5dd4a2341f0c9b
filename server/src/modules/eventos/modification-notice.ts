import { formatDiaSemanaAnio, formatHora } from '@shared/format/es-ar';
import type { Mail } from '../../mail/outbox';

/** What an attendee cares about when an event changes (the notice of /modificar-evento). */
export interface EventoCambios {
  direccion: boolean;
  fechas: boolean;
  artistas: boolean;
}

interface Snapshot {
  domicilio: { direccion: string; provincia: string; municipio: string; localidad: string };
  fechas: ReadonlyArray<{ idFecha: number; inicio: Date; fin: Date }>;
  artistas: ReadonlyArray<number>;
}

const sameSet = (a: ReadonlyArray<number>, b: ReadonlyArray<number>) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** Compares an event before and after a modification; sale windows do not count. */
export function eventoCambios(before: Snapshot, after: Snapshot): EventoCambios {
  const d0 = before.domicilio;
  const d1 = after.domicilio;
  const fechaMoved = after.fechas.some((f) => {
    const old = before.fechas.find((o) => o.idFecha === f.idFecha);
    return (
      !old || old.inicio.getTime() !== f.inicio.getTime() || old.fin.getTime() !== f.fin.getTime()
    );
  });
  return {
    direccion:
      d0.direccion !== d1.direccion ||
      d0.provincia !== d1.provincia ||
      d0.municipio !== d1.municipio ||
      d0.localidad !== d1.localidad,
    fechas: fechaMoved,
    artistas: !sameSet(before.artistas, after.artistas),
  };
}

export const huboCambios = (c: EventoCambios) => c.direccion || c.fechas || c.artistas;

/** One mail per ticket holder telling what changed and offering a refund. */
export function modificationNoticeMails(
  evento: {
    nombre: string;
    direccion: string;
    localidad: string;
    fechas: ReadonlyArray<{ inicio: Date; fin: Date }>;
    artistas: ReadonlyArray<string>;
  },
  cambios: EventoCambios,
  holders: ReadonlyArray<string>,
): Mail[] {
  if (!huboCambios(cambios)) return [];
  const lines = [
    `Hola:`,
    ``,
    `El evento "${evento.nombre}", para el que tenés entradas, tuvo cambios:`,
  ];
  if (cambios.direccion) lines.push(`- Nueva dirección: ${evento.direccion}, ${evento.localidad}.`);
  if (cambios.fechas)
    for (const f of evento.fechas)
      lines.push(
        `- Fecha: ${formatDiaSemanaAnio(f.inicio)}, de ${formatHora(f.inicio)} a ${formatHora(f.fin)} h.`,
      );
  if (cambios.artistas) lines.push(`- Artistas: ${evento.artistas.join(', ')}.`);
  lines.push(
    ``,
    `Si ya no podés o no querés asistir, podés pedir el reembolso de tus entradas desde "Mis entradas" en Pulso.`,
    ``,
    `El equipo de Pulso`,
  );
  const cuerpo = lines.join('\n');
  const asunto = `Cambios en el evento "${evento.nombre}": podés pedir el reembolso`;
  return [...new Set(holders)].map((destinatario) => ({ destinatario, asunto, cuerpo }));
}
