import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdenView } from '@shared/api/checkout';
import type { CodigoAplicable } from '@shared/api/codigos';
import type { ProductoraMia } from '@shared/api/productoras';
import type { ComisionesEvento, MiRrppEvento, RrppCifras } from '@shared/api/rrpp';
import type { Liquidacion } from '@shared/api/settlement';
import { CODIGO_MSG } from '@shared/api/codigos';
import { MSG } from '@shared/messages';
import { EQUIPO_MSG } from '@shared/texts/equipo';
import { RRPP_MSG } from '@shared/texts/rrpp';
import {
  auditoria,
  entradas,
  invitados,
  ordenes,
  rrppComisiones,
  rrppListas,
  tickets,
  usuarios,
} from '../../db/schema/index';
import type { EscaneoRespuesta } from '@shared/api/door';
import {
  LISTA_MSG,
  type ListaEvento,
  type MiListaRrpp,
  type RrppListaView,
} from '@shared/api/guest-list';
import { RRPP_LISTA_CUPO_MAX } from '@shared/domain/guest-list';
import { PERMISOS } from '@shared/domain/equipo';
import {
  CHECKOUT_NOW,
  comprador,
  crearOrden,
  decidirEnSandbox,
  insertOnSale,
  testClock,
} from '../../test/checkout-fixtures';
import { DOOR_OPEN_AT, asUser, escanear } from '../../test/door-fixtures';
import { joinProductora, rrppSlugOf } from '../../test/team-fixtures';
import {
  crearCodigo,
  person,
  solicitarReembolso,
  eventChanged,
} from '../../test/settlement-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const clock = testClock(CHECKOUT_NOW);
let t: TestApp;
type Cuenta = { idUsuario: number; correo: string; token: string };
let duenio: Cuenta;
let productor: Cuenta;
let analista: Cuenta;
let valen: Cuenta;
let tomi: Cuenta;
let ajeno: Cuenta;
let idProductora: number;
let idEvento: number;
let idFecha: number;

const cuenta = async (nombre?: string): Promise<Cuenta> => {
  const u = await t.createUser([0]);
  if (nombre)
    await t.database.db
      .update(usuarios)
      .set({ nombre, apellido: 'Test' })
      .where(eq(usuarios.idUsuario, u.idUsuario));
  return { ...u, token: await t.tokenFor(u.idUsuario) };
};

const invitarYAceptar = (quien: Cuenta, rol: string) =>
  joinProductora(t, duenio.token, idProductora, quien, rol);

const slugOf = (idUsuario: number) => rrppSlugOf(t, idProductora, idUsuario);

