// Runs in Chromium: a screen test (vitest.config.ts).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComprarState } from '@shared/domain/purchase';
import { AUTH_TEXT } from '@shared/texts/auth';
import { CHECKOUT_TEXT } from '@shared/texts/checkout';
import { CODIGO_MSG } from '@shared/texts/codigos';
import type { CodigoAplicable } from '@shared/api/codigos';
import { EVENT_BADGE_TEXT } from '@shared/texts/event-badges';
import { EVENT_TEXT } from '@shared/texts/event';
import { describe, expect, it, vi } from 'vitest';
import { makeEvento, page } from '../../test/discovery-fixtures';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';
import { SEO_TEXT } from '@shared/texts/seo';
import { heroSizes } from '@shared/domain/page-images';
import { formatPesos } from '@shared/format/es-ar';
import { rrppLinkFor } from '../../lib/rrpp-link';

const DIA = 'Viernes, 12 de julio';

const SIN_RESENIAS = { nombre: 'Noche Ácida', promedio: null, cantidad: 0, resenias: [] };

function network(evento = makeEvento(), serviceFeeRate = 0.15, resenias: unknown = SIN_RESENIAS) {
  return fakeNetwork({
    'GET /Evento/GetEventos': () => json(200, page([evento])),
    'GET /Config': () => json(200, { google: null, mapsApiKey: null, serviceFeeRate }),
    'GET /Resenia/GetResenias': () => json(200, resenias),
  });
}

const row = (tipo: string) => screen.getByRole('group', { name: EVENT_TEXT.cantidadDe(tipo, DIA) });
const add = (group: HTMLElement) =>
  userEvent.click(within(group).getByRole('button', { name: EVENT_TEXT.agregarEntrada }));

