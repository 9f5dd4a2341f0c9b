import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdenView } from '@shared/api/checkout';
import type { EquipoDelEvento, MiembroEnEvento, ProductoraMia } from '@shared/api/productoras';
import type { MiRrppEvento } from '@shared/api/rrpp';
import { MSG } from '@shared/messages';
import { EQUIPO_MSG } from '@shared/texts/equipo';
import { auditoria, eventoRoles, ordenes, productoraMiembros } from '../../db/schema/index';
import {
  CHECKOUT_NOW,
  comprador,
  crearOrden,
  insertOnSale,
  testClock,
} from '../../test/checkout-fixtures';
import { asUser } from '../../test/door-fixtures';
import { person } from '../../test/settlement-fixtures';
import { joinProductora, rrppSlugOf } from '../../test/team-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Roles per event (docs/decisions/0091-productoras-and-roles.md): a member works every event of
 * the productora with their productora role unless the event gives them another or none; the
 * screens' lists, the RRPP's link and code, and the access checks follow the role that holds.
 */
const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
type Cuenta = { idUsuario: number; correo: string; token: string };
let duenio: Cuenta;
let productor: Cuenta;
let valen: Cuenta;
let ajeno: Cuenta;
let idProductora: number;
/** Two nights of the productora: roles change on A; B keeps everyone's productora role. */
let a: { idEvento: number; idFecha: number };
let b: { idEvento: number; idFecha: number };

const cuenta = async (roles: Array<0 | 2> = [0]): Promise<Cuenta> => {
  const u = await t.createUser(roles);
  return { ...u, token: await t.tokenFor(u.idUsuario) };
};

const rolEnA = (quien: Cuenta, rol: string | null, como = duenio) =>
  asUser(t, como.token, 'POST', '/Productora/RolEnEvento', {
    idEvento: a.idEvento,
    idUsuario: quien.idUsuario,
    rol,
  });

