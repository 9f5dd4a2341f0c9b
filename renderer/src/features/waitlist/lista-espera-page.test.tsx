// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WAITLIST_MSG, type ListaEsperaView } from '@shared/api/waitlist';
import { WAITLIST_TEXT as T } from '@shared/texts/waitlist';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';
import { makeLugar } from '../../test/ticket-fixtures';
import { formatPesos } from '../../ui/format';
import { openPaymentPage } from '../../ui/payment-page';

vi.mock('../../ui/payment-page', () => ({ openPaymentPage: vi.fn(async () => 'same-tab') }));

beforeEach(() => vi.mocked(openPaymentPage).mockClear());

const DIA = 'Viernes, 12 de julio';
const PAGO = 'http://localhost/api/v1/Pagos/Sandbox/pref-9';

/** An offer of a resold VIP ticket, held until 15:15 in Buenos Aires. */
const OFERTADA = makeLugar({
  idListaEspera: 91,
  estado: 'ofertada',
  oferta: {
    idOrden: 77,
    precio: 28000,
    cargoServicio: 4200,
    total: 32200,
    venceAt: '2030-06-20T18:15:00.000Z',
    redirectUrl: PAGO,
    reventa: true,
  },
});

/** Text with its no-break spaces kept (formatPesos puts one after the peso sign). */
const exact = { normalizer: (text: string) => text };

const lugarItem = (linea: string) =>
  screen.getByRole('heading', { level: 2, name: linea }).closest('li') as HTMLElement;

function network(lugares: ListaEsperaView[], routes: Parameters<typeof fakeNetwork>[0] = {}) {
  return fakeNetwork({ 'GET /ListaEspera/Mias': () => json(200, { lugares }), ...routes });
}

describe('/lista-de-espera', () => {
  it('shows an offer with its amounts, and Pagar goes to the provider as the checkout does', async () => {
    const { calls } = network([OFERTADA]);
    renderApp('/lista-de-espera', makeUser([0]));
    expect(await screen.findByRole('heading', { level: 1, name: T.titulo })).toBeTruthy();
    expect(screen.getByText(T.explicacion)).toBeTruthy();
    const linea = T.linea('Noche Ácida', 'VIP', DIA);
    await screen.findByText(linea);
    const item = lugarItem(linea);
    expect(within(item).getByRole('link', { name: linea }).getAttribute('href')).toBe('/evento/12');
    expect(within(item).getByText(T.estado.ofertada)).toBeTruthy();
    expect(
      within(item).getByText(
        T.ofertaDetalle(formatPesos(28000), formatPesos(4200), formatPesos(32200), '15:15'),
        exact,
      ),
    ).toBeTruthy();
    expect(within(item).getByText(T.ofertaReventa)).toBeTruthy();
    await userEvent.click(within(item).getByRole('button', { name: T.pagar }));
    expect(openPaymentPage).toHaveBeenCalledWith(PAGO);
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('an offer whose checkout is not open yet says so, without Pagar; an own ticket is not a resale', async () => {
    network([{ ...OFERTADA, oferta: { ...OFERTADA.oferta!, redirectUrl: null, reventa: false } }]);
    renderApp('/lista-de-espera', makeUser([0]));
    expect(await screen.findByText(T.preparandoPago)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.pagar })).toBeNull();
    expect(screen.queryByText(T.ofertaReventa)).toBeNull();
  });

  it('on the desktop the offer is paid in the browser and the page says so', async () => {
    vi.mocked(openPaymentPage).mockResolvedValueOnce('browser');
    network([OFERTADA]);
    renderApp('/lista-de-espera', makeUser([0]));
    await userEvent.click(await screen.findByRole('button', { name: T.pagar }));
    expect(await screen.findByText(T.pagoEnNavegador)).toBeTruthy();
  });

  it('each place with its state: waiting can leave, bought links to the tickets', async () => {
    let salio = false;
    const esperando = makeLugar({ idListaEspera: 92, cdTipo: 0, dsTipo: 'General' });
    const { calls } = fakeNetwork({
      'GET /ListaEspera/Mias': () =>
        json(200, {
          lugares: [
            salio ? { ...esperando, estado: 'cancelada' } : esperando,
            makeLugar({ idListaEspera: 88, estado: 'comprada', idOrdenComprada: 70 }),
            makeLugar({ idListaEspera: 85, estado: 'vencida' }),
          ],
        }),
      'POST /ListaEspera/Salir': () => {
        salio = true;
        return json(200, { ...esperando, estado: 'cancelada' });
      },
    });
    renderApp('/lista-de-espera', makeUser([0]));
    await screen.findByText(T.estado.esperando);
    const [general, comprada, vencida] = [
      lugarItem(T.linea('Noche Ácida', 'General', DIA)),
      ...screen
        .getAllByRole('heading', { level: 2, name: T.linea('Noche Ácida', 'VIP', DIA) })
        .map((h) => h.closest('li') as HTMLElement),
    ];
    expect(within(comprada!).getByRole('link', { name: T.verEntradas }).getAttribute('href')).toBe(
      '/mis-entradas',
    );
    expect(within(vencida!).getByText(T.estado.vencida)).toBeTruthy();
    expect(within(vencida!).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('button', { name: T.salir })).toHaveLength(1);

    await userEvent.click(within(general!).getByRole('button', { name: T.salir }));
    expect(await within(general!).findByText(T.estado.cancelada)).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.salir })).toBeNull();
    const post = calls.filter((r) => r.method === 'POST');
    expect(post).toHaveLength(1);
    expect(await post[0]!.json()).toEqual({ idListaEspera: 92 });
  });

  it("a refused leave shows the server's words", async () => {
    network([makeLugar()], {
      'POST /ListaEspera/Salir': () => problem(409, WAITLIST_MSG.noEsperando),
    });
    renderApp('/lista-de-espera', makeUser([0]));
    await userEvent.click(await screen.findByRole('button', { name: T.salir }));
    expect((await screen.findByRole('alert')).textContent).toBe(WAITLIST_MSG.noEsperando);
  });

  it('says when there are no places', async () => {
    network([]);
    renderApp('/lista-de-espera', makeUser([0]));
    expect(await screen.findByText(T.vacia)).toBeTruthy();
  });

  it('a failed load can be retried', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    fakeNetwork({
      'GET /ListaEspera/Mias': () => (fail ? problem(500, 'boom') : json(200, { lugares: [] })),
    });
    renderApp('/lista-de-espera', makeUser([0]));
    expect(await screen.findByText(T.errorCarga)).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: T.reintentar }));
    expect(await screen.findByText(T.vacia)).toBeTruthy();
  });
});
