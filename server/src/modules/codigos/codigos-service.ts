import { audit } from '../../audit/audit-log';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { unlocksTipo } from '@shared/domain/discounts';
import {
  CODIGO_MSG,
  type CodigoAplicable,
  type CodigoRechazo,
  type CodigoView,
  type crearCodigoSchema,
  type EntradaOcultable,
} from '@shared/api/codigos';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { codigosDescuento, entradas, fechas, eventoEquipo, usuarios } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../plugins/problem';
import type { Viewer } from '../../plugins/viewer';
import { RRPP_MSG } from '@shared/texts/rrpp';
import { ownedEvent } from '../eventos';
import { eventStock } from '../cupos';

type CodigoRow = typeof codigosDescuento.$inferSelect;

const view = (c: CodigoRow, rrpp?: string | null): CodigoView => ({
  idCodigo: c.idCodigo,
  idEvento: c.idEvento,
  codigo: c.codigo,
  tipo: c.tipo,
  valor: c.valor,
  maxUsos: c.maxUsos,
  usos: c.usos,
  desde: c.desde?.toISOString() ?? null,
  hasta: c.hasta?.toISOString() ?? null,
  tiposEntrada: c.tiposEntrada,
  activo: c.activo,
  createdAt: c.createdAt.toISOString(),
  ...(rrpp && { rrpp }),
});

const nombreSql = sql<string>`trim(${usuarios.nombre} || ' ' || ${usuarios.apellido})`;

/** The names of the RRPP whose codes these are. */
async function rrppNames(db: Db, rows: ReadonlyArray<CodigoRow>) {
  const ids = [...new Set(rows.flatMap((r) => (r.idRrpp === null ? [] : [r.idRrpp])))];
  if (ids.length === 0) return new Map<number, string>();
  const people = await db
    .select({ idUsuario: usuarios.idUsuario, nombre: nombreSql })
    .from(usuarios)
    .where(inArray(usuarios.idUsuario, ids));
  return new Map(people.map((p) => [p.idUsuario, p.nombre]));
}

/**
 * An RRPP of the event's productora (docs/decisions/0092-rrpp.md), by their id (whose discount
 * code a new one may be) or by their slug (their own code, upper-cased).
 */
async function rrppDelEvento(
  db: Db,
  idEvento: number,
  who: { idUsuario: number } | { slug: string },
) {
  const [rrpp] = await db
    .select({ nombre: nombreSql })
    .from(eventoEquipo)
    .innerJoin(usuarios, eq(usuarios.idUsuario, eventoEquipo.idUsuario))
    .where(
      and(
        eq(eventoEquipo.idEvento, idEvento),
        eq(eventoEquipo.rol, 'rrpp'),
        'slug' in who
          ? eq(eventoEquipo.rrppSlug, who.slug)
          : eq(eventoEquipo.idUsuario, who.idUsuario),
      ),
    );
  return rrpp ?? null;
}

/** Why a code cannot be used at `now`, or null (the purchase checks the same under its lock). */
export function codigoRechazo(c: CodigoRow, now: Date): CodigoRechazo | null {
  if (!c.activo) return 'inactivo';
  if (c.maxUsos !== null && c.usos >= c.maxUsos) return 'agotado';
  if (c.desde && now < c.desde) return 'futuro';
  if (c.hasta && now >= c.hasta) return 'vencido';
  return null;
}

/**
 * Discount codes (issue 14, shared/api/codigos.ts): an event's owner or an administrator
 * manages them; buyers check one before paying. The purchase applies and counts it
 * (modules/ordenes/purchase.ts).
 */
