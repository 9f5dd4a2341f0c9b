import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  ACTIVIDAD_MAX,
  PRODUCTORA_INVITACION_PATH,
  type ActividadEquipo,
  type CambiarMiembro,
  type CrearProductora,
  type Equipo,
  type InvitacionEquipo,
  type InvitarEquipo,
  type Miembro,
  type ProductoraMia,
} from '@shared/api/productoras';
import { PRODUCTORA_INVITACION_HORAS, puede, type RolEquipo } from '@shared/domain/equipo';
import { ROL } from '@shared/domain/roles';
import { EQUIPO_MSG, productoraInvitationMail } from '@shared/texts/equipo';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import {
  auditoria,
  eventos,
  productoraInvitaciones,
  productoraMiembros,
  productoras,
  usuarioRoles,
  usuarios,
} from '../../db/schema/index';
import { giveRrppSlug } from './rrpp-slug';
import { audit } from '../../audit/audit-log';
import { queueMails } from '../../mail/outbox';
import { conflict, forbidden, HttpProblem, notFound } from '../../plugins/problem';
import type { Viewer } from '../../plugins/viewer';
import { eventAccess } from './event-access';

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const gone = (detail: string) => new HttpProblem(410, detail);

/** Productoras, their members and invitations (shared/api/productoras.ts). */
export function createProductorasService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  /**
   * The caller's membership, or 404 (not a member: the productora does not exist for them). An
   * administrator acts as a dueño anywhere, as on every organiser's event.
   */
  async function membership(exec: DbExecutor, viewer: Viewer, idProductora: number) {
    if (viewer.isAdmin) {
      const [p] = await exec
        .select({ idProductora: productoras.idProductora, nombre: productoras.nombre })
        .from(productoras)
        .where(eq(productoras.idProductora, idProductora));
      if (!p) throw notFound(EQUIPO_MSG.productoraNoEncontrada);
      return { ...p, rol: 'duenio' as const, verLiquidacion: true };
    }
    const [row] = await exec
      .select({
        idProductora: productoras.idProductora,
        nombre: productoras.nombre,
        rol: productoraMiembros.rol,
        verLiquidacion: productoraMiembros.verLiquidacion,
      })
      .from(productoras)
      .innerJoin(
        productoraMiembros,
        and(
          eq(productoraMiembros.idProductora, productoras.idProductora),
          eq(productoraMiembros.idUsuario, viewer.idUsuario),
        ),
      )
      .where(eq(productoras.idProductora, idProductora));
    if (!row) throw notFound(EQUIPO_MSG.productoraNoEncontrada);
    return row;
  }

  /** A member who may manage the team (a dueño); 403 for another member. */
  async function asDuenio(exec: DbExecutor, viewer: Viewer, idProductora: number) {
    const m = await membership(exec, viewer, idProductora);
    if (!puede(m, 'miembros')) throw forbidden(EQUIPO_MSG.soloDuenio);
    return m;
  }

  async function join(exec: DbExecutor, idProductora: number, idUsuario: number, rol: RolEquipo) {
    await exec
      .insert(productoraMiembros)
      .values({ idProductora, idUsuario, rol, createdAt: deps.now() })
      .onConflictDoNothing();
    if (rol === 'rrpp') await giveRrppSlug(exec, idProductora, idUsuario);
  }

  return {
    async crear(viewer: Viewer, input: CrearProductora): Promise<ProductoraMia> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(productoras)
          .values({ nombre: input.nombre, creadaPor: viewer.idUsuario, createdAt: deps.now() })
          .onConflictDoNothing()
          .returning({ idProductora: productoras.idProductora, nombre: productoras.nombre });
        if (!row) throw conflict(EQUIPO_MSG.nombreRepetido);
        await join(tx, row.idProductora, viewer.idUsuario, 'duenio');
        return { ...row, rol: 'duenio' as const };
      });
    },

    async mias(idUsuario: number): Promise<ProductoraMia[]> {
      return db
        .select({
          idProductora: productoras.idProductora,
          nombre: productoras.nombre,
          rol: productoraMiembros.rol,
        })
        .from(productoraMiembros)
        .innerJoin(productoras, eq(productoras.idProductora, productoraMiembros.idProductora))
        .where(eq(productoraMiembros.idUsuario, idUsuario))
        .orderBy(asc(productoras.nombre));
    },

    async equipo(viewer: Viewer, idProductora: number): Promise<Equipo> {
      const m = await membership(db, viewer, idProductora);
      const miembros = await db
        .select({
          idUsuario: usuarios.idUsuario,
          nombre: sql<string>`trim(${usuarios.nombre} || ' ' || ${usuarios.apellido})`,
          correo: usuarios.correo,
          rol: productoraMiembros.rol,
          verLiquidacion: productoraMiembros.verLiquidacion,
        })
        .from(productoraMiembros)
        .innerJoin(usuarios, eq(usuarios.idUsuario, productoraMiembros.idUsuario))
        .where(eq(productoraMiembros.idProductora, idProductora))
        .orderBy(asc(productoraMiembros.createdAt), asc(usuarios.idUsuario));
      const invitaciones: InvitacionEquipo[] = puede(m, 'miembros')
        ? (
            await db
              .select({
                idInvitacion: productoraInvitaciones.idInvitacion,
                correo: productoraInvitaciones.correo,
                rol: productoraInvitaciones.rol,
                vence: productoraInvitaciones.expiresAt,
              })
              .from(productoraInvitaciones)
              .where(
                and(
                  eq(productoraInvitaciones.idProductora, idProductora),
                  isNull(productoraInvitaciones.aceptadaAt),
                  gt(productoraInvitaciones.expiresAt, deps.now()),
                ),
              )
              .orderBy(asc(productoraInvitaciones.idInvitacion))
          ).map((i) => ({ ...i, vence: i.vence.toISOString() }))
        : [];
      return {
        productora: { idProductora: m.idProductora, nombre: m.nombre, rol: m.rol },
        miembros,
        invitaciones,
      };
    },

    /** A dueño invites an address; nothing changes for it until its owner accepts. */
    async invitar(viewer: Viewer, input: InvitarEquipo, siteUrl: string) {
      return db.transaction(async (tx) => {
        const m = await asDuenio(tx, viewer, input.idProductora);
        const [miembro] = await tx
          .select({ idUsuario: productoraMiembros.idUsuario })
          .from(productoraMiembros)
          .innerJoin(usuarios, eq(usuarios.idUsuario, productoraMiembros.idUsuario))
          .where(
            and(
              eq(productoraMiembros.idProductora, input.idProductora),
              eq(usuarios.correo, input.correo),
            ),
          );
        if (miembro) throw conflict(EQUIPO_MSG.yaEsMiembro);
        const now = deps.now();
        const [abierta] = await tx
          .select({ id: productoraInvitaciones.idInvitacion })
          .from(productoraInvitaciones)
          .where(
            and(
              eq(productoraInvitaciones.idProductora, input.idProductora),
              eq(productoraInvitaciones.correo, input.correo),
              isNull(productoraInvitaciones.aceptadaAt),
              gt(productoraInvitaciones.expiresAt, now),
            ),
          );
        if (abierta) throw conflict(EQUIPO_MSG.yaInvitado);
        const token = randomBytes(32).toString('base64url');
        const [row] = await tx
          .insert(productoraInvitaciones)
          .values({
            idProductora: input.idProductora,
            correo: input.correo,
            rol: input.rol,
            tokenHash: tokenHash(token),
            invitadoPor: viewer.idUsuario,
            createdAt: now,
            expiresAt: new Date(now.getTime() + PRODUCTORA_INVITACION_HORAS * 3_600_000),
          })
          .returning();
        await audit(tx, [
          {
            idUsuario: viewer.idUsuario,
            accion: 'equipo_invitacion',
            entidad: 'productora',
            idEntidad: input.idProductora,
            detalle: { correo: input.correo, rol: input.rol },
            at: now,
          },
        ]);
        const link = `${siteUrl}${PRODUCTORA_INVITACION_PATH}?token=${token}`;
        await queueMails(tx, [
          { destinatario: input.correo, ...productoraInvitationMail(m.nombre, input.rol, link) },
        ]);
        return {
          idInvitacion: row!.idInvitacion,
          correo: row!.correo,
          rol: row!.rol,
          vence: row!.expiresAt.toISOString(),
        };
      });
    },

    /** The signed-in account of the invited address joins with the invitation's role. */
    async aceptar(idUsuario: number, token: string): Promise<ProductoraMia> {
      return db.transaction(async (tx) => {
        const [inv] = await tx
          .select()
          .from(productoraInvitaciones)
          .where(eq(productoraInvitaciones.tokenHash, tokenHash(token)))
          .for('update');
        if (!inv) throw notFound(EQUIPO_MSG.invitacionInvalida);
        if (inv.aceptadaAt) throw gone(EQUIPO_MSG.invitacionUsada);
        if (inv.expiresAt.getTime() <= deps.now().getTime())
          throw gone(EQUIPO_MSG.invitacionVencida);
        const [cuenta] = await tx
          .select({ correo: usuarios.correo })
          .from(usuarios)
          .where(eq(usuarios.idUsuario, idUsuario));
        if (cuenta?.correo !== inv.correo) throw forbidden(EQUIPO_MSG.invitacionOtraCuenta);
        await join(tx, inv.idProductora, idUsuario, inv.rol);
        // A member works in the organiser's screens; the account keeps every role it had.
        await tx
          .insert(usuarioRoles)
          .values({ idUsuario, cdRol: ROL.ORGANIZADOR })
          .onConflictDoNothing();
        await audit(tx, [
          {
            idUsuario,
            accion: 'equipo_alta',
            entidad: 'productora',
            idEntidad: inv.idProductora,
            detalle: { correo: inv.correo, rol: inv.rol },
            at: deps.now(),
          },
        ]);
        await tx
          .update(productoraInvitaciones)
          .set({ aceptadaAt: deps.now(), idUsuario })
          .where(eq(productoraInvitaciones.idInvitacion, inv.idInvitacion));
        const [p] = await tx
          .select({
            idProductora: productoras.idProductora,
            nombre: productoras.nombre,
            rol: productoraMiembros.rol,
          })
          .from(productoraMiembros)
          .innerJoin(productoras, eq(productoras.idProductora, productoraMiembros.idProductora))
          .where(
            and(
              eq(productoraMiembros.idProductora, inv.idProductora),
              eq(productoraMiembros.idUsuario, idUsuario),
            ),
          );
        return p!;
      });
    },

    /** A dueño changes a member's role or settlement access; a productora keeps a dueño. */
    async cambiarMiembro(viewer: Viewer, input: CambiarMiembro): Promise<Miembro> {
      return db.transaction(async (tx) => {
        await asDuenio(tx, viewer, input.idProductora);
        // The team's rows locked, so two dueños demoting each other leave one.
        const equipo = await tx
          .select({ idUsuario: productoraMiembros.idUsuario, rol: productoraMiembros.rol })
          .from(productoraMiembros)
          .where(eq(productoraMiembros.idProductora, input.idProductora))
          .for('update');
        const actual = equipo.find((m) => m.idUsuario === input.idUsuario);
        if (!actual) throw notFound(EQUIPO_MSG.noEsMiembro);
        const duenios = equipo.filter((m) => m.rol === 'duenio').length;
        if (actual.rol === 'duenio' && input.rol !== 'duenio' && duenios === 1)
          throw conflict(EQUIPO_MSG.ultimoDuenio);
        await tx
          .update(productoraMiembros)
          .set({ rol: input.rol, verLiquidacion: input.verLiquidacion })
          .where(
            and(
              eq(productoraMiembros.idProductora, input.idProductora),
              eq(productoraMiembros.idUsuario, input.idUsuario),
            ),
          );
        if (input.rol === 'rrpp') await giveRrppSlug(tx, input.idProductora, input.idUsuario);
        await audit(tx, [
          {
            idUsuario: viewer.idUsuario,
            accion: 'equipo_rol',
            entidad: 'productora',
            idEntidad: input.idProductora,
            detalle: {
              idUsuario: input.idUsuario,
              rolAntes: actual.rol,
              rol: input.rol,
              verLiquidacion: input.verLiquidacion,
            },
            at: deps.now(),
          },
        ]);
        const [m] = await tx
          .select({
            idUsuario: usuarios.idUsuario,
            nombre: sql<string>`trim(${usuarios.nombre} || ' ' || ${usuarios.apellido})`,
            correo: usuarios.correo,
          })
          .from(usuarios)
          .where(eq(usuarios.idUsuario, input.idUsuario));
        return { ...m!, rol: input.rol, verLiquidacion: input.verLiquidacion };
      });
    },

    /**
     * What the team did, newest first (a dueño's view): changes to the team and to the codes of
     * the productora's events, each with who did it.
     */
    async actividad(viewer: Viewer, idProductora: number): Promise<ActividadEquipo[]> {
      await asDuenio(db, viewer, idProductora);
      const rows = await db
        .select({
          at: auditoria.at,
          accion: auditoria.accion,
          entidad: auditoria.entidad,
          idEntidad: auditoria.idEntidad,
          detalle: auditoria.detalle,
          idUsuario: auditoria.idUsuario,
          quien: sql<string | null>`trim(${usuarios.nombre} || ' ' || ${usuarios.apellido})`,
        })
        .from(auditoria)
        .leftJoin(usuarios, eq(usuarios.idUsuario, auditoria.idUsuario))
        .where(
          or(
            and(eq(auditoria.entidad, 'productora'), eq(auditoria.idEntidad, idProductora)),
            and(
              eq(auditoria.entidad, 'evento'),
              inArray(
                auditoria.idEntidad,
                db
                  .select({ id: eventos.idEvento })
                  .from(eventos)
                  .where(eq(eventos.idProductora, idProductora)),
              ),
            ),
          ),
        )
        .orderBy(desc(auditoria.idAuditoria))
        .limit(ACTIVIDAD_MAX);
      return rows.map((r) => ({
        ...r,
        at: r.at.toISOString(),
        entidad: r.entidad as ActividadEquipo['entidad'],
        detalle: r.detalle as Record<string, unknown>,
      }));
    },

    /**
     * An event joins a productora: the caller manages the event (its owner, or a member of its
     * current productora who edits events) and is a dueño or productor of the new one.
     */
    async asignarEvento(viewer: Viewer, idProductora: number, idEvento: number) {
      await db.transaction(async (tx) => {
        await eventAccess(tx, viewer, idEvento, 'evento');
        const m = await membership(tx, viewer, idProductora);
        if (!puede(m, 'evento')) throw forbidden(EQUIPO_MSG.sinPermiso);
        await tx.update(eventos).set({ idProductora }).where(eq(eventos.idEvento, idEvento));
        await audit(tx, [
          {
            idUsuario: viewer.idUsuario,
            accion: 'evento_asignado',
            entidad: 'productora',
            idEntidad: idProductora,
            detalle: { idEvento },
            at: deps.now(),
          },
        ]);
      });
      return { idEvento, idProductora };
    },
  };
}

export type ProductorasService = ReturnType<typeof createProductorasService>;
