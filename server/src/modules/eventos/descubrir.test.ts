import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtistaView, EventoView, EventosPage } from '@shared/api/discovery';
import { ESTADO_EVENTO, TIPO_ENTRADA } from '@shared/domain/catalogs';
import { MSG } from '@shared/messages';
import { entradas, eventos, fechas, fiestas, media } from '../../db/schema/index';
import { insertArtista, insertEvento } from '../../test/discovery-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { templateType } from '@shared/domain/stock';

/**
 * What the public cards and pages read beside the spec's fields (docs/screens/looks-*.png):
 * the price from or "Agotado", the flyer's size, the public search and an artist's dates.
 */
const NOW = new Date('2025-06-11T15:00:00-03:00');
const NIGHT = '2025-06-20T23:00:00-03:00';

let t: TestApp;
const id: Record<string, number> = {};
const artista: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  const db = t.database.db;
  const { idUsuario } = await t.createUser([0, 2]);
  artista.icaro = await insertArtista(db, { nombre: 'Ícaro Sur' });
  artista.juana = await insertArtista(db, { nombre: 'Juana Lumen' });
  artista.oculto = await insertArtista(db, { nombre: 'Ícaro Pendiente', isActivo: false });
  const [fiesta] = await db
    .insert(fiestas)
    .values({ dsNombre: 'Subsuelo', idUsuario })
    .returning({ idFiesta: fiestas.idFiesta });

  const acida = await insertEvento(db, {
    idUsuario,
    nombre: 'Noche Ácida',
    artistas: [artista.icaro],
    dias: [NIGHT, '2025-06-21T23:00:00-03:00'],
    entradas: [
      { cdTipo: TIPO_ENTRADA.GENERAL, precio: 15000, cantidad: 10, vendidas: 3 },
      // The early bird is gone: its lower price no longer counts.
      { cdTipo: TIPO_ENTRADA.GENERAL_EARLY_BIRD, precio: 10000, cantidad: 4, vendidas: 4 },
      { cdTipo: TIPO_ENTRADA.VIP, precio: 30000, cantidad: 5 },
    ],
  });
  id.acida = acida.idEvento;
  await db
    .update(eventos)
    .set({ idFiesta: fiesta!.idFiesta })
    .where(eq(eventos.idEvento, id.acida));
  // A hidden row (sold only with an access code) is never the price from.
  await db.insert(entradas).values({
    idFecha: acida.idFechas[0]!,
    cdTipo: TIPO_ENTRADA.VIP_EARLY_BIRD,
    ...templateType(TIPO_ENTRADA.VIP_EARLY_BIRD),
    precio: 5000,
    cantidad: 10,
    estado: 0,
    oculta: true,
  });
  id.agotado = (
    await insertEvento(db, {
      idUsuario,
      nombre: 'Todo Vendido',
      artistas: [artista.juana],
      dias: [NIGHT],
      entradas: [{ cdTipo: TIPO_ENTRADA.GENERAL, precio: 9000, cantidad: 20, vendidas: 20 }],
    })
  ).idEvento;
  id.sinEntradas = (
    await insertEvento(db, { idUsuario, nombre: 'Sin Entradas', dias: [NIGHT] })
  ).idEvento;
  // Its only night's sale is over: nothing is offered any more, yet nothing was sold out.
  const cerrada = await insertEvento(db, {
    idUsuario,
    nombre: 'Venta Cerrada',
    dias: [NIGHT],
    entradas: [{ cdTipo: TIPO_ENTRADA.GENERAL, precio: 7000, cantidad: 20 }],
  });
  id.cerrada = cerrada.idEvento;
  await db
    .update(fechas)
    .set({ finVenta: new Date(NOW.getTime() - 3600_000) })
    .where(eq(fechas.idFecha, cerrada.idFechas[0]!));
  id.porAprobar = (
    await insertEvento(db, {
      idUsuario,
      nombre: 'Ácida por aprobar',
      artistas: [artista.icaro],
      cdEstado: ESTADO_EVENTO.POR_APROBAR,
      dias: [NIGHT],
    })
  ).idEvento;
  await db.insert(media).values({
    idEntidadMedia: `evento-${id.acida}`,
    url: '/api/v1/Media/file/77',
    mime: 'image/jpeg',
    width: 1080,
    height: 1350,
  });
});
afterAll(() => t.close());

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ url: `/api/v1${url}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}
const onSale = (query: string) => get<EventosPage>(`/Evento/GetEventos?Estado=2&${query}`);
const names = (page: EventosPage) => page.eventos.map((e) => e.nombre);
const one = async (idEvento: number) =>
  (await get<EventosPage>(`/Evento/GetEventos?IdEvento=${idEvento}`)).eventos[0]!;

describe('price from', () => {
  it('is the lowest price still for sale: sold-out and hidden rows do not count', async () => {
    const view = await one(id.acida!);
    expect(view).toMatchObject({ precioDesde: 15000, agotado: false });
    // The same in the list the home grid reads.
    const listed = (await onSale('')).eventos.find((e) => e.idEvento === id.acida);
    expect(listed).toMatchObject({ precioDesde: 15000, agotado: false });
  });

  it('says "Agotado" when every row is gone, and nothing without rows or once the sale is over', async () => {
    expect(await one(id.agotado!)).toMatchObject({ precioDesde: null, agotado: true });
    expect(await one(id.sinEntradas!)).toMatchObject({ precioDesde: null, agotado: false });
    expect(await one(id.cerrada!)).toMatchObject({ precioDesde: null, agotado: false });
  });

  it('follows the stock: the last ticket sold turns the card into "Agotado"', async () => {
    const db = t.database.db;
    const [row] = await db
      .select({ idEntrada: entradas.idEntrada })
      .from(entradas)
      .innerJoin(fechas, eq(fechas.idFecha, entradas.idFecha))
      .where(eq(fechas.idEvento, id.cerrada!));
    await db
      .update(fechas)
      .set({ finVenta: new Date(NIGHT) })
      .where(eq(fechas.idEvento, id.cerrada!));
    expect(await one(id.cerrada!)).toMatchObject({ precioDesde: 7000, agotado: false });
    await db.update(entradas).set({ vendidas: 20 }).where(eq(entradas.idEntrada, row!.idEntrada));
    expect(await one(id.cerrada!)).toMatchObject({ precioDesde: null, agotado: true });
  });
});

describe('flyer and venue', () => {
  it("carries the flyer's stored size and the venue's address and town", async () => {
    const view: EventoView = await one(id.acida!);
    expect(view).toMatchObject({
      imagen: '/api/v1/Media/file/77',
      imagenAncho: 1080,
      imagenAlto: 1350,
    });
    expect(view.domicilio.direccion).toBe('Humboldt 1356');
    expect(view.domicilio.localidad.nombre).toBe('Ciudad Autónoma de Buenos Aires');
    expect(await one(id.agotado!)).toMatchObject({
      imagen: null,
      imagenAncho: null,
      imagenAlto: null,
    });
  });
});

describe('search', () => {
  it('finds events by name, line-up or party, whatever the case and accents', async () => {
    expect(names(await onSale('busqueda=ACIDA'))).toEqual(['Noche Ácida']);
    expect(names(await onSale('busqueda=icaro%20sur'))).toEqual(['Noche Ácida']);
    expect(names(await onSale('busqueda=subsuelo'))).toEqual(['Noche Ácida']);
    expect(names(await onSale('busqueda=juana'))).toEqual(['Todo Vendido']);
    // Only events on sale: the one awaiting approval, with the same artist, stays out.
    expect(names(await onSale('busqueda=%C3%8Dcaro'))).toEqual(['Noche Ácida']);
  });

  it('takes % and _ literally and answers nothing for words nobody has', async () => {
    expect(names(await onSale('busqueda=%25'))).toEqual([]);
    expect(names(await onSale('busqueda=_'))).toEqual([]);
    expect(names(await onSale('busqueda=trance'))).toEqual([]);
  });

  it('refuses more than 80 characters with a Spanish problem', async () => {
    const res = await t.app.inject({
      url: `/api/v1/Evento/GetEventos?busqueda=${'a'.repeat(81)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toContain(MSG.busquedaLarga);
  });

  it('finds active artists by name, accents aside', async () => {
    const { artistas } = await get<{ artistas: ArtistaView[] }>(
      '/Artista/GetArtista?busqueda=icaro',
    );
    expect(artistas.map((a) => a.nombre)).toEqual(['Ícaro Sur']);
  });
});

describe("an artist's upcoming dates", () => {
  it('lists the events on sale the artist plays, and none for an artist without dates', async () => {
    expect(names(await onSale(`IdArtista=${artista.icaro}`))).toEqual(['Noche Ácida']);
    expect(names(await onSale(`IdArtista=${artista.juana}`))).toEqual(['Todo Vendido']);
    expect(names(await onSale(`IdArtista=${artista.oculto}`))).toEqual([]);
  });
});
