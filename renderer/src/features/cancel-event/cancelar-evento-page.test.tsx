// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CANCEL_MSG, type ReembolsosEvento } from '@shared/api/after-sale';
import { CANCEL_TEXT as T } from '@shared/texts/sales';
import { describe, expect, it } from 'vitest';
import { dialogWith, visibleDialogWith } from '../../test/dialogs';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';
import { formatPesos } from '../../ui/format';
import { REEMBOLSOS_POLL_MS } from './api';

const ANTES: ReembolsosEvento = {
  idEvento: 12,
  nombre: 'Noche Ácida',
  cdEstado: 2,
  lineas: [
    {
      idOrden: 55,
      comprador: 'Lucía Pérez',
      entradas: 2,
      monto: 33000,
      ordenEstado: 'pagada',
      estado: null,
    },
    {
      idOrden: 56,
      comprador: 'Cuenta eliminada',
      entradas: 1,
      monto: 16500,
      ordenEstado: 'pagada',
      estado: null,
    },
  ],
  total: 49500,
};

const DESPUES: ReembolsosEvento = {
  ...ANTES,
  cdEstado: 5,
  lineas: [
    { ...ANTES.lineas[0]!, ordenEstado: 'reembolsada', estado: 'hecho' },
    { ...ANTES.lineas[1]!, ordenEstado: 'reembolso_pendiente', estado: 'fallido' },
  ],
};

/** After the cancellation, with `hechos` of the two refunds done and the rest pending. */
const enCurso = (hechos: number): ReembolsosEvento => ({
  ...ANTES,
  cdEstado: 5,
  lineas: ANTES.lineas.map((l, i) =>
    i < hechos
      ? { ...l, ordenEstado: 'reembolsada', estado: 'hecho' }
      : { ...l, ordenEstado: 'reembolso_pendiente', estado: 'pendiente' },
  ),
});

const progreso = () =>
  within(screen.getByRole('region', { name: T.reembolsos })).getByRole('status').textContent;

const rows = () =>
  within(screen.getByRole('region', { name: T.reembolsos }))
    .getAllByRole('row')
    .map((r) => Array.from(r.querySelectorAll('th, td'), (c) => c.textContent));

