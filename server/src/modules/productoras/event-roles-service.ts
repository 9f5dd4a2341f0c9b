import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { CambiarRolEnEvento, EquipoDelEvento, MiembroEnEvento } from '@shared/api/productoras';
import { SIN_ROL_EN_EVENTO } from '@shared/domain/equipo';
import { EQUIPO_MSG } from '@shared/texts/equipo';
import { audit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import {
  eventoEquipo,
  eventoRoles,
  productoraMiembros,
  productoras,
  usuarios,
} from '../../db/schema/index';
import { conflict, notFound } from '../../plugins/problem';
import type { Viewer } from '../../plugins/viewer';
import { eventAccess } from './event-access';
import { giveRrppSlug } from './rrpp-slug';

/**
 * Roles per event (docs/decisions/0091-productoras-and-roles.md): a member works every event of
 * the productora with their productora role unless the event gives them another, or none.
 * Who manages the team (a dueño, the event's owner, an administrator) sets them; the access
 * checks read the role that holds from the `evento_equipo` view.
 */
export function createEventRolesService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  async function eventOfProductora(exec: DbExecutor, viewer: Viewer, idEvento: number) {
    const evento = await eventAccess(exec, viewer, idEvento, 'miembros');
    if (evento.idProductora === null) throw conflict(EQUIPO_MSG.eventoSinProductora);
    return { ...evento, idProductora: evento.idProductora };
  }

  /** Each member with their productora role, the event's own and the one that holds. */
  async function miembros(exec: DbExecutor, idEvento: number, idProductora: number) {
    const rows = await exec
      .select({
        idUsuario: usuarios.idUsuario,
        nombre: sql<string>`trim(${usuarios.nombre} || ' ' || ${usuarios.apellido})`,
        correo: usuarios.correo,
        rolProductora: productoraMiembros.rol,
        rolEvento: eventoRoles.rol,
        rigente: eventoEquipo.rol,
      })
      .from(productoraMiembros)
      .innerJoin(usuarios, eq(usuarios.idUsuario, productoraMiembros.idUsuario))
      .leftJoin(
        eventoRoles,
        and(
          eq(eventoRoles.idEvento, idEvento),
          eq(eventoRoles.idUsuario, productoraMiembros.idUsuario),
        ),
      )
      .leftJoin(
        eventoEquipo,
        and(
          eq(eventoEquipo.idEvento, idEvento),
          eq(eventoEquipo.idUsuario, productoraMiembros.idUsuario),
        ),
      )
      .where(eq(productoraMiembros.idProductora, idProductora))
      // Dueños first (their role holds everywhere), then by when each joined.
      .orderBy(
        desc(sql`${productoraMiembros.rol} = 'duenio'`),
        asc(productoraMiembros.createdAt),
        asc(usuarios.idUsuario),
      );
    return rows.map(({ rigente, ...m }): MiembroEnEvento => ({
      ...m,
      rol: rigente ?? SIN_ROL_EN_EVENTO,
    }));
  }

  return {
    async equipo(viewer: Viewer, idEvento: number): Promise<EquipoDelEvento> {
      return db.transaction(async (tx) => {
        const evento = await eventOfProductora(tx, viewer, idEvento);
        const [p] = await tx
          .select({ nombre: productoras.nombre })
          .from(productoras)
          .where(eq(productoras.idProductora, evento.idProductora));
        return {
          idEvento,
          nombreEvento: evento.nombre,
          idProductora: evento.idProductora,
          productora: p!.nombre,
          miembros: await miembros(tx, idEvento, evento.idProductora),
        };
      });
    },

    /** Gives a member another role on the event, none, or back the productora's (null). */
    async cambiar(viewer: Viewer, input: CambiarRolEnEvento): Promise<MiembroEnEvento> {
      return db.transaction(async (tx) => {
        const evento = await eventOfProductora(tx, viewer, input.idEvento);
        const [m] = await tx
          .select({ rol: productoraMiembros.rol })
          .from(productoraMiembros)
          .where(
            and(
              eq(productoraMiembros.idProductora, evento.idProductora),
              eq(productoraMiembros.idUsuario, input.idUsuario),
            ),
          )
          .for('update');
        if (!m) throw notFound(EQUIPO_MSG.noEsMiembro);
        if (m.rol === 'duenio') throw conflict(EQUIPO_MSG.duenioEnTodos);
        const [antes] = await tx
          .select({ rol: eventoRoles.rol })
          .from(eventoRoles)
          .where(
            and(
              eq(eventoRoles.idEvento, input.idEvento),
              eq(eventoRoles.idUsuario, input.idUsuario),
            ),
          );
        // The productora's own role is no override: keep no row for it.
        const rol = input.rol === m.rol ? null : input.rol;
        if (rol === null)
          await tx
            .delete(eventoRoles)
            .where(
              and(
                eq(eventoRoles.idEvento, input.idEvento),
                eq(eventoRoles.idUsuario, input.idUsuario),
              ),
            );
        else
          await tx
            .insert(eventoRoles)
            .values({
              idEvento: input.idEvento,
              idUsuario: input.idUsuario,
              rol,
              createdAt: deps.now(),
            })
            .onConflictDoUpdate({
              target: [eventoRoles.idEvento, eventoRoles.idUsuario],
              set: { rol, createdAt: deps.now() },
            });
        // An RRPP on one night needs their link and code like any RRPP.
        if (rol === 'rrpp') await giveRrppSlug(tx, evento.idProductora, input.idUsuario);
        if ((antes?.rol ?? null) !== rol)
          await audit(tx, [
            {
              idUsuario: viewer.idUsuario,
              accion: 'equipo_rol_evento',
              entidad: 'evento',
              idEntidad: input.idEvento,
              detalle: {
                idUsuario: input.idUsuario,
                rolAntes: antes?.rol ?? null,
                rol,
                rolProductora: m.rol,
              },
              at: deps.now(),
            },
          ]);
        const linea = (await miembros(tx, input.idEvento, evento.idProductora)).find(
          (x) => x.idUsuario === input.idUsuario,
        );
        return linea!;
      });
    },
  };
}

export type EventRolesService = ReturnType<typeof createEventRolesService>;