/** A purchase as the checkout sends it, paid on the sandbox page. */
async function compra(
  extra: { rrpp?: string; codigo?: string },
  items = [{ idFecha, cdTipo: 0, cantidad: 2 }],
) {
  const buyer = await person(t);
  const res = await crearOrden(t, buyer.token, { idEvento, items, comprador, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  const orden = res.json<OrdenView>();
  expect((await decidirEnSandbox(t, orden, 'aprobar')).statusCode).toBe(303);
  const [row] = await t.database.db
    .select({ idRrpp: ordenes.idRrpp, rrppVia: ordenes.rrppVia })
    .from(ordenes)
    .where(eq(ordenes.idOrden, orden.idOrden));
  return { buyer, orden, row: row! };
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://pulso.test' }, { now: clock.now });
  productor = await cuenta();
  analista = await cuenta();
  valen = await cuenta('Valentina');
  tomi = await cuenta('Tomás');
  ajeno = await cuenta();
  const duenioOrg = await t.createUser([0, 2]);
  duenio = { ...duenioOrg, token: await t.tokenFor(duenioOrg.idUsuario) };
  const creada = await asUser(t, duenio.token, 'POST', '/Productora/Crear', {
    nombre: 'RRPP Test',
  });
  idProductora = creada.json<ProductoraMia>().idProductora;
  const ev = await insertOnSale(t, duenio.idUsuario, [
    { cdTipo: 0, precio: 10000, cantidad: 100 },
    { cdTipo: 2, precio: 25000, cantidad: 20 },
  ]);
  idEvento = ev.idEvento;
  idFecha = ev.idFechas[0]!;
  const asignado = await asUser(t, duenio.token, 'POST', '/Productora/AsignarEvento', {
    idProductora,
    idEvento,
  });
  expect(asignado.statusCode, asignado.body).toBe(200);
  await invitarYAceptar(productor, 'productor');
  await invitarYAceptar(analista, 'analista');
  await invitarYAceptar(valen, 'rrpp');
  await invitarYAceptar(tomi, 'rrpp');
});
afterAll(() => t.close());

describe('RRPP', () => {
  it('an RRPP gets a slug from their first name (accents dropped), kept when the role changes back and forth; their page has the link and the code', async () => {
    expect(await slugOf(valen.idUsuario)).toBe('valentina');
    expect(await slugOf(tomi.idUsuario)).toBe('tomas');
    // A productor made RRPP named like nobody else's gets theirs; made productor again, keeps it.
    const cambio = (rol: string) =>
      asUser(t, duenio.token, 'POST', '/Productora/Miembro', {
        idProductora,
        idUsuario: analista.idUsuario,
        rol,
        verLiquidacion: false,
      });
    expect((await cambio('rrpp')).statusCode).toBe(200);
    expect(await slugOf(analista.idUsuario)).toBe('test');
    expect((await cambio('analista')).statusCode).toBe(200);
    expect(await slugOf(analista.idUsuario)).toBe('test');

    const res = await asUser(t, valen.token, 'GET', '/Rrpp/MisEventos');
    expect(res.statusCode, res.body).toBe(200);
    const [mio] = res.json<MiRrppEvento[]>();
    expect(mio).toMatchObject({
      idEvento,
      productora: 'RRPP Test',
      slug: 'valentina',
      codigo: 'VALENTINA',
      enlace: `https://pulso.test/evento/${idEvento}?rrpp=valentina`,
      cifras: { entradas: 0, importe: 0, comision: 0 },
      tipos: [
        { cdTipo: 0, nombre: 'General' },
        { cdTipo: 2, nombre: 'VIP' },
      ],
    });
    // Someone who is no RRPP sells nothing: an empty list.
    const nada = await asUser(t, productor.token, 'GET', '/Rrpp/MisEventos');
    expect(nada.json()).toEqual([]);
  });

  it('a sale through the link is the RRPP’s; their code wins over another’s link; a stale or foreign slug gives the sale to nobody', async () => {
    const porEnlace = await compra({ rrpp: 'valentina' });
    expect(porEnlace.row).toEqual({ idRrpp: valen.idUsuario, rrppVia: 'enlace' });
    const porCodigo = await compra({ rrpp: 'valentina', codigo: ' tomas ' });
    expect(porCodigo.row).toEqual({ idRrpp: tomi.idUsuario, rrppVia: 'codigo' });
    const nadie = await compra({ rrpp: 'no-existe' });
    expect(nadie.row).toEqual({ idRrpp: null, rrppVia: null });
    const malformado = await compra({ rrpp: '../../x' });
    expect(malformado.row).toEqual({ idRrpp: null, rrppVia: null });
    // A discount code and a link: the discount applies, the link still names the RRPP.
    await crearCodigo(t, duenio.token, {
      idEvento,
      codigo: 'MENOS10',
      tipo: 'porcentaje',
      valor: 10,
    });
    const conDescuento = await compra({ rrpp: 'tomas', codigo: 'menos10' });
    expect(conDescuento.row).toEqual({ idRrpp: tomi.idUsuario, rrppVia: 'enlace' });
    expect(conDescuento.orden.descuento).toBe(2000);
  });

  it('the checkout checks an RRPP code as a code with no discount; an unknown one is still "no existe"', async () => {
    const buyer = await person(t);
    const ok = await asUser(
      t,
      buyer.token,
      'GET',
      `/Codigo/Validar?IdEvento=${idEvento}&Codigo=TOMAS`,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<CodigoAplicable>()).toMatchObject({
      tipo: 'rrpp',
      valor: 0,
      rrpp: 'Tomás Test',
    });
    const no = await asUser(
      t,
      buyer.token,
      'GET',
      `/Codigo/Validar?IdEvento=${idEvento}&Codigo=NADIE`,
    );
    expect(no.statusCode).toBe(404);
    expect(no.json()).toMatchObject({ detail: CODIGO_MSG.noExiste });
  });

  it('commissions: a productor sets a fixed amount per type and a percentage for the rest; the ranking, the RRPP’s page and the settlement agree to the peso; a refunded sale earns nothing', async () => {
    const guardar = (token: string, idUsuario: number, reglas: unknown[]) =>
      asUser(t, token, 'PUT', '/Rrpp/Comisiones', { idEvento, idUsuario, reglas });
    const ok = await guardar(productor.token, valen.idUsuario, [
      { cdTipo: 2, modo: 'fijo', valor: 3000 },
      { cdTipo: null, modo: 'porcentaje', valor: 12 },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<ComisionesEvento>().rrpp.map((r) => r.slug)).toEqual(['tomas', 'valentina']);
    expect(
      (await guardar(duenio.token, tomi.idUsuario, [{ cdTipo: null, modo: 'fijo', valor: 1000 }]))
        .statusCode,
    ).toBe(200);

    // Valen: 2 General (20.000, 12 % = 2.400) earlier; now 1 VIP (3.000 fixed) + 1 General
    // with a 10 % code (9.000 net, 12 % = 1.080).
    await compra({ rrpp: 'valentina', codigo: 'MENOS10' }, [
      { idFecha, cdTipo: 2, cantidad: 1 },
      { idFecha, cdTipo: 0, cantidad: 1 },
    ]);
    // A sale of Valen's refunded on request after a change: out of every figure.
    const devuelta = await compra({ rrpp: 'valentina' }, [{ idFecha, cdTipo: 2, cantidad: 1 }]);
    clock.advanceMinutes(5);
    await eventChanged(t, idEvento, clock.now());
    await solicitarReembolso(t, devuelta.buyer, devuelta.orden.idOrden);

    const ranking = await asUser(t, analista.token, 'GET', `/Rrpp/Ranking?IdEvento=${idEvento}`);
    expect(ranking.statusCode, ranking.body).toBe(200);
    const filas = ranking.json<RrppCifras[]>();
    // VIP 25.000 − 2.500 (10 % of 35.000 split by amount) = 22.500; General 9.000 − … split too.
    const valenFila = filas.find((f) => f.idUsuario === valen.idUsuario)!;
    const tomiFila = filas.find((f) => f.idUsuario === tomi.idUsuario)!;
    expect(valenFila).toMatchObject({ ordenes: 2, entradas: 4, importe: 20000 + 31500 });
    expect(valenFila.comision).toBe(2400 + 3000 + Math.round(9000 * 0.12));
    // Tomi: 2 by code (20.000), 2 by link with 10 % off (18.000); 1.000 a ticket.
    expect(tomiFila).toMatchObject({ ordenes: 2, entradas: 4, importe: 38000, comision: 4000 });
    expect(filas[0]!.idUsuario).toBe(valen.idUsuario);

    // The RRPP's own page shows the same figures and their rules.
    const mio = (await asUser(t, valen.token, 'GET', '/Rrpp/MisEventos')).json<MiRrppEvento[]>();
    expect(mio[0]!.cifras).toEqual(valenFila);
    expect(mio[0]!.reglas).toHaveLength(2);

    const liq = await asUser(t, duenio.token, 'GET', `/Evento/GetLiquidacion?IdEvento=${idEvento}`);
    expect(liq.statusCode, liq.body).toBe(200);
    const l = liq.json<Liquidacion>();
    expect(l.rrpp.map((r) => [r.nombre, r.comision])).toEqual([
      ['Valentina Test', valenFila.comision],
      ['Tomás Test', 4000],
    ]);
    expect(l.comisionesRrpp).toBe(valenFila.comision + 4000);
    expect(l.netoTrasComisiones).toBe(l.totales.neto - l.comisionesRrpp);

    // The orders' export names each sale's RRPP and how, and its commission column adds up to
    // the settlement's.
    const csv = await asUser(
      t,
      duenio.token,
      'GET',
      `/Evento/ExportarOrdenes?IdEvento=${idEvento}&Formato=csv`,
    );
    expect(csv.statusCode).toBe(200);
    const [, header, ...lineas] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .map((l) => l.split(';'));
    const col = (name: string) => header!.indexOf(name);
    expect(lineas.map((f) => f[col('RRPP')])).toContain('Valentina Test (Enlace)');
    expect(lineas.map((f) => f[col('RRPP')])).toContain('Tomás Test (Código)');
    expect(lineas.reduce((sum, f) => sum + Number(f[col('Comisión RRPP')]), 0)).toBe(
      l.comisionesRrpp,
    );

    // Changing a rule is in the team's activity, with what it was.
    const [entry] = await t.database.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.accion, 'comision_rrpp'))
      .orderBy(desc(auditoria.idAuditoria))
      .limit(1);
    expect(entry).toMatchObject({
      idUsuario: duenio.idUsuario,
      entidad: 'evento',
      idEntidad: idEvento,
    });
  });

  it('commission rules: bad input is refused in Spanish and changes nothing; only who edits prices may set them, only who sees sales reads the ranking', async () => {
    const antes = await t.database.db.select().from(rrppComisiones);
    const put = (token: string, body: object) => asUser(t, token, 'PUT', '/Rrpp/Comisiones', body);
    const base = { idEvento, idUsuario: valen.idUsuario };
    const pct = await put(duenio.token, {
      ...base,
      reglas: [{ cdTipo: null, modo: 'porcentaje', valor: 150 }],
    });
    expect(pct.statusCode).toBe(400);
    expect(pct.body).toContain(RRPP_MSG.porcentajeInvalido);
    const neg = await put(duenio.token, {
      ...base,
      reglas: [{ cdTipo: 0, modo: 'fijo', valor: -1 }],
    });
    expect(neg.body).toContain(RRPP_MSG.valorInvalido);
    const rep = await put(duenio.token, {
      ...base,
      reglas: [
        { cdTipo: 0, modo: 'fijo', valor: 1 },
        { cdTipo: 0, modo: 'fijo', valor: 2 },
      ],
    });
    expect(rep.body).toContain(RRPP_MSG.tipoRepetido);
    const noRrpp = await put(duenio.token, { ...base, idUsuario: productor.idUsuario, reglas: [] });
    expect(noRrpp.statusCode).toBe(404);
    expect(noRrpp.json()).toMatchObject({ detail: RRPP_MSG.noEsRrpp });
    const analistaPut = await put(analista.token, { ...base, reglas: [] });
    expect(analistaPut.statusCode).toBe(403);
    expect(analistaPut.json()).toMatchObject({ detail: EQUIPO_MSG.sinPermiso });
    const ajenoPut = await put(ajeno.token, { ...base, reglas: [] });
    expect(ajenoPut.statusCode).toBe(403); // not an organiser at all
    expect(await t.database.db.select().from(rrppComisiones)).toEqual(antes);

    const rank = (token: string) => asUser(t, token, 'GET', `/Rrpp/Ranking?IdEvento=${idEvento}`);
    // An RRPP reads their own page, not everybody's numbers.
    const deRrpp = await rank(valen.token);
    expect(deRrpp.statusCode).toBe(403);
    expect(deRrpp.json()).toMatchObject({ detail: EQUIPO_MSG.sinPermiso });
    const otro = await t.createUser([0, 2]);
    const deOtro = await rank(await t.tokenFor(otro.idUsuario));
    expect(deOtro.statusCode).toBe(404);
    expect(deOtro.json()).toMatchObject({ detail: MSG.eventoNoEncontrado });
  });
});

