import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { eventos, fechas, usuarios } from '../../db/schema/index';
import { insertEvento } from '../../test/discovery-fixtures';
import { createTestDatabase } from '../../test/test-database';

/**
 * eventos.primera_noche (migration 0014), which lists sort by, follows the event's nights
 * whatever writes them: inserts (one or many at once), a night moved, a night removed, the
 * last night removed.
 */
let database: Database;
let owner: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const [u] = await database.db
    .insert(usuarios)
    .values({ nombre: 'Org', apellido: 'Primera', correo: 'primera-noche@pulso.test' })
    .returning({ idUsuario: usuarios.idUsuario });
  owner = u!.idUsuario;
});
afterAll(() => database.close());

const firstNight = async (idEvento: number) =>
  (
    await database.db
      .select({ at: eventos.primeraNoche })
      .from(eventos)
      .where(eq(eventos.idEvento, idEvento))
  )[0]!.at?.toISOString() ?? null;

describe('eventos.primera_noche', () => {
  it('is the earliest night, through inserts, moves and removals', async () => {
    const a = await insertEvento(database.db, {
      idUsuario: owner,
      nombre: 'Dos noches',
      dias: ['2027-03-06T23:00:00.000Z', '2027-03-05T23:00:00.000Z'],
    });
    const b = await insertEvento(database.db, {
      idUsuario: owner,
      nombre: 'Sin noches',
      dias: [],
    });
    expect(await firstNight(a.idEvento)).toBe('2027-03-05T23:00:00.000Z');
    expect(await firstNight(b.idEvento)).toBeNull();

    // Nights of two events in one statement.
    await database.db.insert(fechas).values(
      [a.idEvento, b.idEvento].map((idEvento) => ({
        idEvento,
        inicio: new Date('2027-03-01T23:00:00.000Z'),
        fin: new Date('2027-03-02T05:00:00.000Z'),
        inicioVenta: new Date('2027-02-01T00:00:00.000Z'),
        finVenta: new Date('2027-03-01T23:00:00.000Z'),
      })),
    );
    expect(await firstNight(a.idEvento)).toBe('2027-03-01T23:00:00.000Z');
    expect(await firstNight(b.idEvento)).toBe('2027-03-01T23:00:00.000Z');

    // The first night moved later than another.
    const [first] = await database.db
      .select({ idFecha: fechas.idFecha })
      .from(fechas)
      .where(eq(fechas.idEvento, a.idEvento))
      .orderBy(fechas.inicio)
      .limit(1);
    await database.db
      .update(fechas)
      .set({ inicio: new Date('2027-03-10T23:00:00.000Z') })
      .where(eq(fechas.idFecha, first!.idFecha));
    expect(await firstNight(a.idEvento)).toBe('2027-03-05T23:00:00.000Z');

    // Removed: the next one; the last one removed: none.
    await database.db.delete(fechas).where(inArray(fechas.idFecha, a.idFechas));
    expect(await firstNight(a.idEvento)).toBe('2027-03-10T23:00:00.000Z');
    await database.db.delete(fechas).where(eq(fechas.idEvento, b.idEvento));
    expect(await firstNight(b.idEvento)).toBeNull();
  });
});
