// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventoView } from '@shared/api/discovery';
import { WAITLIST_MSG } from '@shared/api/waitlist';
import { EVENT_TEXT } from '@shared/texts/event';
import { WAITLIST_TEXT as T } from '@shared/texts/waitlist';
import { describe, expect, it } from 'vitest';
import { makeEvento, page } from '../../test/discovery-fixtures';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';
import { makeLugar } from '../../test/ticket-fixtures';

const DIA = 'Viernes, 12 de julio';
const SIN_RESENIAS = { nombre: 'Noche Ácida', promedio: null, cantidad: 0, resenias: [] };

/**
 * Noche Ácida with its day on sale now: General has tickets, VIP (regular) and General Early
 * Bird are sold out. Only VIP gets a wait list (an early bird joins its regular type's list).
 */
function eventoAgotado(venta: { inicioVenta?: string; finVenta?: string } = {}): EventoView {
  const evento = makeEvento();
  const fecha = evento.fechas[0]!;
  return {
    ...evento,
    fechas: [
      {
        ...fecha,
        inicioVenta: venta.inicioVenta ?? '2020-01-01T03:00:00.000Z',
        finVenta: venta.finVenta ?? fecha.finVenta,
        entradas: fecha.entradas.map((e) => (e.tipo.cdTipo === 2 ? { ...e, cantidad: 0 } : e)),
      },
    ],
  };
}

function network(evento: EventoView, routes: Parameters<typeof fakeNetwork>[0] = {}) {
  return fakeNetwork({
    'GET /Evento/GetEventos': () => json(200, page([evento])),
    'GET /Resenia/GetResenias': () => json(200, SIN_RESENIAS),
    ...routes,
  });
}

const vipWaitlist = () => screen.findByRole('group', { name: T.grupo('VIP', DIA) });
const posts = (calls: Request[], path: string) =>
  calls.filter((r) => r.method === 'POST' && r.url.endsWith(path));
const misListas = (calls: Request[]) => calls.filter((r) => r.url.endsWith('/ListaEspera/Mias'));

describe('event page: wait list of a sold-out type', () => {
  it('a guest is offered to sign in, under the sold-out regular type only, and comes back', async () => {
    const { calls } = network(eventoAgotado());
    renderApp('/evento/12');
    const group = await vipWaitlist();
    const link = within(group).getByRole('link', { name: T.ingresarParaAnotarte });
    expect(link.getAttribute('href')).toBe('/login');
    // One wait list: not under the early bird (sold out too) nor under General (on sale).
    expect(screen.getAllByRole('link', { name: T.ingresarParaAnotarte })).toHaveLength(1);
    expect(screen.queryByRole('group', { name: T.grupo('General Early Bird', DIA) })).toBeNull();
    expect(screen.queryByRole('button', { name: T.anotarme })).toBeNull();
    // The purchase table is as before.
    expect(screen.getByRole('group', { name: EVENT_TEXT.cantidadDe('General', DIA) })).toBeTruthy();
    expect(screen.getAllByText(EVENT_TEXT.agotadas)).toHaveLength(2);
    expect(misListas(calls)).toHaveLength(0);
    // /login opens the sign-in modal; signing in brings the account back to this event.
    await userEvent.click(link);
    expect(window.localStorage.getItem('postLoginRedirect')).toBe('/evento/12');
  });

  it('says nothing while the day is not on sale (before it opens or after it closed)', async () => {
    const before = network(eventoAgotado({ inicioVenta: '2030-06-01T03:00:00.000Z' }));
    const first = renderApp('/evento/12', makeUser([0]));
    await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
    expect(screen.queryByRole('group', { name: T.grupo('VIP', DIA) })).toBeNull();
    expect(screen.queryByRole('button', { name: T.anotarme })).toBeNull();
    expect(misListas(before.calls)).toHaveLength(0);
    first.unmount();

    network(eventoAgotado({ finVenta: '2020-02-01T03:00:00.000Z' }));
    renderApp('/evento/12');
    await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
    expect(screen.queryByRole('link', { name: T.ingresarParaAnotarte })).toBeNull();
  });

  it('joins with the day and type, then shows the waiting state and leaves again', async () => {
    let lugares = [] as ReturnType<typeof makeLugar>[];
    const { calls } = network(eventoAgotado(), {
      'GET /ListaEspera/Mias': () => json(200, { lugares }),
      'POST /ListaEspera/Anotarme': () => {
        lugares = [makeLugar()];
        return json(200, lugares[0]);
      },
      'POST /ListaEspera/Salir': () => {
        lugares = [makeLugar({ estado: 'cancelada' })];
        return json(200, lugares[0]);
      },
    });
    renderApp('/evento/12', makeUser([0]));
    const group = await vipWaitlist();
    await userEvent.click(within(group).getByRole('button', { name: T.anotarme }));
    expect(await within(group).findByText(T.anotado)).toBeTruthy();
    const join = posts(calls, '/ListaEspera/Anotarme');
    expect(join).toHaveLength(1);
    expect(await join[0]!.json()).toEqual({ idFecha: 30, cdTipo: 2 });
    expect(join[0]!.headers.get('Authorization')).toBe('Bearer test-token');
    expect(within(group).queryByRole('button', { name: T.anotarme })).toBeNull();

    await userEvent.click(within(group).getByRole('button', { name: T.salir }));
    expect(await within(group).findByRole('button', { name: T.anotarme })).toBeTruthy();
    expect(within(group).queryByText(T.anotado)).toBeNull();
    const leave = posts(calls, '/ListaEspera/Salir');
    expect(leave).toHaveLength(1);
    expect(await leave[0]!.json()).toEqual({ idListaEspera: 90 });
  });

  it('a place already waiting shows at once; an offer links to /lista-de-espera', async () => {
    network(eventoAgotado(), {
      'GET /ListaEspera/Mias': () =>
        json(200, {
          lugares: [
            // Another type's place and an old one of VIP do not count.
            makeLugar({ idListaEspera: 95, cdTipo: 0, dsTipo: 'General' }),
            makeLugar({ idListaEspera: 91, estado: 'ofertada' }),
            makeLugar({ idListaEspera: 80, estado: 'vencida' }),
          ],
        }),
    });
    const { router } = renderApp('/evento/12', makeUser([0]));
    const group = await vipWaitlist();
    expect(await within(group).findByText(T.tenesOferta)).toBeTruthy();
    expect(within(group).queryByRole('button', { name: T.anotarme })).toBeNull();
    await userEvent.click(within(group).getByRole('link', { name: T.verOferta }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lista-de-espera'));
  });

  it("shows the server's refusal in Spanish and stays as it was", async () => {
    network(eventoAgotado(), {
      'GET /ListaEspera/Mias': () => json(200, { lugares: [] }),
      'POST /ListaEspera/Anotarme': () => problem(409, WAITLIST_MSG.hayEntradas),
    });
    renderApp('/evento/12', makeUser([0]));
    const group = await vipWaitlist();
    await userEvent.click(within(group).getByRole('button', { name: T.anotarme }));
    expect((await within(group).findByRole('alert')).textContent).toBe(WAITLIST_MSG.hayEntradas);
    expect(within(group).getByRole('button', { name: T.anotarme })).toBeTruthy();
  });

  it('an account that does not buy sees no wait list and its places are not asked for', async () => {
    const { calls } = network(eventoAgotado());
    renderApp('/evento/12', makeUser([2]));
    await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
    expect(screen.queryByRole('group', { name: T.grupo('VIP', DIA) })).toBeNull();
    expect(misListas(calls)).toHaveLength(0);
  });
});