describe('/cancelar-evento/{idEvento}', () => {
  it('explains, lists what each buyer gets back and the total, with the warning', async () => {
    const { calls } = fakeNetwork({ 'GET /Evento/GetReembolsos': () => json(200, ANTES) });
    renderApp({ pathname: '/cancelar-evento/12', state: { nombre: 'Noche Ácida' } }, makeUser([2]));
    expect(
      await screen.findByRole('heading', { level: 1, name: T.tituloEvento('Noche Ácida') }),
    ).toBeTruthy();
    expect(screen.getByText(T.explicacion)).toBeTruthy();
    await screen.findByRole('region', { name: T.reembolsos });
    expect(rows()).toEqual([
      [T.comprador, T.entradas, T.monto],
      ['Lucía Pérez', '2', formatPesos(33000)],
      ['Cuenta eliminada', '1', formatPesos(16500)],
    ]);
    expect(screen.getByText(T.totalDevolver, { exact: false }).textContent).toBe(
      `${T.totalDevolver}: ${formatPesos(49500)}`,
    );
    expect(screen.getByText(CANCEL_MSG.advertencia)).toBeTruthy();
    expect(screen.getByRole('link', { name: CANCEL_MSG.volver }).getAttribute('href')).toBe(
      '/mis-eventos-creados',
    );
    expect(new URL(calls[0]!.url).searchParams.get('IdEvento')).toBe('12');
  });

  it('needs a reason; then confirms and shows each refund state', async () => {
    const { calls } = fakeNetwork({
      'GET /Evento/GetReembolsos': () => json(200, ANTES),
      'POST /Evento/CancelarEvento': () => json(200, DESPUES),
    });
    renderApp('/cancelar-evento/12', makeUser([2]));
    const cancelar = await screen.findByRole('button', { name: CANCEL_MSG.cancelar });
    await userEvent.click(cancelar);
    expect(screen.getByRole('alert').textContent).toBe(CANCEL_MSG.motivoFalta);
    expect(visibleDialogWith(CANCEL_MSG.advertencia)).toBeUndefined();
    await userEvent.type(screen.getByLabelText(T.motivo), '   ');
    await userEvent.click(cancelar);
    expect(screen.getByRole('alert').textContent).toBe(CANCEL_MSG.motivoFalta);

    await userEvent.type(screen.getByLabelText(T.motivo), 'Se suspendió por lluvia.');
    await userEvent.click(cancelar);
    const dialog = await dialogWith(T.confirmarTitulo('Noche Ácida'));
    expect(within(dialog).getByText(CANCEL_MSG.advertencia)).toBeTruthy();
    expect(calls.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: T.confirmarSi }));

    expect(await screen.findByText(CANCEL_MSG.cancelado)).toBeTruthy();
    const post = calls.find((r) => r.method === 'POST')!;
    expect(await post.json()).toEqual({ idEvento: 12, motivo: 'Se suspendió por lluvia.' });
    await waitFor(() =>
      expect(rows()).toEqual([
        [T.comprador, T.entradas, T.monto, T.estado],
        ['Lucía Pérez', '2', formatPesos(33000), T.estadoReembolso.hecho],
        ['Cuenta eliminada', '1', formatPesos(16500), T.estadoReembolso.fallido],
      ]),
    );
    expect(screen.queryByRole('button', { name: CANCEL_MSG.cancelar })).toBeNull();
    expect(progreso()).toBe(T.progreso(1, 2));
    expect(screen.getByText(T.conFallidos(1))).toBeTruthy();
  });

  it('answered at once, follows the refunds until none is pending, showing how many are done', async () => {
    let cancelledAt = 0;
    const { calls } = fakeNetwork({
      // Before the cancellation, then one more refund done at each later look.
      'GET /Evento/GetReembolsos': () =>
        json(200, cancelledAt === 0 ? ANTES : enCurso(Math.min(2, cancelledAt++))),
      'POST /Evento/CancelarEvento': () => {
        cancelledAt = 1;
        return json(200, enCurso(0));
      },
    });
    renderApp('/cancelar-evento/12', makeUser([2]));
    await userEvent.type(await screen.findByLabelText(T.motivo), 'Se suspendió por lluvia.');
    await userEvent.click(screen.getByRole('button', { name: CANCEL_MSG.cancelar }));
    const dialog = await dialogWith(T.confirmarTitulo('Noche Ácida'));
    await userEvent.click(within(dialog).getByRole('button', { name: T.confirmarSi }));

    // The answer itself: nothing done yet, the page says it keeps looking.
    expect(await screen.findByText(CANCEL_MSG.cancelado)).toBeTruthy();
    expect(progreso()).toBe(T.progreso(0, 2));
    expect(screen.getByText(T.enCurso)).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: T.progresoEtiqueta }).getAttribute('value'),
    ).toBe('0');
    expect(
      rows()
        .slice(1)
        .map((r) => r[3]),
    ).toEqual([T.estadoReembolso.pendiente, T.estadoReembolso.pendiente]);

    const poll = { timeout: REEMBOLSOS_POLL_MS * 2 + 1000 };
    await waitFor(() => expect(progreso()).toBe(T.progreso(1, 2)), poll);
    await waitFor(() => expect(progreso()).toBe(T.progreso(2, 2)), poll);
    expect(
      rows()
        .slice(1)
        .map((r) => r[3]),
    ).toEqual([T.estadoReembolso.hecho, T.estadoReembolso.hecho]);
    expect(screen.queryByText(T.enCurso)).toBeNull();
    // Nothing pending: the page stops asking.
    const looks = calls.filter((r) => r.url.includes('GetReembolsos')).length;
    await new Promise((resolve) => setTimeout(resolve, REEMBOLSOS_POLL_MS + 500));
    expect(calls.filter((r) => r.url.includes('GetReembolsos')).length).toBe(looks);
  }, 25_000);

  it('No in the confirmation sends nothing; a refusal shows its detail', async () => {
    const { calls } = fakeNetwork({
      'GET /Evento/GetReembolsos': () => json(200, ANTES),
      'POST /Evento/CancelarEvento': () => problem(409, CANCEL_MSG.noCancelable),
    });
    renderApp('/cancelar-evento/12', makeUser([2]));
    await userEvent.type(await screen.findByLabelText(T.motivo), 'Motivo');
    await userEvent.click(screen.getByRole('button', { name: CANCEL_MSG.cancelar }));
    let dialog = await dialogWith(T.confirmarTitulo('Noche Ácida'));
    await userEvent.click(within(dialog).getByRole('button', { name: T.confirmarNo }));
    await waitFor(() => expect(visibleDialogWith(CANCEL_MSG.advertencia)).toBeUndefined());
    expect(calls.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: CANCEL_MSG.cancelar }));
    dialog = await dialogWith(T.confirmarTitulo('Noche Ácida'));
    await userEvent.click(within(dialog).getByRole('button', { name: T.confirmarSi }));
    expect(await screen.findByText(CANCEL_MSG.noCancelable)).toBeTruthy();
    expect(screen.getByLabelText(T.motivo)).toHaveProperty('value', 'Motivo');
  });

  it('an event already cancelled shows the refund states and no form', async () => {
    fakeNetwork({ 'GET /Evento/GetReembolsos': () => json(200, DESPUES) });
    renderApp('/cancelar-evento/12', makeUser([2]));
    expect(await screen.findByText(CANCEL_MSG.noCancelable)).toBeTruthy();
    expect(screen.queryByLabelText(T.motivo)).toBeNull();
    expect(screen.getByText(T.estadoReembolso.fallido)).toBeTruthy();
  });
});
