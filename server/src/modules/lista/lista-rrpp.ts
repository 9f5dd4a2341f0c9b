import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  AgregarInvitadosRrppPayload,
  GuardarListaRrpp,
  InvitadoView,
  ListasRrppEvento,
  MiListaRrpp,
  RrppListaView,
} from '@shared/api/guest-list';
import { LISTA_MSG } from '@shared/texts/guest-list';
import { audit } from '../../audit/audit-log';
import type { Db } from '../../db/client';
import type { DbExecutor, DbTx } from '../../db/executor';
import { entradas, eventos, fechas, invitados, rrppListas, usuarios } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../plugins/problem';
import type { Viewer } from '../../plugins/viewer';
import { ownedEvent } from '../eventos';
import { guestEnteredAt } from '../ordenes';
import { rrppOfEvent as rrppOf } from '../productoras/event-rrpp';
import type { GuestLines } from './lista-service';

/** A guest still on a list (not withdrawn, the event not cancelled). */
const standing = isNull(invitados.anuladoAt);

/** Guests on the RRPP's list of the day, and those who got in. */
const usadosSql = sql<number>`(select count(*)::int from ${invitados}
  where ${invitados.idFecha} = ${rrppListas.idFecha}
    and ${invitados.idRrpp} = ${rrppListas.idUsuario} and ${invitados.anuladoAt} is null)`;
const ingresaronSql = sql<number>`(select count(*)::int from ${invitados}
  where ${invitados.idFecha} = ${rrppListas.idFecha}
    and ${invitados.idRrpp} = ${rrppListas.idUsuario} and ${invitados.anuladoAt} is null
    and ${guestEnteredAt(invitados.idOrden)} is not null)`;

async function listViews(exec: DbExecutor, where: SQL): Promise<RrppListaView[]> {
  const rows = await exec
    .select({
      idLista: rrppListas.idLista,
      idEvento: rrppListas.idEvento,
      idFecha: rrppListas.idFecha,
      inicio: fechas.inicio,
      idUsuario: rrppListas.idUsuario,
      rrpp: sql<string>`trim(${usuarios.nombre} || ' ' || ${usuarios.apellido})`,
      idEntrada: rrppListas.idEntrada,
      dsTipo: entradas.nombre,
      cupo: rrppListas.cupo,
      usados: usadosSql,
      ingresaron: ingresaronSql,
      modalidad: rrppListas.modalidad,
      precioPuerta: rrppListas.precioPuerta,
      hasta: rrppListas.hasta,
    })
    .from(rrppListas)
    .innerJoin(fechas, eq(fechas.idFecha, rrppListas.idFecha))
    .innerJoin(entradas, eq(entradas.idEntrada, rrppListas.idEntrada))
    .innerJoin(usuarios, eq(usuarios.idUsuario, rrppListas.idUsuario))
    .where(where)
    .orderBy(asc(fechas.inicio), asc(usuarios.nombre), asc(rrppListas.idLista));
  return rows.map(({ inicio, ...r }) => ({ ...r, inicio: inicio.toISOString() }));
}

/**
 * RRPP lists (docs/decisions/0092-rrpp.md, shared/api/guest-list.ts): who manages the event's
 * lists gives each RRPP a list per day with a quota and its terms; the RRPP fills it. The
 * quota is checked under the list's row lock, so two uploads of one RRPP at once cannot pass
 * it together; guests are added and withdrawn as any guest is (lista-service's addGuests and
 * withdraw), marked with the RRPP.
 */
