// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComprarState } from '@shared/domain/purchase';
import { EVENT_TEXT } from '@shared/texts/event';
import { FILA_TEXT } from '@shared/texts/fila-virtual';
import { describe, expect, it } from 'vitest';
import { saveAdmission } from '../../lib/admission';
import { makeEvento, page } from '../../test/discovery-fixtures';
import { fakeNetwork, json, makeUser, renderApp } from '../../test/render-app';

/** The event page with a high-demand day (issue 12): buying goes through the virtual queue. */
const DIA = 'Viernes, 12 de julio';

function network(altaDemanda: boolean) {
  const evento = makeEvento();
  return fakeNetwork({
    'GET /Evento/GetEventos': () =>
      json(200, page([{ ...evento, fechas: evento.fechas.map((f) => ({ ...f, altaDemanda })) }])),
    'GET /Resenia/GetResenias': () =>
      json(200, { nombre: 'Noche Ácida', promedio: null, cantidad: 0, resenias: [] }),
  });
}

async function chooseOneAndBuy() {
  await screen.findByRole('heading', { level: 1, name: 'Noche Ácida' });
  const general = screen.getByRole('group', { name: EVENT_TEXT.cantidadDe('General', DIA) });
  await userEvent.click(within(general).getByRole('button', { name: EVENT_TEXT.agregarEntrada }));
  await userEvent.click(screen.getByRole('button', { name: EVENT_TEXT.comprar }));
}

describe('event page, high-demand day', () => {
  it('says so, links to its queue, and Comprar goes through it with the purchase', async () => {
    network(true);
    const { router } = renderApp('/evento/12', makeUser([0]));
    expect(
      await screen.findByText(
        `${DIA}: alta demanda. Para comprar entradas de ese día pasás por la fila virtual.`,
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: FILA_TEXT.entrarFilaDe(DIA) }).getAttribute('href'),
    ).toBe('/fila/30');
    await chooseOneAndBuy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/fila/30'));
    const state = router.state.location.state as ComprarState;
    expect(state.purchaseItems.map((i) => [i.idFecha, i.cantidad])).toEqual([[30, 1]]);
  });

  it('with this tab admitted for the day, Comprar goes straight to checkout', async () => {
    network(true);
    saveAdmission(30, 'token', new Date(Date.now() + 5 * 60_000).toISOString());
    const { router } = renderApp('/evento/12', makeUser([0]));
    await chooseOneAndBuy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/comprar'));
  });

  it('a normal day shows no queue', async () => {
    network(false);
    const { router } = renderApp('/evento/12', makeUser([0]));
    await chooseOneAndBuy();
    expect(screen.queryByText(FILA_TEXT.entrarFila)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/comprar'));
  });
});