describe("an RRPP's own discount code", () => {
  it('a discount code made an RRPP’s gives them the sale with its discount, over another’s link; only an RRPP of the productora may own one', async () => {
    const crear = (idRrpp: number, codigo: string) =>
      asUser(t, duenio.token, 'POST', '/Codigo/CrearCodigo', {
        idEvento,
        codigo,
        tipo: 'porcentaje',
        valor: 15,
        idRrpp,
      });
    const ok = await crear(tomi.idUsuario, 'TOMAS15');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ codigo: 'TOMAS15', rrpp: 'Tomás Test' });
    const no = await crear(productor.idUsuario, 'PRODU15');
    expect(no.statusCode).toBe(400);
    expect(no.body).toContain(RRPP_MSG.noEsRrpp);
    const sale = await compra({ rrpp: 'valentina', codigo: 'tomas15' });
    expect(sale.row).toEqual({ idRrpp: tomi.idUsuario, rrppVia: 'codigo' });
    expect(sale.orden.descuento).toBe(3000);
    const lista = await asUser(t, duenio.token, 'GET', `/Codigo/GetCodigos?IdEvento=${idEvento}`);
    expect(lista.json<Array<{ codigo: string; rrpp?: string }>>()).toEqual(
      expect.arrayContaining([expect.objectContaining({ codigo: 'TOMAS15', rrpp: 'Tomás Test' })]),
    );
  });
});