export function createRrppListas(ctx: {
  db: Db;
  now: () => Date;
  views: (exec: DbExecutor, where: SQL) => Promise<InvitadoView[]>;
  addGuests: (
    tx: DbTx,
    body: {
      idEvento: number;
      idFecha: number;
      idEntrada: number;
      modalidad: 'free' | 'descuento';
      precioPuerta: number;
      hasta: string | null;
    },
    lines: GuestLines,
    now: Date,
    opts: { creadoPor: number; idRrpp: number | null; siteUrl: string },
  ) => Promise<number[]>;
  withdraw: (
    idInvitado: number,
    quien: number,
    authorize: (tx: DbTx, found: { idEvento: number; idRrpp: number | null }) => Promise<void>,
  ) => Promise<InvitadoView>;
  checkLines: (lines: AgregarInvitadosRrppPayload['invitados']) => GuestLines;
}) {
  const { db } = ctx;

  return {
    /** GET /Lista/Rrpp: the event's RRPP and their lists, for who manages the lists. */
    async listasRrpp(viewer: Viewer, idEvento: number): Promise<ListasRrppEvento> {
      await ownedEvent(db, viewer, idEvento, 'listas');
      const [rrpp, listas] = await Promise.all([
        rrppOf(db, idEvento),
        listViews(db, eq(rrppListas.idEvento, idEvento)),
      ]);
      return { rrpp, listas };
    },

    /** PUT /Lista/Rrpp: gives an RRPP their list of a day, or changes it. */
    async guardarListaRrpp(viewer: Viewer, body: GuardarListaRrpp): Promise<RrppListaView> {
      const precioPuerta = body.precioPuerta ?? 0;
      const hasta = body.hasta ?? null;
      if (body.modalidad === 'descuento' && precioPuerta <= 0)
        throw badRequest(LISTA_MSG.precioPuerta);
      if (body.modalidad === 'free' && precioPuerta !== 0)
        throw badRequest(LISTA_MSG.precioNoCorresponde);
      const idLista = await db.transaction(async (tx) => {
        await ownedEvent(tx, viewer, body.idEvento, 'listas');
        const rrpp = (await rrppOf(tx, body.idEvento)).find((r) => r.idUsuario === body.idUsuario);
        if (!rrpp) throw notFound(LISTA_MSG.rrppNoEncontrado);
        const [row] = await tx
          .select({ precio: entradas.precio })
          .from(entradas)
          .innerJoin(fechas, eq(fechas.idFecha, entradas.idFecha))
          .where(
            and(
              eq(entradas.idEntrada, body.idEntrada),
              eq(entradas.idFecha, body.idFecha),
              eq(fechas.idEvento, body.idEvento),
            ),
          );
        if (!row) throw notFound(LISTA_MSG.entradaNoEncontrada);
        if (precioPuerta > row.precio) throw badRequest(LISTA_MSG.precioMayor);
        const own = and(
          eq(rrppListas.idFecha, body.idFecha),
          eq(rrppListas.idUsuario, body.idUsuario),
        );
        const [antes] = await tx.select().from(rrppListas).where(own).for('update');
        const [{ usados }] = (await tx
          .select({ usados: sql<number>`count(*)::int` })
          .from(invitados)
          .where(
            and(
              eq(invitados.idFecha, body.idFecha),
              eq(invitados.idRrpp, body.idUsuario),
              standing,
            ),
          )) as [{ usados: number }];
        if (body.cupo < usados)
          throw conflict(LISTA_MSG.cupoMenorQueInvitados(rrpp.nombre, usados));
        const values = {
          idEntrada: body.idEntrada,
          cupo: body.cupo,
          modalidad: body.modalidad,
          precioPuerta,
          hasta,
        };
        const [saved] = antes
          ? await tx
              .update(rrppListas)
              .set(values)
              .where(eq(rrppListas.idLista, antes.idLista))
              .returning({ idLista: rrppListas.idLista })
          : await tx
              .insert(rrppListas)
              .values({
                ...values,
                idEvento: body.idEvento,
                idFecha: body.idFecha,
                idUsuario: body.idUsuario,
              })
              .returning({ idLista: rrppListas.idLista });
        await audit(tx, [
          {
            idUsuario: viewer.idUsuario,
            accion: 'lista_rrpp',
            entidad: 'evento',
            idEntidad: body.idEvento,
            detalle: {
              idUsuario: body.idUsuario,
              idFecha: body.idFecha,
              antes: antes
                ? {
                    cupo: antes.cupo,
                    modalidad: antes.modalidad,
                    precioPuerta: antes.precioPuerta,
                    hasta: antes.hasta,
                  }
                : null,
              ...values,
            },
            at: ctx.now(),
          },
        ]);
        return saved!.idLista;
      });
      return (await listViews(db, eq(rrppListas.idLista, idLista)))[0]!;
    },

    /** GET /Lista/MisListas: the caller's lists as RRPP, soonest day first, with their guests. */
    async misListas(idUsuario: number): Promise<MiListaRrpp[]> {
      const listas = await listViews(db, eq(rrppListas.idUsuario, idUsuario));
      if (listas.length === 0) return [];
      const [guests, nombres] = await Promise.all([
        ctx.views(db, and(eq(invitados.idRrpp, idUsuario), isNotNull(invitados.idRrpp))!),
        db
          .select({ idEvento: eventos.idEvento, nombre: eventos.nombre })
          .from(eventos)
          .innerJoin(rrppListas, eq(rrppListas.idEvento, eventos.idEvento))
          .where(eq(rrppListas.idUsuario, idUsuario)),
      ]);
      return listas.map((l) => ({
        ...l,
        evento: nombres.find((n) => n.idEvento === l.idEvento)?.nombre ?? '',
        invitados: guests.filter((g) => g.idFecha === l.idFecha),
      }));
    },

    /** POST /Lista/Rrpp/AgregarInvitados: the RRPP fills their own list, within its quota. */
    async agregarRrpp(
      viewer: Viewer,
      body: {
        idEvento: number;
        idFecha: number;
        invitados: AgregarInvitadosRrppPayload['invitados'];
      },
      siteUrl: string,
    ): Promise<InvitadoView[]> {
      const lines = ctx.checkLines(body.invitados);
      const now = ctx.now();
      const ids = await db.transaction(async (tx) => {
        const [lista] = await tx
          .select()
          .from(rrppListas)
          .where(
            and(
              eq(rrppListas.idEvento, body.idEvento),
              eq(rrppListas.idFecha, body.idFecha),
              eq(rrppListas.idUsuario, viewer.idUsuario),
            ),
          )
          .for('update');
        // Still an RRPP of the event's productora: a member who left keeps no list.
        const sigue =
          lista && (await rrppOf(tx, body.idEvento)).some((r) => r.idUsuario === viewer.idUsuario);
        if (!lista || !sigue) throw notFound(LISTA_MSG.sinListaRrpp);
        const [{ usados }] = (await tx
          .select({ usados: sql<number>`count(*)::int` })
          .from(invitados)
          .where(
            and(
              eq(invitados.idFecha, body.idFecha),
              eq(invitados.idRrpp, viewer.idUsuario),
              standing,
            ),
          )) as [{ usados: number }];
        if (usados + lines.length > lista.cupo)
          throw conflict(LISTA_MSG.cupoLleno(lista.cupo, Math.max(0, lista.cupo - usados)));
        return ctx.addGuests(
          tx,
          {
            idEvento: body.idEvento,
            idFecha: body.idFecha,
            idEntrada: lista.idEntrada,
            modalidad: lista.modalidad,
            precioPuerta: lista.precioPuerta,
            hasta: lista.hasta,
          },
          lines,
          now,
          { creadoPor: viewer.idUsuario, idRrpp: viewer.idUsuario, siteUrl },
        );
      });
      return ctx.views(db, inArray(invitados.idInvitado, ids));
    },

    /** POST /Lista/Rrpp/QuitarInvitado: an RRPP withdraws one of their own guests. */
    quitarRrpp: (viewer: Viewer, idInvitado: number): Promise<InvitadoView> =>
      ctx.withdraw(idInvitado, viewer.idUsuario, async (_tx, found) => {
        if (found.idRrpp !== viewer.idUsuario) throw notFound(LISTA_MSG.invitadoNoEncontrado);
      }),
  };
}

/** Each RRPP's guests of the event still on their lists, and those who got in. */
export async function guestsPerRrpp(
  db: DbExecutor,
  idEvento: number,
): Promise<Map<number, { invitados: number; ingresaron: number }>> {
  const rows = await db
    .select({
      idRrpp: invitados.idRrpp,
      invitados: sql<number>`count(*)::int`,
      ingresaron: sql<number>`count(${guestEnteredAt(invitados.idOrden)})::int`,
    })
    .from(invitados)
    .where(and(eq(invitados.idEvento, idEvento), isNotNull(invitados.idRrpp), standing))
    .groupBy(invitados.idRrpp);
  return new Map(
    rows.map((r) => [r.idRrpp!, { invitados: r.invitados, ingresaron: r.ingresaron }]),
  );
}
