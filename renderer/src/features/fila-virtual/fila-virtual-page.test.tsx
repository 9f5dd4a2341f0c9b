// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FilaVirtualEstado } from '@shared/api/fila-virtual';
import { FILA_MSG } from '@shared/api/fila-virtual';
import type { ComprarState } from '@shared/domain/purchase';
import type { EventoView } from '@shared/api/discovery';
import { FILA_TEXT as T } from '@shared/texts/fila-virtual';
import { describe, expect, it } from 'vitest';
import { admissionFor } from '../../lib/admission';
import { makeEvento } from '../../test/discovery-fixtures';
import { desafioOf } from '../../test/desafio-fixtures';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';

const APERTURA = '2030-07-01T15:00:00.000Z'; // 1 de julio de 2030, 12:00 in Buenos Aires

const estado = (over: Partial<FilaVirtualEstado> = {}): FilaVirtualEstado => ({
  idFecha: 30,
  idEvento: 12,
  evento: 'Noche Ácida',
  dia: '2030-07-13T02:00:00.000Z',
  apertura: APERTURA,
  abierta: true,
  enFila: true,
  lugar: 1500,
  posicion: 1234,
  estimadoMinutos: 7,
  admitido: false,
  token: null,
  expira: null,
  vencida: false,
  ...over,
});

const admitted = (minutes = 10) =>
  estado({
    lugar: 40,
    posicion: null,
    estimadoMinutos: null,
    admitido: true,
    token: 'token-de-admision',
    expira: new Date(Date.now() + minutes * 60_000).toISOString(),
  });

/** Unirme answers `joined`; each poll answers the next of `polls` (the last one repeats). */
function queue(joined: FilaVirtualEstado, polls: FilaVirtualEstado[] = [joined]) {
  let n = 0;
  return fakeNetwork({
    'POST /FilaVirtual/Unirme': () => json(200, joined),
    'GET /FilaVirtual/Estado': () => json(200, polls[Math.min(n++, polls.length - 1)]),
  });
}

describe('/fila/:idFecha', () => {
  it('joins on arrival and shows the place, the estimate and the fairness note', async () => {
    const { calls } = queue(estado());
    renderApp('/fila/30', makeUser([0]));
    expect(await screen.findByText(T.lugar('1.234'))).toBeTruthy();
    expect(screen.getByText('Tu lugar: 1.234')).toBeTruthy();
    expect(screen.getByText(T.estimado(7))).toBeTruthy();
    expect(T.estimado(7)).toBe('Tiempo estimado: 7 minutos');
    expect(T.estimado(1)).toBe('Tiempo estimado: 1 minuto');
    expect(screen.getByText(T.enFila)).toBeTruthy();
    expect(screen.getByText(T.sorteo)).toBeTruthy();
    expect(screen.getByText(T.noCierres)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: T.titulo })).toBeTruthy();
    const join = calls.find((r) => r.method === 'POST');
    expect(await join!.clone().json()).toEqual({ idFecha: 30 });
    // Joining carries a challenge the page solved first (ui/desafio).
    expect(desafioOf(join!)?.solution.derivedKey.startsWith('0')).toBe(true);
    await waitFor(() =>
      expect(calls.some((r) => r.url.endsWith('/FilaVirtual/Estado?IdFecha=30'))).toBe(true),
    );
  });

  it('before the opening: the place is drawn at the opening, whose time it says', async () => {
    queue(estado({ abierta: false, lugar: null, posicion: null, estimadoMinutos: null }));
    renderApp('/fila/30', makeUser([0]));
    expect(await screen.findByText(T.lugarSeSortea)).toBeTruthy();
    expect(screen.getByText('La venta abre el 1 de julio de 2030 a las 12:00.')).toBeTruthy();
    expect(screen.queryByText(/Tu lugar:/)).toBeNull();
  });

  it('right at the opening, while the draw runs, says the place is coming', async () => {
    queue(estado({ lugar: null, posicion: null, estimadoMinutos: null }));
    renderApp('/fila/30', makeUser([0]));
    expect(await screen.findByText(T.sorteando)).toBeTruthy();
  });

  it('follows the line: when the turn comes it says so and keeps the admission for checkout', async () => {
    queue(estado(), [admitted()]);
    const { router } = renderApp('/fila/30', makeUser([0]));
    expect(await screen.findByText('¡Es tu turno! Tenés 10 minutos para comprar.')).toBeTruthy();
    // Kept by an effect after the render that shows the turn (for a reload or another page).
    await waitFor(() => expect(admissionFor(30)).toBe('token-de-admision'));
    await userEvent.click(screen.getByRole('button', { name: T.continuar }));
    // No purchase was under way: back to the event to choose tickets.
    await waitFor(() => expect(router.state.location.pathname).toBe('/evento/12'));
  });

  it('with the purchase the event page started, goes on to the checkout with it', async () => {
    queue(admitted(3));
    const evento: EventoView = makeEvento();
    const state: ComprarState<EventoView> = {
      evento: {
        ...evento,
        fechas: evento.fechas.map((f) => ({ ...f, altaDemanda: true })),
      },
      purchaseItems: [
        {
          dia: 'Viernes, 12 de julio',
          tipo: 'General',
          precio: 15000,
          cantidad: 2,
          itemSubtotal: 30000,
          idFecha: 30,
          cdTipo: 0,
        },
      ],
      subtotal: 30000,
      serviceFee: 3000,
      total: 33000,
    };
    const { router } = renderApp({ pathname: '/fila/30', state }, makeUser([0]));
    expect(await screen.findByText(T.turno(3))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: T.continuar }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/comprar'));
    expect(router.state.location.state).toEqual(state);
  });

  it('an admission that ran out offers the way back into the line', async () => {
    const vencida = estado({
      lugar: 40,
      posicion: null,
      estimadoMinutos: null,
      vencida: true,
      expira: new Date(Date.now() - 1000).toISOString(),
    });
    const { calls } = queue(vencida);
    renderApp('/fila/30', makeUser([0]));
    expect(await screen.findByText(T.vencida)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: T.volverAFila }));
    await waitFor(() => expect(calls.filter((r) => r.method === 'POST')).toHaveLength(2));
  });

  it("says why when the day has no queue (the server's words)", async () => {
    fakeNetwork({ 'POST /FilaVirtual/Unirme': () => problem(409, FILA_MSG.sinFila) });
    renderApp('/fila/30', makeUser([0]));
    expect(await screen.findByText(FILA_MSG.sinFila)).toBeTruthy();
  });

  it('asks a guest to sign in first', async () => {
    const { calls } = queue(estado());
    renderApp('/fila/30');
    expect(await screen.findByText(T.iniciaSesion)).toBeTruthy();
    expect(screen.getByRole('button', { name: T.ingresar })).toBeTruthy();
    expect(calls.filter((r) => r.url.includes('/FilaVirtual/'))).toEqual([]);
  });

  it('turns away accounts that cannot buy', async () => {
    queue(estado());
    renderApp('/fila/30', makeUser([1]));
    expect(await screen.findByText(T.soloCompradores)).toBeTruthy();
  });
});