export function createCodigosService(
  db: Db,
  now: () => Date,
  /** The events list keeps pages for a while: a row hidden or shown must leave them now. */
  onStockVisibility: () => void = () => {},
) {
  async function ocultables(where: SQL): Promise<EntradaOcultable[]> {
    const rows = await db
      .select({
        idEntrada: entradas.idEntrada,
        idFecha: entradas.idFecha,
        inicio: fechas.inicio,
        cdTipo: entradas.cdTipo,
        dsTipo: entradas.nombre,
        precio: entradas.precio,
        oculta: entradas.oculta,
      })
      .from(entradas)
      .innerJoin(fechas, eq(fechas.idFecha, entradas.idFecha))
      .where(where)
      .orderBy(asc(fechas.inicio), asc(fechas.idFecha), asc(entradas.orden), asc(entradas.cdTipo));
    return rows.map((r) => ({ ...r, inicio: r.inicio.toISOString() }));
  }

  /** The hidden rows of the code's event and types, as the event page shows a row. */
  async function unlockedRows(c: CodigoRow): Promise<CodigoAplicable['ocultas']> {
    const rows = await eventStock(db, c.idEvento, now());
    return rows
      .filter((r) => r.oculta && unlocksTipo(c, r.cdTipo))
      .map((r) => ({
        idFecha: r.idFecha,
        entrada: {
          idEntrada: r.idEntrada,
          tipo: { cdTipo: r.cdTipo, dsTipo: r.dsTipo },
          precio: r.precio,
          cantidad: r.lugares,
        },
      }));
  }

  return {
    async crear(viewer: Viewer, body: z.output<typeof crearCodigoSchema>): Promise<CodigoView> {
      await ownedEvent(db, viewer, body.idEvento, 'codigos');
      if (body.tipo === 'monto') {
        // A fixed amount above every price it applies to would make those tickets free and
        // more: refused, so the organiser sees what they typed (the purchase caps it anyway).
        const precios = await db
          .select({ precio: entradas.precio, cdTipo: entradas.cdTipo })
          .from(entradas)
          .innerJoin(fechas, eq(fechas.idFecha, entradas.idFecha))
          .where(
            and(
              eq(fechas.idEvento, body.idEvento),
              ...(body.tiposEntrada.length > 0
                ? [inArray(entradas.cdTipo, body.tiposEntrada)]
                : []),
            ),
          );
        const maxPrecio = Math.max(0, ...precios.map((p) => p.precio));
        if (precios.length > 0 && body.valor > maxPrecio)
          throw badRequest(CODIGO_MSG.montoMayorQuePrecio);
      }
      const rrpp =
        body.idRrpp === null
          ? null
          : await rrppDelEvento(db, body.idEvento, { idUsuario: body.idRrpp });
      if (body.idRrpp !== null && !rrpp)
        throw badRequest(RRPP_MSG.noEsRrpp, { idRrpp: RRPP_MSG.noEsRrpp });
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(codigosDescuento)
          .values({
            idRrpp: body.idRrpp,
            idEvento: body.idEvento,
            codigo: body.codigo,
            tipo: body.tipo,
            valor: body.valor,
            maxUsos: body.maxUsos,
            desde: body.desde ? new Date(body.desde) : null,
            hasta: body.hasta ? new Date(body.hasta) : null,
            tiposEntrada: body.tiposEntrada,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) throw conflict(CODIGO_MSG.repetido(body.codigo));
        await audit(tx, [
          {
            idUsuario: viewer.idUsuario,
            accion: 'codigo_creado',
            entidad: 'evento',
            idEntidad: body.idEvento,
            detalle: {
              codigo: row.codigo,
              tipo: row.tipo,
              valor: row.valor,
              ...(row.idRrpp !== null && { idRrpp: row.idRrpp }),
            },
            at: now(),
          },
        ]);
        return view(row, rrpp?.nombre);
      });
    },

    async deEvento(viewer: Viewer, idEvento: number): Promise<CodigoView[]> {
      await ownedEvent(db, viewer, idEvento, 'codigos');
      const rows = await db
        .select()
        .from(codigosDescuento)
        .where(eq(codigosDescuento.idEvento, idEvento))
        .orderBy(desc(codigosDescuento.createdAt), desc(codigosDescuento.idCodigo));
      const nombres = await rrppNames(db, rows);
      return rows.map((r) => view(r, r.idRrpp === null ? null : nombres.get(r.idRrpp)));
    },

    async desactivar(viewer: Viewer, idCodigo: number): Promise<CodigoView> {
      const [found] = await db
        .select({ idEvento: codigosDescuento.idEvento })
        .from(codigosDescuento)
        .where(eq(codigosDescuento.idCodigo, idCodigo));
      if (!found) throw notFound(CODIGO_MSG.codigoNoEncontrado);
      await ownedEvent(db, viewer, found.idEvento, 'codigos');
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(codigosDescuento)
          .set({ activo: false })
          .where(eq(codigosDescuento.idCodigo, idCodigo))
          .returning();
        const nombres = await rrppNames(db, [row!]);
        await audit(tx, [
          {
            idUsuario: viewer.idUsuario,
            accion: 'codigo_desactivado',
            entidad: 'evento',
            idEntidad: found.idEvento,
            detalle: { codigo: row!.codigo },
            at: now(),
          },
        ]);
        return view(row!, row!.idRrpp === null ? null : nombres.get(row!.idRrpp));
      });
    },

    /**
     * For the event page and the checkout: the code as it applies now, or why it does not; an
     * access code with the hidden rows it opens (availability as the event page counts it).
     */
    async validar(idEvento: number, codigo: string): Promise<CodigoAplicable> {
      const [row] = await db
        .select()
        .from(codigosDescuento)
        .where(and(eq(codigosDescuento.idEvento, idEvento), eq(codigosDescuento.codigo, codigo)));
      if (!row) {
        // An RRPP's code is their slug (docs/decisions/0092-rrpp.md): no discount, the sale
        // is theirs.
        const rrpp = await rrppDelEvento(db, idEvento, { slug: codigo.toLowerCase() });
        if (!rrpp) throw notFound(CODIGO_MSG.noExiste);
        return { codigo, tipo: 'rrpp', valor: 0, tiposEntrada: [], ocultas: [], rrpp: rrpp.nombre };
      }
      const why = codigoRechazo(row, now());
      if (why) throw conflict(CODIGO_MSG[why]);
      return {
        codigo: row.codigo,
        tipo: row.tipo,
        valor: row.valor,
        tiposEntrada: row.tiposEntrada,
        ocultas: row.tipo === 'acceso' ? await unlockedRows(row) : [],
      };
    },

    /** The event's ticket rows with whether each is hidden (the organiser's codes page). */
    async entradas(viewer: Viewer, idEvento: number): Promise<EntradaOcultable[]> {
      await ownedEvent(db, viewer, idEvento, 'codigos');
      return ocultables(eq(fechas.idEvento, idEvento));
    },

    /** Hides a row from the event page (sold only with an access code) or shows it again. */
    async ocultar(viewer: Viewer, idEntrada: number, oculta: boolean): Promise<EntradaOcultable> {
      const [found] = await db
        .select({ idEvento: fechas.idEvento })
        .from(entradas)
        .innerJoin(fechas, eq(fechas.idFecha, entradas.idFecha))
        .where(eq(entradas.idEntrada, idEntrada));
      if (!found) throw notFound(CODIGO_MSG.entradaNoEncontrada);
      await ownedEvent(db, viewer, found.idEvento, 'codigos').catch(() => {
        throw notFound(CODIGO_MSG.entradaNoEncontrada);
      });
      await db.update(entradas).set({ oculta }).where(eq(entradas.idEntrada, idEntrada));
      onStockVisibility();
      return (await ocultables(eq(entradas.idEntrada, idEntrada)))[0]!;
    },
  };
}

export type CodigosService = ReturnType<typeof createCodigosService>;