describe("what the event's sales page offers each member", () => {
  it('the sales answer says what the caller may do on the event: everything for its owner, a role’s permissions for a member', async () => {
    const permisos = async (token: string) =>
      (await asUser(t, token, 'GET', `/Evento/GetVentas?IdEvento=${idEvento}`)).json<{
        permisos: string[];
      }>().permisos;
    expect(await permisos(duenio.token)).toEqual([...PERMISOS]);
    expect(await permisos(productor.token)).toEqual([
      'evento',
      'codigos',
      'listas',
      'puerta',
      'ventas',
      'exportar',
    ]);
    expect(await permisos(analista.token)).toEqual(['ventas', 'exportar']);
  });
});

describe('RRPP guest lists', () => {
  const putLista = (token: string, body: object) => asUser(t, token, 'PUT', '/Lista/Rrpp', body);
  const agregarRrpp = (token: string, n: number, tag: string) =>
    asUser(t, token, 'POST', '/Lista/Rrpp/AgregarInvitados', {
      idEvento,
      idFecha,
      invitados: Array.from({ length: n }, (_, i) => ({
        nombre: `Invitada ${tag} ${i}`,
        email: `${tag}-${i}@lista.test`,
      })),
    });
  let general: number;
  const guestsOf = (idRrpp: number) =>
    t.database.db
      .select()
      .from(invitados)
      .where(and(eq(invitados.idRrpp, idRrpp), isNull(invitados.anuladoAt)));

  it('who manages the lists gives an RRPP “lista free hasta la 1:30, 3 lugares”; an RRPP, an analista or an outsider cannot, and bad terms change nothing', async () => {
    const [row] = await t.database.db
      .select({ idEntrada: entradas.idEntrada })
      .from(entradas)
      .where(and(eq(entradas.idFecha, idFecha), eq(entradas.cdTipo, 0)));
    general = row!.idEntrada;
    const base = { idEvento, idFecha, idUsuario: valen.idUsuario, idEntrada: general };
    const ok = await putLista(productor.token, {
      ...base,
      cupo: 3,
      modalidad: 'free',
      hasta: '01:30',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<RrppListaView>()).toMatchObject({
      rrpp: 'Valentina Test',
      cupo: 3,
      usados: 0,
      modalidad: 'free',
      hasta: '01:30',
      dsTipo: 'General',
    });
    for (const token of [valen.token, analista.token]) {
      const no = await putLista(token, { ...base, cupo: 50, modalidad: 'free' });
      expect(no.statusCode).toBe(403);
      expect(no.json()).toMatchObject({ detail: EQUIPO_MSG.sinPermiso });
    }
    const cero = await putLista(duenio.token, { ...base, cupo: 0, modalidad: 'free' });
    expect(cero.body).toContain(LISTA_MSG.cupoInvalido(RRPP_LISTA_CUPO_MAX));
    const noRrpp = await putLista(duenio.token, {
      ...base,
      idUsuario: productor.idUsuario,
      cupo: 5,
      modalidad: 'free',
    });
    expect(noRrpp.statusCode).toBe(404);
    expect(noRrpp.json()).toMatchObject({ detail: LISTA_MSG.rrppNoEncontrado });
    const [lista] = await t.database.db.select().from(rrppListas);
    expect(lista).toMatchObject({ cupo: 3, modalidad: 'free', hasta: '01:30' });
    expect(await t.database.db.select().from(rrppListas)).toHaveLength(1);
  });

  it('the RRPP fills their list up to its quota, all or nothing; another RRPP without a list cannot; the organiser reads whose guest each is', async () => {
    expect((await agregarRrpp(valen.token, 2, 'va')).statusCode).toBe(201);
    const lleno = await agregarRrpp(valen.token, 2, 'vb');
    expect(lleno.statusCode).toBe(409);
    expect(lleno.json()).toMatchObject({ detail: LISTA_MSG.cupoLleno(3, 1) });
    expect(await guestsOf(valen.idUsuario)).toHaveLength(2);
    const sinLista = await agregarRrpp(tomi.token, 1, 'to');
    expect(sinLista.statusCode).toBe(404);
    expect(sinLista.json()).toMatchObject({ detail: LISTA_MSG.sinListaRrpp });

    const lista = await asUser(t, duenio.token, 'GET', `/Lista/GetLista?IdEvento=${idEvento}`);
    const deValen = lista.json<ListaEvento>().invitados.filter((g) => g.rrpp === 'Valentina Test');
    expect(deValen.map((g) => [g.nombre, g.modalidad, g.dsTipo])).toEqual([
      ['Invitada va 0', 'free', 'General'],
      ['Invitada va 1', 'free', 'General'],
    ]);
    // The quota cannot go under the guests already on the list.
    const menor = await putLista(duenio.token, {
      idEvento,
      idFecha,
      idUsuario: valen.idUsuario,
      idEntrada: general,
      cupo: 1,
      modalidad: 'free',
    });
    expect(menor.statusCode).toBe(409);
    expect(menor.json()).toMatchObject({
      detail: LISTA_MSG.cupoMenorQueInvitados('Valentina Test', 2),
    });
  });

  it('the RRPP withdraws their own guest (a place comes back to the list), not someone else’s; their page lists them', async () => {
    const [mine] = await guestsOf(valen.idUsuario);
    const ajena = await asUser(t, tomi.token, 'POST', '/Lista/Rrpp/QuitarInvitado', {
      idInvitado: mine!.idInvitado,
    });
    expect(ajena.statusCode).toBe(404);
    const ok = await asUser(t, valen.token, 'POST', '/Lista/Rrpp/QuitarInvitado', {
      idInvitado: mine!.idInvitado,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await guestsOf(valen.idUsuario)).toHaveLength(1);
    expect((await agregarRrpp(valen.token, 2, 'vc')).statusCode).toBe(201);
    const mias = await asUser(t, valen.token, 'GET', '/Lista/MisListas');
    const [lista] = mias.json<MiListaRrpp[]>();
    expect(lista).toMatchObject({ evento: 'Noche de prueba', cupo: 3, usados: 3 });
    expect(lista!.invitados.filter((g) => !g.anulado)).toHaveLength(3);
  });

  it('the door shows whose list a guest came from; the ranking counts the RRPP’s guests and those who got in', async () => {
    const [guest] = await guestsOf(valen.idUsuario);
    const [ticket] = await t.database.db
      .select({ idFecha: tickets.idFecha, codigo: tickets.codigo })
      .from(tickets)
      .where(eq(tickets.idOrden, guest!.idOrden));
    const before = clock.now();
    clock.set(DOOR_OPEN_AT);
    const scan = await escanear(t, duenio.token, {
      idFecha: ticket!.idFecha,
      codigo: ticket!.codigo,
    });
    clock.set(before);
    expect(scan.statusCode, scan.body).toBe(200);
    expect(scan.json<EscaneoRespuesta>()).toMatchObject({
      resultado: 'admitido',
      entrada: { lista: { precio: 0, rrpp: 'Valentina Test' } },
    });
    const ranking = await asUser(t, duenio.token, 'GET', `/Rrpp/Ranking?IdEvento=${idEvento}`);
    const fila = ranking.json<RrppCifras[]>().find((f) => f.idUsuario === valen.idUsuario);
    expect(fila).toMatchObject({ invitados: 3, ingresaron: 1 });
  });
});
