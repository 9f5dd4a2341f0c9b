import { and, eq, sql } from 'drizzle-orm';
import type { FiestaView } from '@shared/api/organiser';
import { MSG } from '@shared/messages';
import { FIESTA_MSG, titleCase } from '@shared/validation/evento';
import type { Db } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { fiestas } from '../../db/schema/index';
import { conflict, notFound } from '../../plugins/problem';

type FiestaRow = typeof fiestas.$inferSelect;

const byName = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

const toView = (f: FiestaRow): FiestaView => ({
  idFiesta: f.idFiesta,
  dsNombre: f.dsNombre,
  isActivo: f.isActivo,
  idUsuario: f.idUsuario,
});

/** Postgres unique violation, whichever driver (node-postgres or PGlite) and wrapper raised it. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const activeOf = (idUsuario: number) =>
  and(eq(fiestas.idUsuario, idUsuario), eq(fiestas.isActivo, true));

/**
 * Recurring parties (fiestas). Names are unique per organiser among active parties, case
 * aside: the partial unique index decides, so two racing requests cannot both add one.
 */
export function createFiestasService(db: Db) {
  /** One of this organiser's active parties, or 404 (another's party does not exist for them). */
  async function ownActive(exec: DbExecutor, idUsuario: number, idFiesta: number) {
    const [row] = await exec
      .select()
      .from(fiestas)
      .where(and(eq(fiestas.idFiesta, idFiesta), activeOf(idUsuario)))
      .limit(1);
    if (!row) throw notFound(MSG.fiestaNoEncontrada);
    return row;
  }

  return {
    /** Active parties of an organiser, by name in Spanish order. */
    async list(idUsuario: number): Promise<FiestaView[]> {
      const rows = await db.select().from(fiestas).where(activeOf(idUsuario));
      return rows
        .sort((a, b) => byName.compare(a.dsNombre, b.dsNombre) || a.idFiesta - b.idFiesta)
        .map(toView);
    },

    /** Adds a party with the name as typed (trimmed); 409 when an active one has it. */
    async create(idUsuario: number, nombre: string): Promise<number> {
      const [row] = await db
        .insert(fiestas)
        .values({ idUsuario, dsNombre: nombre })
        .onConflictDoNothing()
        .returning({ idFiesta: fiestas.idFiesta });
      if (!row) throw conflict(FIESTA_MSG.duplicada);
      return row.idFiesta;
    },

    async rename(idUsuario: number, idFiesta: number, nombre: string): Promise<void> {
      await ownActive(db, idUsuario, idFiesta);
      try {
        await db.update(fiestas).set({ dsNombre: nombre }).where(eq(fiestas.idFiesta, idFiesta));
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(FIESTA_MSG.duplicada);
        throw err;
      }
    },

    /** Marks it inactive: its events keep pointing at it (and its ratings stay readable). */
    async deactivate(idUsuario: number, idFiesta: number): Promise<void> {
      await ownActive(db, idUsuario, idFiesta);
      await db.update(fiestas).set({ isActivo: false }).where(eq(fiestas.idFiesta, idFiesta));
    },

    /**
     * The party of a new event, inside its transaction: one of the organiser's active parties
     * by id, or by name (matched case-insensitively, else created title-cased).
     */
    async resolveForEvento(
      tx: DbExecutor,
      idUsuario: number,
      ref: { idFiesta: number } | { nombre: string },
    ): Promise<number> {
      if ('idFiesta' in ref) return (await ownActive(tx, idUsuario, ref.idFiesta)).idFiesta;
      const nombre = titleCase(ref.nombre);
      const [created] = await tx
        .insert(fiestas)
        .values({ idUsuario, dsNombre: nombre })
        .onConflictDoNothing()
        .returning({ idFiesta: fiestas.idFiesta });
      if (created) return created.idFiesta;
      const [existing] = await tx
        .select({ idFiesta: fiestas.idFiesta })
        .from(fiestas)
        .where(and(activeOf(idUsuario), sql`lower(${fiestas.dsNombre}) = lower(${nombre})`))
        .limit(1);
      return existing!.idFiesta;
    },
  };
}

export type FiestasService = ReturnType<typeof createFiestasService>;
