import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TiposEvento } from '@shared/api/ticket-types';
import type {
  ActividadEquipo,
  Equipo,
  InvitacionEquipo,
  ProductoraMia,
} from '@shared/api/productoras';
import { ESTADO_EVENTO } from '@shared/domain/catalogs';
import { ROL } from '@shared/domain/roles';
import { MSG } from '@shared/messages';
import { EQUIPO_MSG } from '@shared/texts/equipo';
import {
  eventos,
  productoraInvitaciones,
  productoraMiembros,
  productoras,
  usuarioRoles,
} from '../../db/schema/index';
import { CHECKOUT_NOW, insertOnSale, testClock } from '../../test/checkout-fixtures';
import { asUser } from '../../test/door-fixtures';
import { invitationLinkToken, joinProductora } from '../../test/team-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
type Cuenta = { idUsuario: number; correo: string; token: string };
let duenio: Cuenta;
let productor: Cuenta;
let analista: Cuenta;
let ajeno: Cuenta;
let idProductora: number;
let idEvento: number;

async function cuenta(roles: Array<0 | 2>): Promise<Cuenta> {
  const u = await t.createUser(roles.map((r) => (r === 0 ? ROL.USUARIO : ROL.ORGANIZADOR)));
  return { ...u, token: await t.tokenFor(u.idUsuario) };
}

const linkToken = (correo: string) => invitationLinkToken(t, correo);

async function invitarYAceptar(quien: Cuenta, rol: string) {
  const res = await joinProductora(
    t,
    duenio.token,
    idProductora,
    quien,
    rol,
    quien.correo.toUpperCase(),
  );
  return res.json<ProductoraMia>();
}

const miembro = (idUsuario: number) =>
  t.database.db
    .select()
    .from(productoraMiembros)
    .where(
      and(
        eq(productoraMiembros.idProductora, idProductora),
        eq(productoraMiembros.idUsuario, idUsuario),
      ),
    );

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://pulso.test' }, { now: clock.now });
  duenio = await cuenta([0, 2]);
  productor = await cuenta([0]);
  analista = await cuenta([0]);
  ajeno = await cuenta([0, 2]);
  ({ idEvento } = await insertOnSale(t, duenio.idUsuario, [
    { cdTipo: 0, precio: 10000, cantidad: 100 },
  ]));
});
afterAll(() => t.close());