const equipoDe = async (idEvento: number) => {
  const res = await asUser(
    t,
    duenio.token,
    'GET',
    `/Productora/EquipoDelEvento?IdEvento=${idEvento}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EquipoDelEvento>();
};

const rrppDe = async (idEvento: number) =>
  (await asUser(t, duenio.token, 'GET', `/Rrpp/DelEvento?IdEvento=${idEvento}`))
    .json<Array<{ idUsuario: number; slug: string }>>()
    .map((r) => r.idUsuario);

const misEventosRrpp = async (quien: Cuenta) =>
  (await asUser(t, quien.token, 'GET', '/Rrpp/MisEventos'))
    .json<MiRrppEvento[]>()
    .map((e) => e.idEvento)
    .sort();

const propios = async (c: Cuenta) =>
  (await asUser(t, c.token, 'GET', `/Evento/GetEventos?IdUsuario=${c.idUsuario}`))
    .json<{ eventos: Array<{ idEvento: number }> }>()
    .eventos.map((e) => e.idEvento)
    .sort();

/** A purchase sent with an RRPP's link slug: whose the stored order is. */
async function compraCon(ev: { idEvento: number; idFecha: number }, rrpp: string) {
  const buyer = await person(t);
  const res = await crearOrden(t, buyer.token, {
    idEvento: ev.idEvento,
    items: [{ idFecha: ev.idFecha, cdTipo: 0, cantidad: 1 }],
    comprador,
    rrpp,
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.database.db
    .select({ idRrpp: ordenes.idRrpp })
    .from(ordenes)
    .where(eq(ordenes.idOrden, res.json<OrdenView>().idOrden));
  return row!.idRrpp;
}

const slugOf = (idUsuario: number) => rrppSlugOf(t, idProductora, idUsuario);

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://pulso.test' }, { now: clock.now });
  duenio = await cuenta([0, 2]);
  productor = await cuenta();
  valen = await cuenta();
  ajeno = await cuenta([0, 2]);
  const creada = await asUser(t, duenio.token, 'POST', '/Productora/Crear', {
    nombre: 'Roles por noche',
  });
  idProductora = creada.json<ProductoraMia>().idProductora;
  const noche = async (nombre: string) => {
    const ev = await insertOnSale(
      t,
      duenio.idUsuario,
      [{ cdTipo: 0, precio: 10000, cantidad: 50 }],
      {
        nombre,
      },
    );
    const res = await asUser(t, duenio.token, 'POST', '/Productora/AsignarEvento', {
      idProductora,
      idEvento: ev.idEvento,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { idEvento: ev.idEvento, idFecha: ev.idFechas[0]! };
  };
  a = await noche('Noche A');
  b = await noche('Noche B');
  await joinProductora(t, duenio.token, idProductora, productor, 'productor');
  await joinProductora(t, duenio.token, idProductora, valen, 'rrpp');
});
afterAll(() => t.close());

describe('roles per event', () => {
  it("the event's team lists every member with the productora's role; only who manages the team reads it", async () => {
    const equipo = await equipoDe(a.idEvento);
    expect(equipo).toMatchObject({
      idEvento: a.idEvento,
      nombreEvento: 'Noche A',
      productora: 'Roles por noche',
    });
    expect(equipo.miembros.map((m) => [m.idUsuario, m.rolProductora, m.rolEvento, m.rol])).toEqual([
      [duenio.idUsuario, 'duenio', null, 'duenio'],
      [productor.idUsuario, 'productor', null, 'productor'],
      [valen.idUsuario, 'rrpp', null, 'rrpp'],
    ]);
    // Dueños first, whenever the others joined (a member older than the dueño comes after).
    await t.database.db
      .update(productoraMiembros)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(productoraMiembros.idUsuario, valen.idUsuario));
    expect((await equipoDe(a.idEvento)).miembros.map((m) => m.idUsuario)).toEqual([
      duenio.idUsuario,
      valen.idUsuario,
      productor.idUsuario,
    ]);
    const url = `/Productora/EquipoDelEvento?IdEvento=${a.idEvento}`;
    const comoProductor = await asUser(t, productor.token, 'GET', url);
    expect(comoProductor.statusCode).toBe(403);
    expect(comoProductor.json().detail).toBe(EQUIPO_MSG.sinPermiso);
    const comoAjeno = await asUser(t, ajeno.token, 'GET', url);
    expect(comoAjeno.statusCode).toBe(404);
    expect(comoAjeno.json().detail).toBe(MSG.eventoNoEncontrado);
    // An organiser's event outside any productora has no team to give roles on.
    const suelto = await insertOnSale(t, duenio.idUsuario, [
      { cdTipo: 0, precio: 1000, cantidad: 5 },
    ]);
    const sinProductora = await asUser(
      t,
      duenio.token,
      'GET',
      `/Productora/EquipoDelEvento?IdEvento=${suelto.idEvento}`,
    );
    expect(sinProductora.statusCode).toBe(409);
    expect(sinProductora.json().detail).toBe(EQUIPO_MSG.eventoSinProductora);
  });

  it('an RRPP with no role on one night is nobody there: not among its RRPP, not on their page, a sale through their link is nobody’s; given back, all returns', async () => {
    expect(await rrppDe(a.idEvento)).toEqual([valen.idUsuario]);
    const res = await rolEnA(valen, 'ninguno');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MiembroEnEvento>()).toMatchObject({
      rolProductora: 'rrpp',
      rolEvento: 'ninguno',
      rol: 'ninguno',
    });
    expect(await rrppDe(a.idEvento)).toEqual([]);
    expect(await rrppDe(b.idEvento)).toEqual([valen.idUsuario]);
    expect(await misEventosRrpp(valen)).toEqual([b.idEvento]);
    const slug = (await slugOf(valen.idUsuario))!;
    expect(await compraCon(a, slug)).toBeNull();
    expect(await compraCon(b, slug)).toBe(valen.idUsuario);
    // Who changed what, in the event's activity.
    const [audited] = await t.database.db
      .select({
        accion: auditoria.accion,
        entidad: auditoria.entidad,
        idEntidad: auditoria.idEntidad,
        detalle: auditoria.detalle,
        idUsuario: auditoria.idUsuario,
      })
      .from(auditoria)
      .orderBy(desc(auditoria.idAuditoria))
      .limit(1);
    expect(audited).toEqual({
      accion: 'equipo_rol_evento',
      entidad: 'evento',
      idEntidad: a.idEvento,
      idUsuario: duenio.idUsuario,
      detalle: {
        idUsuario: valen.idUsuario,
        rolAntes: null,
        rol: 'ninguno',
        rolProductora: 'rrpp',
      },
    });

    // Back to the productora's role: no row is kept for it.
    const back = await rolEnA(valen, null);
    expect(back.json<MiembroEnEvento>()).toMatchObject({ rolEvento: null, rol: 'rrpp' });
    expect(
      await t.database.db
        .select()
        .from(eventoRoles)
        .where(eq(eventoRoles.idUsuario, valen.idUsuario)),
    ).toEqual([]);
    expect(await rrppDe(a.idEvento)).toEqual([valen.idUsuario]);
    expect(await compraCon(a, slug)).toBe(valen.idUsuario);
  });

  it('a productor made RRPP for one night gets a link and code, and sells through it only there; with no role on a night, that night leaves their events', async () => {
    expect(await slugOf(productor.idUsuario)).toBeNull();
    expect((await rolEnA(productor, 'rrpp')).statusCode).toBe(200);
    const slug = await slugOf(productor.idUsuario);
    expect(slug).toMatch(/^[a-z0-9-]+$/);
    expect(await misEventosRrpp(productor)).toEqual([a.idEvento]);
    expect(await compraCon(a, slug!)).toBe(productor.idUsuario);
    expect(await compraCon(b, slug!)).toBeNull();
    // An RRPP manages nothing of the night: its sales page refuses them.
    const ventas = await asUser(
      t,
      productor.token,
      'GET',
      `/Evento/GetVentas?IdEvento=${a.idEvento}`,
    );
    expect(ventas.statusCode).toBe(403);
    expect(await propios(productor)).toEqual([b.idEvento]);

    expect((await rolEnA(productor, 'ninguno')).statusCode).toBe(200);
    expect(await propios(productor)).toEqual([b.idEvento]);
    const nada = await asUser(
      t,
      productor.token,
      'GET',
      `/Evento/GetVentas?IdEvento=${a.idEvento}`,
    );
    expect(nada.statusCode).toBe(404);
    expect(nada.json().detail).toBe(MSG.eventoNoEncontrado);
    expect(await misEventosRrpp(productor)).toEqual([]);
    // Given the productora's role again by naming it: the override is gone.
    const back = await rolEnA(productor, 'productor');
    expect(back.json<MiembroEnEvento>()).toMatchObject({ rolEvento: null, rol: 'productor' });
    expect(await propios(productor)).toEqual([a.idEvento, b.idEvento].sort());
  });

  it('refuses, changing nothing: a dueño’s role, dueño as a role of one night, someone outside the team, a member who does not manage the team', async () => {
    const duenioRes = await rolEnA(duenio, 'analista');
    expect(duenioRes.statusCode).toBe(409);
    expect(duenioRes.json().detail).toBe(EQUIPO_MSG.duenioEnTodos);
    const comoDuenio = await rolEnA(valen, 'duenio');
    expect(comoDuenio.statusCode).toBe(400);
    expect(JSON.stringify(comoDuenio.json())).toContain(EQUIPO_MSG.rolEnEventoInvalido);
    const fuera = await rolEnA(ajeno, 'productor');
    expect(fuera.statusCode).toBe(404);
    expect(fuera.json().detail).toBe(EQUIPO_MSG.noEsMiembro);
    const porProductor = await rolEnA(valen, 'ninguno', productor);
    expect(porProductor.statusCode).toBe(403);
    expect(porProductor.json().detail).toBe(EQUIPO_MSG.sinPermiso);
    expect(await t.database.db.select().from(eventoRoles)).toEqual([]);
    expect((await equipoDe(a.idEvento)).miembros.every((m) => m.rolEvento === null)).toBe(true);
  });
});
