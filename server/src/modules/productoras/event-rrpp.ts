import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { eventoEquipo, usuarios } from '../../db/schema/index';

/**
 * The RRPP of an event: its productora's members whose role on it is RRPP (the event's own
 * role, else the productora's: db/schema/event-team.ts), by name. Their slug is their link's
 * and, upper-cased, their code (docs/decisions/0092-rrpp.md).
 */
export const rrppOfEvent = (exec: DbExecutor, idEvento: number) =>
  exec
    .select({
      idUsuario: eventoEquipo.idUsuario,
      nombre: sql<string>`trim(${usuarios.nombre} || ' ' || ${usuarios.apellido})`,
      slug: sql<string>`${eventoEquipo.rrppSlug}`,
    })
    .from(eventoEquipo)
    .innerJoin(usuarios, eq(usuarios.idUsuario, eventoEquipo.idUsuario))
    .where(and(eq(eventoEquipo.idEvento, idEvento), eq(eventoEquipo.rol, 'rrpp')))
    .orderBy(asc(usuarios.nombre), asc(eventoEquipo.idUsuario));
