import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  saveTiposFechaSchema,
  type SaveTiposFecha,
  type SaveTiposFechaInput,
  type TiposFecha,
} from '@shared/api/ticket-types';
import type { AdicionalView } from '@shared/api/add-ons';
import { ESTADO_ENTRADA } from '@shared/domain/catalogs';
import { tiposFechaIssues } from '@shared/domain/ticket-type-rules';
import { TIPOS_MSG } from '@shared/texts/organiser';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import {
  adicionales,
  cupos,
  entradaCupos,
  entradas,
  fechas,
  invitados,
  listaEspera,
  reventas,
  tandas,
} from '../../db/schema/index';
import { badRequest } from '../../plugins/problem';
import { audit } from '../../audit/audit-log';
import { addOnsOrdered, stockRowsOrdered } from '../ordenes';

/** The first number a row an organiser adds takes: 0–3 are the specification's kinds. */
const FIRST_OWN_CD_TIPO = 4;

/**
 * Every day of these with its rows in the order buyers see them, each with its tanda's name and
 * its cupos' names, and the day's cupos with what their rows hold (shared/api/ticket-types.ts).
 */
export async function readTiposFechas(
  tx: DbExecutor,
  idFechas: ReadonlyArray<number>,
): Promise<TiposFecha[]> {
  if (idFechas.length === 0) return [];
  const ids = [...idFechas];
  const [days, rows, pools, links, extras] = await Promise.all([
    tx
      .select({ idFecha: fechas.idFecha, inicio: fechas.inicio })
      .from(fechas)
      .where(inArray(fechas.idFecha, ids))
      .orderBy(asc(fechas.inicio), asc(fechas.idFecha)),
    tx
      .select({
        idEntrada: entradas.idEntrada,
        idFecha: entradas.idFecha,
        cdTipo: entradas.cdTipo,
        nombre: entradas.nombre,
        admite: entradas.admite,
        precio: entradas.precio,
        cantidad: entradas.cantidad,
        vendidas: entradas.vendidas,
        oculta: entradas.oculta,
        tanda: tandas.nombre,
        abreAt: entradas.abreAt,
        descripcion: entradas.descripcion,
        personas: entradas.personas,
        minPorOrden: entradas.minPorOrden,
        maxPorOrden: entradas.maxPorOrden,
        ventaDesde: entradas.ventaDesde,
        ventaHasta: entradas.ventaHasta,
      })
      .from(entradas)
      .leftJoin(tandas, eq(tandas.idTanda, entradas.idTanda))
      .where(inArray(entradas.idFecha, ids))
      .orderBy(asc(entradas.orden), asc(entradas.cdTipo)),
    tx.select().from(cupos).where(inArray(cupos.idFecha, ids)).orderBy(asc(cupos.idCupo)),
    tx
      .select({ idEntrada: entradaCupos.idEntrada, idCupo: entradaCupos.idCupo })
      .from(entradaCupos)
      .innerJoin(cupos, eq(cupos.idCupo, entradaCupos.idCupo))
      .where(inArray(cupos.idFecha, ids)),
    tx
      .select()
      .from(adicionales)
      .where(inArray(adicionales.idFecha, ids))
      .orderBy(asc(adicionales.orden), asc(adicionales.idAdicional)),
  ]);
  return days.map((d) => {
    const dayRows = rows.filter((r) => r.idFecha === d.idFecha);
    const dayPools = pools.filter((p) => p.idFecha === d.idFecha);
    return {
      idFecha: d.idFecha,
      inicio: d.inicio.toISOString(),
      tipos: dayRows.map((r) => ({
        idEntrada: r.idEntrada,
        cdTipo: r.cdTipo,
        nombre: r.nombre,
        admite: r.admite,
        precio: r.precio,
        cantidad: r.cantidad,
        ocupadas: r.vendidas,
        oculta: r.oculta,
        tanda: r.tanda,
        abreAt: r.abreAt?.toISOString() ?? null,
        descripcion: r.descripcion,
        personas: r.personas,
        minPorOrden: r.minPorOrden,
        maxPorOrden: r.maxPorOrden,
        ventaDesde: r.ventaDesde?.toISOString() ?? null,
        ventaHasta: r.ventaHasta?.toISOString() ?? null,
        cupos: dayPools
          .filter((p) => links.some((l) => l.idCupo === p.idCupo && l.idEntrada === r.idEntrada))
          .map((p) => p.nombre),
      })),
      cupos: dayPools.map((p) => ({
        idCupo: p.idCupo,
        nombre: p.nombre,
        cantidad: p.cantidad,
        ocupadas: dayRows
          .filter((r) => links.some((l) => l.idCupo === p.idCupo && l.idEntrada === r.idEntrada))
          .reduce((sum, r) => sum + r.vendidas * r.personas, 0),
        sigue: dayRows.find((r) => r.idEntrada === p.totalDeEntrada)?.nombre ?? null,
      })),
      adicionales: extras
        .filter((a) => a.idFecha === d.idFecha)
        .map((a) => ({
          idAdicional: a.idAdicional,
          nombre: a.nombre,
          descripcion: a.descripcion,
          precio: a.precio,
          cantidad: a.cantidad,
          ocupadas: a.vendidas,
        })),
    };
  });
}