describe('productoras', () => {
  it('an organiser creates one and is its dueño; a repeated name (any case) or none is refused in Spanish and stores nothing', async () => {
    const res = await asUser(t, duenio.token, 'POST', '/Productora/Crear', {
      nombre: '  Subsuelo Test ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const creada = res.json<ProductoraMia>();
    expect(creada).toMatchObject({ nombre: 'Subsuelo Test', rol: 'duenio' });
    idProductora = creada.idProductora;
    expect(await miembro(duenio.idUsuario)).toMatchObject([{ rol: 'duenio' }]);

    const repetida = await asUser(t, ajeno.token, 'POST', '/Productora/Crear', {
      nombre: 'SUBSUELO TEST',
    });
    expect(repetida.statusCode).toBe(409);
    expect(repetida.json()).toMatchObject({ detail: EQUIPO_MSG.nombreRepetido });
    const vacia = await asUser(t, ajeno.token, 'POST', '/Productora/Crear', { nombre: ' ' });
    expect(vacia.statusCode).toBe(400);
    expect(vacia.body).toContain(EQUIPO_MSG.nombreFalta);
    const todas = await t.database.db.select().from(productoras);
    expect(todas.map((p) => p.nombre)).toEqual(['Subsuelo Test']);
  });

  it('a dueño invites by e-mail; the invited account accepts from the mailed link, keeps its roles and gains the organiser’s', async () => {
    const inv = await asUser(t, duenio.token, 'POST', '/Productora/Invitar', {
      idProductora,
      correo: productor.correo,
      rol: 'productor',
    });
    expect(inv.statusCode, inv.body).toBe(201);
    expect(inv.json<InvitacionEquipo>()).toMatchObject({
      correo: productor.correo,
      rol: 'productor',
    });
    const { token, asunto } = await linkToken(productor.correo);
    expect(asunto).toBe('Te invitaron al equipo de Subsuelo Test en Pulso');
    // Nothing changes for the address before it accepts.
    expect(await miembro(productor.idUsuario)).toEqual([]);
    const otra = await asUser(t, ajeno.token, 'POST', '/Productora/Invitacion/Aceptar', { token });
    expect(otra.statusCode).toBe(403);
    expect(otra.json()).toMatchObject({ detail: EQUIPO_MSG.invitacionOtraCuenta });
    expect(await miembro(ajeno.idUsuario)).toEqual([]);

    const ok = await asUser(t, productor.token, 'POST', '/Productora/Invitacion/Aceptar', {
      token,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<ProductoraMia>()).toEqual({
      idProductora,
      nombre: 'Subsuelo Test',
      rol: 'productor',
    });
    const roles = await t.database.db
      .select({ cdRol: usuarioRoles.cdRol })
      .from(usuarioRoles)
      .where(eq(usuarioRoles.idUsuario, productor.idUsuario));
    expect(roles.map((r) => r.cdRol).sort()).toEqual([ROL.USUARIO, ROL.ORGANIZADOR]);
    const again = await asUser(t, productor.token, 'POST', '/Productora/Invitacion/Aceptar', {
      token,
    });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ detail: EQUIPO_MSG.invitacionUsada });
    const mias = await asUser(t, productor.token, 'GET', '/Productora/Mias');
    expect(mias.json()).toEqual([{ idProductora, nombre: 'Subsuelo Test', rol: 'productor' }]);
  });

  it('only a dueño invites; a member twice or an open invitation twice is refused; an expired link says so', async () => {
    const porProductor = await asUser(t, productor.token, 'POST', '/Productora/Invitar', {
      idProductora,
      correo: 'alguien@pulso.test',
      rol: 'rrpp',
    });
    expect(porProductor.statusCode).toBe(403);
    expect(porProductor.json()).toMatchObject({ detail: EQUIPO_MSG.soloDuenio });
    const porAjeno = await asUser(t, ajeno.token, 'POST', '/Productora/Invitar', {
      idProductora,
      correo: 'alguien@pulso.test',
      rol: 'rrpp',
    });
    expect(porAjeno.statusCode).toBe(404);
    const yaMiembro = await asUser(t, duenio.token, 'POST', '/Productora/Invitar', {
      idProductora,
      correo: productor.correo,
      rol: 'analista',
    });
    expect(yaMiembro.json()).toMatchObject({ detail: EQUIPO_MSG.yaEsMiembro });
    const rolMalo = await asUser(t, duenio.token, 'POST', '/Productora/Invitar', {
      idProductora,
      correo: 'alguien@pulso.test',
      rol: 'jefe',
    });
    expect(rolMalo.statusCode).toBe(400);
    expect(rolMalo.body).toContain(EQUIPO_MSG.rolInvalido);

    const vieja = await cuenta([0]);
    const primera = await asUser(t, duenio.token, 'POST', '/Productora/Invitar', {
      idProductora,
      correo: vieja.correo,
      rol: 'rrpp',
    });
    expect(primera.statusCode).toBe(201);
    const segunda = await asUser(t, duenio.token, 'POST', '/Productora/Invitar', {
      idProductora,
      correo: vieja.correo,
      rol: 'rrpp',
    });
    expect(segunda.statusCode).toBe(409);
    expect(segunda.json()).toMatchObject({ detail: EQUIPO_MSG.yaInvitado });
    const { token } = await linkToken(vieja.correo);
    clock.set(new Date(CHECKOUT_NOW.getTime() + 8 * 24 * 3_600_000));
    try {
      const vencida = await asUser(t, vieja.token, 'POST', '/Productora/Invitacion/Aceptar', {
        token,
      });
      expect(vencida.statusCode).toBe(410);
      expect(vencida.json()).toMatchObject({ detail: EQUIPO_MSG.invitacionVencida });
    } finally {
      clock.set(CHECKOUT_NOW);
    }
    expect(await miembro(vieja.idUsuario)).toEqual([]);
    const bad = await asUser(t, vieja.token, 'POST', '/Productora/Invitacion/Aceptar', {
      token: 'x'.repeat(43),
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toMatchObject({ detail: EQUIPO_MSG.invitacionInvalida });
  });

  it('each role does on the productora’s event what it allows: a productor sells and makes codes but sees money only when allowed; an analista only reads', async () => {
    await invitarYAceptar(analista, 'analista');
    const asignar = await asUser(t, duenio.token, 'POST', '/Productora/AsignarEvento', {
      idProductora,
      idEvento,
    });
    expect(asignar.statusCode, asignar.body).toBe(200);
    const [ev] = await t.database.db
      .select({ idProductora: eventos.idProductora })
      .from(eventos)
      .where(eq(eventos.idEvento, idEvento));
    expect(ev!.idProductora).toBe(idProductora);
    // The productor and the analista find it among their own events; an outsider does not.
    const propios = async (c: Cuenta) =>
      (await asUser(t, c.token, 'GET', `/Evento/GetEventos?IdUsuario=${c.idUsuario}`))
        .json<{ eventos: Array<{ idEvento: number }> }>()
        .eventos.map((e) => e.idEvento);
    expect(await propios(productor)).toEqual([idEvento]);
    expect(await propios(analista)).toEqual([idEvento]);
    expect(await propios(ajeno)).toEqual([]);
    // A productora's event still waiting for approval: its members read it (to edit it), nobody
    // else does.
    const { idEvento: pendiente } = await insertOnSale(
      t,
      duenio.idUsuario,
      [{ cdTipo: 0, precio: 10000, cantidad: 10 }],
      { nombre: 'Pendiente de la productora', cdEstado: ESTADO_EVENTO.POR_APROBAR },
    );
    await t.database.db
      .update(eventos)
      .set({ idProductora })
      .where(eq(eventos.idEvento, pendiente));
    const leer = (c: Cuenta) =>
      asUser(t, c.token, 'GET', `/Evento/GetEventos?IdEvento=${pendiente}`);
    expect((await leer(productor)).json()).toMatchObject({
      eventos: [{ nombre: 'Pendiente de la productora' }],
    });
    expect((await leer(analista)).statusCode).toBe(200);
    expect((await leer(ajeno)).statusCode).toBe(404);
    expect(
      (await asUser(t, null, 'GET', `/Evento/GetEventos?IdEvento=${pendiente}`)).statusCode,
    ).toBe(404);

    const ventas = (c: Cuenta) =>
      asUser(t, c.token, 'GET', `/Evento/GetVentas?IdEvento=${idEvento}`);
    const liquidacion = (c: Cuenta) =>
      asUser(t, c.token, 'GET', `/Evento/GetLiquidacion?IdEvento=${idEvento}`);
    const codigo = (c: Cuenta, codigo: string) =>
      asUser(t, c.token, 'POST', '/Codigo/CrearCodigo', {
        idEvento,
        codigo,
        tipo: 'porcentaje',
        valor: 10,
      });

    expect((await ventas(productor)).statusCode).toBe(200);
    expect((await codigo(productor, 'SUBSUELO10')).statusCode).toBe(201);
    const sinPlata = await liquidacion(productor);
    expect(sinPlata.statusCode).toBe(403);
    expect(sinPlata.json()).toMatchObject({ detail: EQUIPO_MSG.sinPermiso });

    expect((await ventas(analista)).statusCode).toBe(200);
    const codigoAnalista = await codigo(analista, 'ANALISTA10');
    expect(codigoAnalista.statusCode).toBe(403);
    expect(codigoAnalista.json()).toMatchObject({ detail: EQUIPO_MSG.sinPermiso });

    // Someone outside the productora: the event does not exist for them.
    const fuera = await ventas(ajeno);
    expect(fuera.statusCode).toBe(404);
    expect(fuera.json()).toMatchObject({ detail: MSG.eventoNoEncontrado });

    // The dueño allows the productor to see the settlement.
    const permitir = await asUser(t, duenio.token, 'POST', '/Productora/Miembro', {
      idProductora,
      idUsuario: productor.idUsuario,
      rol: 'productor',
      verLiquidacion: true,
    });
    expect(permitir.statusCode, permitir.body).toBe(200);
    expect((await liquidacion(productor)).statusCode).toBe(200);
    // A productor cannot change the team.
    const auto = await asUser(t, productor.token, 'POST', '/Productora/Miembro', {
      idProductora,
      idUsuario: productor.idUsuario,
      rol: 'duenio',
      verLiquidacion: true,
    });
    expect(auto.statusCode).toBe(403);
    expect(await miembro(productor.idUsuario)).toMatchObject([{ rol: 'productor' }]);
  });

  it('the team lists its members for every member, the open invitations for a dueño only; the last dueño stays one', async () => {
    const comoDuenio = (
      await asUser(t, duenio.token, 'GET', `/Productora/Equipo?IdProductora=${idProductora}`)
    ).json<Equipo>();
    expect(comoDuenio.miembros.map((m) => [m.correo, m.rol])).toEqual([
      [duenio.correo, 'duenio'],
      [productor.correo, 'productor'],
      [analista.correo, 'analista'],
    ]);
    expect(comoDuenio.invitaciones.map((i) => i.rol)).toEqual(['rrpp']);
    const comoAnalista = (
      await asUser(t, analista.token, 'GET', `/Productora/Equipo?IdProductora=${idProductora}`)
    ).json<Equipo>();
    expect(comoAnalista.miembros).toHaveLength(3);
    expect(comoAnalista.invitaciones).toEqual([]);
    const fuera = await asUser(
      t,
      ajeno.token,
      'GET',
      `/Productora/Equipo?IdProductora=${idProductora}`,
    );
    expect(fuera.statusCode).toBe(404);

    const ultimo = await asUser(t, duenio.token, 'POST', '/Productora/Miembro', {
      idProductora,
      idUsuario: duenio.idUsuario,
      rol: 'productor',
      verLiquidacion: false,
    });
    expect(ultimo.statusCode).toBe(409);
    expect(ultimo.json()).toMatchObject({ detail: EQUIPO_MSG.ultimoDuenio });
    expect(await miembro(duenio.idUsuario)).toMatchObject([{ rol: 'duenio' }]);
    const invitaciones = await t.database.db.select().from(productoraInvitaciones);
    expect(invitaciones.filter((i) => i.aceptadaAt !== null)).toHaveLength(2);
  });

  it('the dueño reads who did what: invitations, arrivals, roles, the event joined and the codes, newest first; nobody else does', async () => {
    const res = await asUser(
      t,
      duenio.token,
      'GET',
      `/Productora/Actividad?IdProductora=${idProductora}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const actividad = res.json<ActividadEquipo[]>();
    const linea = (a: ActividadEquipo) => [a.accion, a.idUsuario, a.detalle];
    expect(actividad.map(linea)).toEqual([
      [
        'equipo_rol',
        duenio.idUsuario,
        {
          idUsuario: productor.idUsuario,
          rolAntes: 'productor',
          rol: 'productor',
          verLiquidacion: true,
        },
      ],
      [
        'codigo_creado',
        productor.idUsuario,
        { codigo: 'SUBSUELO10', tipo: 'porcentaje', valor: 10 },
      ],
      ['evento_asignado', duenio.idUsuario, { idEvento }],
      ['equipo_alta', analista.idUsuario, { correo: analista.correo, rol: 'analista' }],
      ['equipo_invitacion', duenio.idUsuario, { correo: analista.correo, rol: 'analista' }],
      ['equipo_invitacion', duenio.idUsuario, { correo: expect.any(String), rol: 'rrpp' }],
      ['equipo_alta', productor.idUsuario, { correo: productor.correo, rol: 'productor' }],
      ['equipo_invitacion', duenio.idUsuario, { correo: productor.correo, rol: 'productor' }],
    ]);
    expect(actividad[1]!.entidad).toBe('evento');
    expect(actividad[1]!.idEntidad).toBe(idEvento);
    expect(actividad[0]!.quien).toMatch(/\S/);
    // Refused changes left nothing: the analista's code, the productor's own promotion.
    expect(actividad.some((a) => a.detalle.codigo === 'ANALISTA10')).toBe(false);

    const analistaRes = await asUser(
      t,
      analista.token,
      'GET',
      `/Productora/Actividad?IdProductora=${idProductora}`,
    );
    expect(analistaRes.statusCode).toBe(403);
    expect(analistaRes.json()).toMatchObject({ detail: EQUIPO_MSG.soloDuenio });
    const fuera = await asUser(
      t,
      ajeno.token,
      'GET',
      `/Productora/Actividad?IdProductora=${idProductora}`,
    );
    expect(fuera.statusCode).toBe(404);
  });

  it('a productor changes the prices (the whole day or one type) and the guest list; the dueño reads each change with who made it and what the price was', async () => {
    const tipos = await asUser(
      t,
      productor.token,
      'GET',
      `/Entrada/TiposEvento?IdEvento=${idEvento}`,
    );
    expect(tipos.statusCode, tipos.body).toBe(200);
    const day = tipos.json<TiposEvento>().fechas[0]!;
    const saved = await asUser(t, productor.token, 'PUT', '/Entrada/TiposFecha', {
      idFecha: day.idFecha,
      tipos: day.tipos.map(
        ({ idEntrada, nombre, admite, precio, cantidad, oculta, tanda, abreAt, cupos }) => ({
          idEntrada,
          nombre,
          admite,
          precio: precio + 1500,
          cantidad,
          oculta,
          tanda,
          abreAt,
          cupos,
        }),
      ),
      cupos: day.cupos.map(({ idCupo, nombre, cantidad }) => ({ idCupo, nombre, cantidad })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [general] = day.tipos;
    const una = await asUser(t, productor.token, 'PUT', '/Entrada/UpdateEntrada', {
      idFecha: day.idFecha,
      tipo: general!.cdTipo,
      precio: general!.precio + 2000,
    });
    expect(una.statusCode, una.body).toBe(200);
    const lista = await asUser(t, productor.token, 'POST', '/Lista/AgregarInvitados', {
      idEvento,
      idFecha: day.idFecha,
      idEntrada: general!.idEntrada,
      modalidad: 'free',
      invitados: [{ nombre: 'Flor Invitada', email: 'flor@lista.test' }],
    });
    expect(lista.statusCode, lista.body).toBe(201);
    const [flor] = lista.json<Array<{ idInvitado: number }>>();
    expect(
      (
        await asUser(t, productor.token, 'POST', '/Lista/QuitarInvitado', {
          idInvitado: flor!.idInvitado,
        })
      ).statusCode,
    ).toBe(200);
    // An analista edits no prices: refused in Spanish, nothing recorded.
    const analistaRes = await asUser(t, analista.token, 'PUT', '/Entrada/UpdateEntrada', {
      idFecha: day.idFecha,
      tipo: general!.cdTipo,
      precio: 1,
    });
    expect(analistaRes.statusCode).toBe(403);
    expect(analistaRes.json()).toMatchObject({ detail: EQUIPO_MSG.sinPermiso });

    const res = await asUser(
      t,
      duenio.token,
      'GET',
      `/Productora/Actividad?IdProductora=${idProductora}`,
    );
    const recientes = res.json<ActividadEquipo[]>().slice(0, 4);
    expect(recientes.map((a) => [a.accion, a.idUsuario, a.idEntidad])).toEqual([
      ['lista_baja', productor.idUsuario, idEvento],
      ['lista_alta', productor.idUsuario, idEvento],
      ['precios', productor.idUsuario, idEvento],
      ['precios', productor.idUsuario, idEvento],
    ]);
    expect(recientes[0]!.detalle).toMatchObject({ invitado: 'Flor Invitada' });
    expect(recientes[1]!.detalle).toMatchObject({ invitados: ['Flor Invitada'] });
    expect(recientes[2]!.detalle).toMatchObject({
      cambios: [
        { nombre: general!.nombre, antes: general!.precio + 1500, despues: general!.precio + 2000 },
      ],
    });
    expect(recientes[3]!.detalle).toMatchObject({
      cambios: day.tipos.map((x) => ({
        nombre: x.nombre,
        antes: x.precio,
        despues: x.precio + 1500,
      })),
    });
  });
});