describe('event detail', () => {
  it('loads the event by id: dates, address, badges, genres and the empty reviews', async () => {
    network();
    renderApp('/evento/12');
    expect(await screen.findByText(EVENT_TEXT.cargando)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' })).toBeTruthy();
    // The tab reads as the server's first HTML does (server/src/modules/seo).
    expect(document.title).toBe(SEO_TEXT.titulo('Noche Ácida'));
    // Its largest paint, fetched first, with the srcset and sizes the server preloads
    // (server/src/modules/seo/page-meta.ts): no width beyond the stored 1200 px.
    const hero = screen.getByRole('img', { name: EVENT_TEXT.imagenAlt('Noche Ácida') });
    expect(hero.getAttribute('fetchpriority')).toBe('high');
    expect(hero.getAttribute('sizes')).toBe(heroSizes(1200, 675));
    const file = 'http://localhost/api/v1/Media/file/5';
    expect(hero.getAttribute('srcset')).toBe(
      `${file}?w=320 320w, ${file}?w=640 640w, ${file}?w=960 960w, ${file}?w=1200 1200w`,
    );
    const fechas = screen.getByRole('region', { name: EVENT_TEXT.fechas });
    expect(within(fechas).getByRole('listitem').textContent).toBe(`${DIA} · 23:00 – 07:00`);
    expect(screen.getByText('Av. Corrientes 1234, Ciudad Autónoma de Buenos Aires')).toBeTruthy();
    const tags = screen.getByRole('list', { name: EVENT_TEXT.generos });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['After', 'Techno', 'Acid-Techno']);
    expect(await screen.findByText(EVENT_TEXT.sinResenias)).toBeTruthy();
    // Only signed-in users get the heart.
    expect(screen.queryByRole('button', { name: EVENT_TEXT.agregarFavorito })).toBeNull();
  });

  it('an 18+ night says so among its badges', async () => {
    network(makeEvento({ edadMinima: 18 }));
    renderApp('/evento/12');
    const tags = await screen.findByRole('list', { name: EVENT_TEXT.generos });
    const badge = within(tags).getByText(EVENT_BADGE_TEXT.edadMinima(18));
    expect(badge.getAttribute('title')).toBe('Solo mayores de 18 años');
  });

  it("shows the party's ratings: the average to one decimal and the latest ones", async () => {
    const resenia = (idResenia: number, estrellas: number, texto: string) => ({
      idResenia,
      idEvento: 9,
      evento: 'Noche Ácida #1',
      estrellas,
      texto,
      createdAt: '2030-01-02T12:00:00.000Z',
      autor: 'Sofía B.',
    });
    const { calls } = network(makeEvento({ idFiesta: 4 }), 0.1, {
      nombre: 'Noche Ácida',
      promedio: 4.5,
      cantidad: 2,
      resenias: [resenia(1, 5, 'Inolvidable.'), resenia(2, 4, 'Muy buena.')],
    });
    renderApp('/evento/12');
    const block = await screen.findByRole('region', { name: EVENT_TEXT.resenias });
    expect(await within(block).findByText('4,5')).toBeTruthy();
    expect(within(block).getByRole('img', { name: '4,5 de 5 estrellas' })).toBeTruthy();
    expect(within(block).getByText('2 reseñas')).toBeTruthy();
    expect(within(block).getByText('Inolvidable.')).toBeTruthy();
    expect(within(block).getByRole('img', { name: '4 de 5 estrellas' })).toBeTruthy();
    const url = new URL(calls.find((r) => r.url.includes('/Resenia/GetResenias'))!.url);
    expect(url.searchParams.get('idFiesta')).toBe('4');
    expect(url.searchParams.get('idEvento')).toBeNull();
  });

  it('back from a rejected payment, says so above the event', async () => {
    network();
    renderApp('/evento/12?pago=rechazado');
    expect(await screen.findByText(CHECKOUT_TEXT.pagoRechazado)).toBeTruthy();
  });

  it("an RRPP's link: the device keeps their slug for this event (docs/decisions/0092-rrpp.md)", async () => {
    network();
    renderApp('/evento/12?rrpp=martina');
    await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
    await waitFor(() => expect(rrppLinkFor(12)).toBe('martina'));
    expect(rrppLinkFor(13)).toBeNull();
    cleanup();

    // A malformed one is not kept: the earlier link stays.
    network();
    renderApp('/evento/12?rrpp=%3Cscript%3E');
    await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
    expect(rrppLinkFor(12)).toBe('martina');
  });

  it('says so when the event does not exist', async () => {
    fakeNetwork({ 'GET /Evento/GetEventos': () => json(200, page([])) });
    renderApp('/evento/99');
    expect(await screen.findByText(EVENT_TEXT.noEncontrado)).toBeTruthy();
  });

  it('each selector stops at min(10, available); a sold-out row reads Agotadas', async () => {
    network();
    renderApp('/evento/12');
    await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
    const general = row('General');
    for (let i = 0; i < 12; i++) await add(general);
    expect(within(general).getByRole('status').textContent).toBe('10');
    expect(within(general).getByRole('button', { name: EVENT_TEXT.agregarEntrada })).toHaveProperty(
      'disabled',
      true,
    );
    const vip = row('VIP');
    for (let i = 0; i < 5; i++) await add(vip);
    expect(within(vip).getByRole('status').textContent).toBe('3');
    const earlyBird = screen.getByRole('row', { name: /General Early Bird/ });
    expect(within(earlyBird).getByText(EVENT_TEXT.agotadas)).toBeTruthy();
    expect(within(earlyBird).queryByRole('group')).toBeNull();
  });

  it('shows a tanda step by step: the one before sold out, the one on sale, those to come', async () => {
    const base = makeEvento();
    const tanda = (
      paso: number,
      estado: 'agotada' | 'abierta' | 'proxima',
      abreAt: string | null = null,
    ) => ({ idTanda: 7, paso, estado, abreAt });
    network(
      makeEvento({
        fechas: [
          {
            ...base.fechas[0]!,
            entradas: [
              {
                idEntrada: 402,
                tipo: { cdTipo: 1, dsTipo: '2da tanda' },
                precio: 15000,
                cantidad: 80,
                tanda: tanda(2, 'abierta'),
              },
              { idEntrada: 404, tipo: { cdTipo: 2, dsTipo: 'VIP' }, precio: 30000, cantidad: 3 },
              {
                idEntrada: 401,
                tipo: { cdTipo: 0, dsTipo: '1ra tanda' },
                precio: 10000,
                cantidad: 0,
                tanda: tanda(1, 'agotada'),
              },
              {
                idEntrada: 403,
                tipo: { cdTipo: 3, dsTipo: '3ra tanda' },
                precio: 20000,
                cantidad: 0,
                tanda: tanda(3, 'proxima', '2030-07-10T23:00:00.000Z'),
              },
            ],
          },
        ],
      }),
    );
    renderApp('/evento/12');
    await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    // The steps together, in their order, with their prices; then the other types.
    expect(rows).toEqual([
      `1ra tanda${formatPesos(10000)}${EVENT_TEXT.tandaAgotada}`,
      expect.stringMatching(/^2da tanda/),
      `3ra tanda${formatPesos(20000)}${EVENT_TEXT.tandaAbre('miércoles 10 de julio', '20:00')}`,
      expect.stringMatching(/^VIP/),
    ]);
    expect(screen.getByRole('row', { name: /2da tanda/ }).textContent).toContain(
      EVENT_TEXT.tandaEnVenta,
    );
    // Only the step on sale can be chosen; nobody is offered a wait list on a step sold out.
    await add(row('2da tanda'));
    expect(within(row('2da tanda')).getByRole('status').textContent).toBe('1');
    expect(
      screen.queryByRole('group', { name: EVENT_TEXT.cantidadDe('1ra tanda', DIA) }),
    ).toBeNull();
    expect(
      screen.queryByRole('group', { name: EVENT_TEXT.cantidadDe('3ra tanda', DIA) }),
    ).toBeNull();
    expect(screen.queryByText(/lista de espera/i)).toBeNull();
  });

  it("caps each selector at the event's per-account limit and says so under the tables", async () => {
    network(makeEvento({ maxEntradasPorCuenta: 4 }));
    renderApp('/evento/12');
    await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
    expect(screen.getByText(EVENT_TEXT.maxPorCuenta(4))).toBeTruthy();
    expect(EVENT_TEXT.maxPorCuenta(4)).toBe('Máximo 4 entradas por tipo y día por persona.');
    expect(EVENT_TEXT.maxPorCuenta(1)).toBe('Máximo 1 entrada por tipo y día por persona.');
    const general = row('General');
    for (let i = 0; i < 6; i++) await add(general);
    expect(within(general).getByRole('status').textContent).toBe('4');
    expect(within(general).getByRole('button', { name: EVENT_TEXT.agregarEntrada })).toHaveProperty(
      'disabled',
      true,
    );
    // Fewer left than the limit: what is left.
    const vip = row('VIP');
    for (let i = 0; i < 5; i++) await add(vip);
    expect(within(vip).getByRole('status').textContent).toBe('3');
  });

  it.each([10, 20])(
    'a per-account limit of %i says nothing; the row limit of 10 holds',
    async (max) => {
      network(makeEvento({ maxEntradasPorCuenta: max }));
      renderApp('/evento/12');
      await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
      expect(screen.queryByText(/por tipo y día por persona/)).toBeNull();
      const general = row('General');
      for (let i = 0; i < 11; i++) await add(general);
      expect(within(general).getByRole('status').textContent).toBe('10');
    },
  );

  it('Comprar waits for a ticket, then goes to /comprar with the items and the server fee', async () => {
    network();
    const { router } = renderApp('/evento/12', makeUser([0]));
    await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
    const comprar = screen.getByRole('button', { name: EVENT_TEXT.comprar });
    expect(comprar).toHaveProperty('disabled', true);

    await add(row('General'));
    await add(row('General'));
    await add(row('VIP'));
    expect(comprar).toHaveProperty('disabled', false);
    await userEvent.click(comprar);

    await waitFor(() => expect(router.state.location.pathname).toBe('/comprar'));
    const state = router.state.location.state as ComprarState;
    expect(state.purchaseItems).toEqual([
      {
        dia: DIA,
        tipo: 'General',
        precio: 15000,
        cantidad: 2,
        itemSubtotal: 30000,
        idFecha: 30,
        cdTipo: 0,
      },
      {
        dia: DIA,
        tipo: 'VIP',
        precio: 30000,
        cantidad: 1,
        itemSubtotal: 30000,
        idFecha: 30,
        cdTipo: 2,
      },
    ]);
    // serviceFee(60000, 0.15) from shared/domain/fees.ts
    expect(state).toMatchObject({ subtotal: 60000, serviceFee: 9000, total: 69000 });
    expect(state.evento).toMatchObject({ idEvento: 12 });
  });

  it('a guest pressing Comprar gets the login modal and comes back to the event', async () => {
    network();
    renderApp('/evento/12');
    await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
    await add(row('General'));
    await userEvent.click(screen.getByRole('button', { name: EVENT_TEXT.comprar }));
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar Sesión' });
    expect(within(dialog).getByText(AUTH_TEXT.paraComprar)).toBeTruthy();
    expect(window.localStorage.getItem('postLoginRedirect')).toBe('/evento/12');
  });

  it('Comprar signed out offers Crear cuenta, and signed up comes back to the same choice', async () => {
    network();
    const { router } = renderApp('/evento/12');
    await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
    await add(row('General'));
    await add(row('General'));
    await userEvent.click(screen.getByRole('button', { name: EVENT_TEXT.comprar }));
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar Sesión' });
    await userEvent.click(within(dialog).getByRole('link', { name: AUTH_TEXT.crearCuenta }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Iniciar Sesión' })).toBeNull(),
    );
    expect(window.localStorage.getItem('postLoginRedirect')).toBe('/evento/12');
    cleanup();

    // Signed up (or in): the return is followed, and the page has the same choice.
    network();
    const back = renderApp('/evento/12', makeUser([0]));
    await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
    expect(within(row('General')).getByText('2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: EVENT_TEXT.comprar }));
    await waitFor(() => expect(back.router.state.location.pathname).toBe('/comprar'));
    const state = back.router.state.location.state as ComprarState;
    expect(state.purchaseItems).toMatchObject([{ tipo: 'General', cantidad: 2 }]);
  }, 30_000);

  it('the heart flips only after the server accepted; a failure is announced', async () => {
    let fail = false;
    const { calls } = fakeNetwork({
      'GET /Evento/GetEventos': () => json(200, page([makeEvento()])),
      'PUT /Usuario/EventoFavorito': () =>
        fail ? problem(500, 'boom') : json(200, { isFavorito: true }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/evento/12', makeUser([0]));
    await userEvent.click(await screen.findByRole('button', { name: EVENT_TEXT.agregarFavorito }));
    expect(await screen.findByRole('button', { name: EVENT_TEXT.quitarFavorito })).toBeTruthy();
    const put = calls.find((r) => r.method === 'PUT');
    expect(await put?.json()).toEqual({ idUsuario: 7, idEvento: 12 });

    fail = true;
    await userEvent.click(screen.getByRole('button', { name: EVENT_TEXT.quitarFavorito }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      EVENT_TEXT.favoritoError,
    );
    expect(screen.getByRole('button', { name: EVENT_TEXT.quitarFavorito })).toBeTruthy();
  });

  it('Cómo llegar hands the address to the directions page', async () => {
    network();
    const { router } = renderApp('/evento/12');
    await userEvent.click(await screen.findByRole('button', { name: EVENT_TEXT.comoLlegar }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/comollegar/12'));
    expect(router.state.location.state).toEqual({
      idEvento: 12,
      direccion: 'Av. Corrientes 1234, Ciudad Autónoma de Buenos Aires',
    });
  });
});

describe('event detail: "Tengo un código" (access codes)', () => {
  // VIP is hidden: the public view has General and the sold-out early bird only.
  const base = makeEvento();
  const VIP = base.fechas[0]!.entradas.find((e) => e.tipo.cdTipo === 2)!;
  const SIN_VIP = makeEvento({
    fechas: base.fechas.map((f) => ({
      ...f,
      entradas: f.entradas.filter((e) => e.tipo.cdTipo !== 2),
    })),
  });
  const PREVENTA: CodigoAplicable = {
    codigo: 'PREVENTA',
    tipo: 'acceso',
    valor: 0,
    tiposEntrada: [2],
    ocultas: [{ idFecha: 30, entrada: VIP }],
  };
  function accessNetwork(validar: (codigo: string) => Response) {
    return fakeNetwork({
      'GET /Evento/GetEventos': () => json(200, page([SIN_VIP])),
      'GET /Config': () => json(200, { google: null, mapsApiKey: null, serviceFeeRate: 0.15 }),
      'GET /Resenia/GetResenias': () => json(200, SIN_RESENIAS),
      'GET /Codigo/Validar': (req) => validar(new URL(req.url).searchParams.get('Codigo') ?? ''),
    });
  }
  const abrir = async () =>
    userEvent.click(await screen.findByRole('button', { name: CODIGO_MSG.tengoCodigo }));
  async function desbloquear(texto: string) {
    await userEvent.type(screen.getByLabelText(CODIGO_MSG.campoAcceso), texto);
    await userEvent.click(screen.getByRole('button', { name: CODIGO_MSG.desbloquear }));
  }

  it('unlocks the hidden row, which is chosen like any row and takes the code to /comprar', async () => {
    const { calls } = accessNetwork((codigo) =>
      codigo === 'PREVENTA' ? json(200, PREVENTA) : problem(404, CODIGO_MSG.noExiste),
    );
    const { router } = renderApp('/evento/12', makeUser([0]));
    await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
    expect(screen.queryByRole('group', { name: EVENT_TEXT.cantidadDe('VIP', DIA) })).toBeNull();

    await abrir();
    await desbloquear(' preventa ');
    expect(await screen.findByText(CODIGO_MSG.desbloqueadas(1))).toBeTruthy();
    const check = calls.find((r) => r.url.includes('/Codigo/Validar'))!;
    expect(new URL(check.url).searchParams.get('IdEvento')).toBe('12');
    expect(new URL(check.url).searchParams.get('Codigo')).toBe('PREVENTA');
    const vipRow = screen.getByRole('row', { name: /^VIP/ });
    expect(within(vipRow).getByText(CODIGO_MSG.codigoAcceso('PREVENTA'))).toBeTruthy();

    await add(row('VIP'));
    await add(row('VIP'));
    await add(row('General'));
    await userEvent.click(screen.getByRole('button', { name: EVENT_TEXT.comprar }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/comprar'));
    const state = router.state.location.state as ComprarState;
    expect(state.codigoAcceso).toBe('PREVENTA');
    expect(state.purchaseItems.map((i) => [i.tipo, i.cdTipo, i.cantidad, i.itemSubtotal])).toEqual([
      ['General', 0, 1, 15000],
      ['VIP', 2, 2, 60000],
    ]);
    expect(state).toMatchObject({ subtotal: 75000 });
  });

  it('without an unlocked row chosen, the code stays behind', async () => {
    accessNetwork(() => json(200, PREVENTA));
    const { router } = renderApp('/evento/12', makeUser([0]));
    await abrir();
    await desbloquear('PREVENTA');
    await screen.findByText(CODIGO_MSG.desbloqueadas(1));
    await add(row('General'));
    await userEvent.click(screen.getByRole('button', { name: EVENT_TEXT.comprar }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/comprar'));
    expect((router.state.location.state as ComprarState).codigoAcceso).toBeUndefined();
  });

  it("a code that unlocks nothing says so; a refused one shows the server's reason", async () => {
    let answer = () => json(200, { ...PREVENTA, tipo: 'porcentaje', valor: 20, ocultas: [] });
    accessNetwork(() => answer());
    renderApp('/evento/12', makeUser([0]));
    await abrir();
    await desbloquear('PULSO20');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', CODIGO_MSG.sinOcultas);
    answer = () => problem(409, CODIGO_MSG.vencido);
    await userEvent.clear(screen.getByLabelText(CODIGO_MSG.campoAcceso));
    await desbloquear('VIEJO');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveProperty('textContent', CODIGO_MSG.vencido),
    );
    expect(screen.queryByRole('group', { name: EVENT_TEXT.cantidadDe('VIP', DIA) })).toBeNull();
  });

  it("an RRPP's code opens nothing here: it says to type it at the checkout", async () => {
    accessNetwork(() =>
      json(200, {
        codigo: 'MARTINA',
        tipo: 'rrpp',
        valor: 0,
        tiposEntrada: [],
        ocultas: [],
        rrpp: 'Martina Acosta',
      } satisfies CodigoAplicable),
    );
    renderApp('/evento/12', makeUser([0]));
    await abrir();
    await desbloquear('martina');
    expect(await screen.findByText(CODIGO_MSG.rrppEnEvento('Martina Acosta'))).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(CODIGO_MSG.campoAcceso).getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('group', { name: EVENT_TEXT.cantidadDe('VIP', DIA) })).toBeNull();
  });

  it('a guest types the code, is asked to sign in, and it is checked on coming back', async () => {
    const { calls } = accessNetwork(() => json(200, PREVENTA));
    renderApp('/evento/12');
    await abrir();
    await desbloquear('PREVENTA');
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar Sesión' });
    expect(within(dialog).getByText(AUTH_TEXT.paraCodigo)).toBeTruthy();
    expect(window.localStorage.getItem('postLoginRedirect')).toBe('/evento/12');
    expect(calls.some((r) => r.url.includes('/Codigo/Validar'))).toBe(false);
    cleanup();

    const again = accessNetwork(() => json(200, PREVENTA));
    renderApp('/evento/12', makeUser([0]));
    expect(await screen.findByText(CODIGO_MSG.desbloqueadas(1))).toBeTruthy();
    const check = again.calls.find((r) => r.url.includes('/Codigo/Validar'))!;
    expect(new URL(check.url).searchParams.get('Codigo')).toBe('PREVENTA');
    expect(screen.getByRole('group', { name: EVENT_TEXT.cantidadDe('VIP', DIA) })).toBeTruthy();
  });
});