/** Rows of this day someone holds something of: sold, invited, waited for or resold. */
async function rowsInUse(
  tx: DbExecutor,
  idFecha: number,
  rows: ReadonlyArray<{ idEntrada: number; cdTipo: number; vendidas: number }>,
): Promise<Set<number>> {
  const ids = rows.map((r) => r.idEntrada);
  const used = await stockRowsOrdered(tx, ids);
  for (const r of rows) if (r.vendidas > 0) used.add(r.idEntrada);
  const invited = await tx
    .selectDistinct({ idEntrada: invitados.idEntrada })
    .from(invitados)
    .where(inArray(invitados.idEntrada, ids));
  for (const r of invited) used.add(r.idEntrada);
  const waited = await tx.execute<{ cd_tipo: number }>(sql`
    select cd_tipo from ${listaEspera} where id_fecha = ${idFecha}
    union select cd_tipo from ${reventas} where id_fecha = ${idFecha}`);
  for (const w of waited.rows) {
    const row = rows.find((r) => r.cdTipo === Number(w.cd_tipo));
    if (row) used.add(row.idEntrada);
  }
  return used;
}

/**
 * Saves a day's ticket types as the organiser's list says (shared/api/ticket-types.ts), as a
 * whole under the day's row locks (taken in idEntrada order, as purchases take them): a purchase
 * either finished before, and what it took counts as `ocupadas`, or waits and buys from the new
 * rows. Nothing changes when any rule breaks (400 naming each field).
 */
export async function saveTiposFecha(
  db: DbExecutor,
  written: SaveTiposFechaInput,
  /** The day's number in its event, 1-based (the messages name it). */
  dia: number,
  /** Who saves it: the prices and types they changed go to the team's activity (audit-log). */
  quien?: { idUsuario: number; idEvento: number; at: Date },
): Promise<TiposFecha> {
  // The route parsed it already; the seed and tests write it as a client would.
  const input = saveTiposFechaSchema.parse(written);
  return db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(entradas)
      .where(eq(entradas.idFecha, input.idFecha))
      .orderBy(asc(entradas.idEntrada))
      // NO KEY UPDATE, as purchases lock them: orders' items hold KEY SHARE on these rows.
      .for('no key update');
    const dayPools = await tx.select().from(cupos).where(eq(cupos.idFecha, input.idFecha));
    const errors: Record<string, string> = {};
    const add = (key: string, message: string) => {
      errors[key] ??= message;
    };

    const kept = input.tipos.map((t, i) => {
      if (t.idEntrada === undefined) return null;
      const row = locked.find((r) => r.idEntrada === t.idEntrada);
      const twice = input.tipos.some((o, j) => j < i && o.idEntrada === t.idEntrada);
      if (!row || twice) add(`tipos.${i}.nombre`, TIPOS_MSG.entradaAjena);
      return row ?? null;
    });
    input.cupos.forEach((c, i) => {
      const twice = input.cupos.some((o, j) => j < i && o.idCupo === c.idCupo);
      if (c.idCupo !== undefined && (twice || !dayPools.some((p) => p.idCupo === c.idCupo)))
        add(`cupos.${i}.nombre`, TIPOS_MSG.cupoAjeno);
    });
    // Add-ons are locked after the ticket rows, as purchases take them.
    const lockedExtras = await tx
      .select()
      .from(adicionales)
      .where(eq(adicionales.idFecha, input.idFecha))
      .orderBy(asc(adicionales.idAdicional))
      .for('no key update');
    const keptExtras = (input.adicionales ?? []).map((a, i) => {
      if (a.idAdicional === undefined) return null;
      const row = lockedExtras.find((r) => r.idAdicional === a.idAdicional);
      const twice = input.adicionales!.some((o, j) => j < i && o.idAdicional === a.idAdicional);
      if (!row || twice) add(`adicionales.${i}.nombre`, TIPOS_MSG.adicionalAjeno);
      return row ?? null;
    });
    const removedExtras =
      input.adicionales === undefined ? [] : lockedExtras.filter((r) => !keptExtras.includes(r));
    for (const r of removedExtras)
      if (r.vendidas > 0 || (await addOnsOrdered(tx, [r.idAdicional])).size > 0)
        add('_', TIPOS_MSG.adicionalNoSePuedeQuitar(dia, r.nombre));
    const removed = locked.filter((r) => !kept.includes(r));
    const inUse = await rowsInUse(tx, input.idFecha, removed);
    for (const r of removed)
      if (inUse.has(r.idEntrada)) add('_', TIPOS_MSG.noSePuedeQuitar(dia, r.nombre));

    // A cupo that follows a row kept (the specification's type total) is sized by it.
    const followed = (c: SaveTiposFecha['cupos'][number]) => {
      const pool = dayPools.find((p) => p.idCupo === c.idCupo);
      const i = kept.findIndex((r) => r !== null && r.idEntrada === pool?.totalDeEntrada);
      return i < 0 ? null : i;
    };
    const poolSizes = input.cupos.map((c) => {
      const i = followed(c);
      return i === null ? c.cantidad : input.tipos[i]!.cantidad;
    });
    Object.assign(
      errors,
      tiposFechaIssues(
        input.tipos.map((t, i) => ({
          ...t,
          ocupadas: kept[i]?.vendidas ?? 0,
          ...(kept[i] ? { cdTipo: kept[i].cdTipo, personasAntes: kept[i].personas } : {}),
        })),
        input.cupos.map((c, i) => ({ nombre: c.nombre, cantidad: poolSizes[i]! })),
        dia,
        (input.adicionales ?? []).map((a, i) => ({ ...a, ocupadas: keptExtras[i]?.vendidas ?? 0 })),
      ),
      errors,
    );
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first, errors);

    // Tandas by name: a name kept keeps its tanda; steps are numbered in list order.
    const dayTandas = await tx.select().from(tandas).where(eq(tandas.idFecha, input.idFecha));
    const tandaIds = new Map<string, number>();
    for (const nombre of new Set(input.tipos.flatMap((t) => (t.tanda ? [t.tanda] : [])))) {
      const known = dayTandas.find((t) => t.nombre === nombre);
      const idTanda =
        known?.idTanda ??
        (
          await tx
            .insert(tandas)
            .values({ idFecha: input.idFecha, nombre })
            .returning({ idTanda: tandas.idTanda })
        )[0]!.idTanda;
      tandaIds.set(nombre, idTanda);
    }
    // Steps are renumbered: clear them first, so no (tanda, paso) is briefly held twice.
    await tx
      .update(entradas)
      .set({ idTanda: null, paso: null })
      .where(eq(entradas.idFecha, input.idFecha));

    const removedIds = removed.map((r) => r.idEntrada);
    if (removedIds.length > 0) {
      // A cupo kept whose row goes is sized on its own from now on.
      await tx
        .update(cupos)
        .set({ totalDeEntrada: null })
        .where(inArray(cupos.totalDeEntrada, removedIds));
      await tx.delete(entradas).where(inArray(entradas.idEntrada, removedIds));
    }

    let nextCd = Math.max(FIRST_OWN_CD_TIPO - 1, ...locked.map((r) => r.cdTipo)) + 1;
    const pasos = new Map<string, number>();
    const savedIds: number[] = [];
    for (const [i, t] of input.tipos.entries()) {
      const paso = t.tanda ? (pasos.get(t.tanda) ?? 0) + 1 : null;
      if (t.tanda) pasos.set(t.tanda, paso!);
      const values = {
        nombre: t.nombre,
        admite: t.admite,
        precio: t.precio,
        cantidad: t.cantidad,
        oculta: t.oculta,
        orden: i,
        idTanda: t.tanda ? tandaIds.get(t.tanda)! : null,
        paso,
        abreAt: t.abreAt === null ? null : new Date(t.abreAt),
        descripcion: t.descripcion,
        personas: t.personas,
        minPorOrden: t.minPorOrden,
        maxPorOrden: t.maxPorOrden,
        ventaDesde: t.ventaDesde === null ? null : new Date(t.ventaDesde),
        ventaHasta: t.ventaHasta === null ? null : new Date(t.ventaHasta),
      };
      const row = kept[i];
      if (row) {
        await tx.update(entradas).set(values).where(eq(entradas.idEntrada, row.idEntrada));
        savedIds.push(row.idEntrada);
      } else {
        const [made] = await tx
          .insert(entradas)
          .values({
            ...values,
            idFecha: input.idFecha,
            cdTipo: nextCd++,
            estado: ESTADO_ENTRADA.EN_VENTA,
          })
          .returning({ idEntrada: entradas.idEntrada });
        savedIds.push(made!.idEntrada);
      }
    }
    const unused = dayTandas.filter((t) => ![...tandaIds.values()].includes(t.idTanda));
    if (unused.length > 0)
      await tx.delete(tandas).where(
        inArray(
          tandas.idTanda,
          unused.map((t) => t.idTanda),
        ),
      );

    // Cupos: kept ones renamed and resized, new ones made, the rest removed; then the links.
    const poolIds: number[] = [];
    for (const [i, c] of input.cupos.entries()) {
      if (c.idCupo !== undefined) {
        await tx
          .update(cupos)
          .set({ nombre: c.nombre, cantidad: poolSizes[i]! })
          .where(eq(cupos.idCupo, c.idCupo));
        poolIds.push(c.idCupo);
      } else {
        const [made] = await tx
          .insert(cupos)
          .values({ idFecha: input.idFecha, nombre: c.nombre, cantidad: poolSizes[i]! })
          .returning({ idCupo: cupos.idCupo });
        poolIds.push(made!.idCupo);
      }
    }
    const gone = dayPools.filter((p) => !poolIds.includes(p.idCupo)).map((p) => p.idCupo);
    if (gone.length > 0) await tx.delete(cupos).where(inArray(cupos.idCupo, gone));
    if (savedIds.length > 0)
      await tx.delete(entradaCupos).where(inArray(entradaCupos.idEntrada, savedIds));
    const links = input.tipos.flatMap((t, i) =>
      [...new Set(t.cupos.map((n) => n.toLowerCase()))].map((n) => ({
        idEntrada: savedIds[i]!,
        idCupo: poolIds[input.cupos.findIndex((c) => c.nombre.toLowerCase() === n)]!,
      })),
    );
    if (links.length > 0) await tx.insert(entradaCupos).values(links);

    if (input.adicionales !== undefined) {
      if (removedExtras.length > 0)
        await tx.delete(adicionales).where(
          inArray(
            adicionales.idAdicional,
            removedExtras.map((r) => r.idAdicional),
          ),
        );
      for (const [i, a] of input.adicionales.entries()) {
        const values = {
          nombre: a.nombre,
          descripcion: a.descripcion,
          precio: a.precio,
          cantidad: a.cantidad,
          orden: i,
        };
        const row = keptExtras[i];
        if (row)
          await tx
            .update(adicionales)
            .set(values)
            .where(eq(adicionales.idAdicional, row.idAdicional));
        else await tx.insert(adicionales).values({ ...values, idFecha: input.idFecha });
      }
    }

    if (quien) {
      const cambios = priceChanges(
        locked,
        input.tipos.map((t, i) => ({ nombre: t.nombre, precio: t.precio, antes: kept[i] ?? null })),
      );
      if (cambios.length > 0)
        await audit(tx, [
          {
            idUsuario: quien.idUsuario,
            accion: 'precios',
            entidad: 'evento',
            idEntidad: quien.idEvento,
            detalle: { idFecha: input.idFecha, dia, cambios },
            at: quien.at,
          },
        ]);
    }

    const [saved] = await readTiposFechas(tx, [input.idFecha]);
    return saved!;
  });
}

/**
 * What a save did to a day's prices, for the team's activity: each type added (antes null),
 * removed (despues null) or whose price changed, by name.
 */
function priceChanges(
  before: ReadonlyArray<{ nombre: string; precio: number }>,
  after: ReadonlyArray<{ nombre: string; precio: number; antes: { precio: number } | null }>,
) {
  const keptRows = new Set(after.flatMap((a) => (a.antes ? [a.antes] : [])));
  return [
    ...after
      .filter((a) => a.antes === null || a.antes.precio !== a.precio)
      .map((a) => ({ nombre: a.nombre, antes: a.antes?.precio ?? null, despues: a.precio })),
    ...before
      .filter((b) => !keptRows.has(b))
      .map((b) => ({ nombre: b.nombre, antes: b.precio, despues: null })),
  ];
}

/** The days of an event, for its organiser's "Entradas y tandas" screen. */
export async function readTiposEvento(db: Db, idEvento: number) {
  const days = await db
    .select({ idFecha: fechas.idFecha })
    .from(fechas)
    .where(and(eq(fechas.idEvento, idEvento)));
  return readTiposFechas(
    db,
    days.map((d) => d.idFecha),
  );
}

/** A day's add-ons as buyers see them (shared/api/add-ons.ts). */
export async function adicionalesDeFecha(
  db: DbExecutor,
  idFecha: number,
): Promise<AdicionalView[]> {
  const rows = await db
    .select()
    .from(adicionales)
    .where(eq(adicionales.idFecha, idFecha))
    .orderBy(asc(adicionales.orden), asc(adicionales.idAdicional));
  return rows.map((a) => ({
    idAdicional: a.idAdicional,
    idFecha: a.idFecha,
    nombre: a.nombre,
    descripcion: a.descripcion,
    precio: a.precio,
    disponibles: Math.max(0, a.cantidad - a.vendidas),
  }));
}
