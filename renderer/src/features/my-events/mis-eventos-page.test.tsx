// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MY_EVENTS_TEXT as T } from '@shared/texts/organiser';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../test/antd-select';
import { makeEvento } from '../../test/discovery-fixtures';
import { fakeNetwork, json, makeUser, renderApp } from '../../test/render-app';

const fecha = (idFecha: number, inicio: string, fin: string) => ({
  idFecha,
  inicio,
  fin,
  inicioVenta: inicio,
  finVenta: inicio,
  estado: 1,
  altaDemanda: false,
  entradas: [],
});

/** The caller's own event (makeUser's id is 7). */
const mio = (overrides: Parameters<typeof makeEvento>[0]) =>
  makeEvento({ usuario: 7, ...overrides });

const EVENTOS = [
  mio({
    idEvento: 1,
    nombre: 'En Venta Fest',
    estado: 2,
    fechas: [
      fecha(10, '2030-07-13T02:00:00.000Z', '2030-07-13T10:00:00.000Z'),
      fecha(11, '2030-07-14T02:30:00.000Z', '2030-07-14T09:00:00.000Z'),
    ],
  }),
  mio({
    idEvento: 2,
    nombre: 'Pendiente',
    estado: 0,
    imagen: null,
    fechas: [fecha(20, '2030-01-01T03:00:00.000Z', '2030-01-01T08:00:00.000Z')],
  }),
  mio({
    idEvento: 3,
    nombre: 'Aprobada',
    estado: 1,
    fechas: [fecha(30, '2030-02-01T03:00:00.000Z', '2030-02-01T08:00:00.000Z')],
  }),
  mio({
    idEvento: 4,
    nombre: 'Terminada',
    estado: 4,
    fechas: [fecha(40, '2029-02-01T03:00:00.000Z', '2029-02-01T08:00:00.000Z')],
  }),
  mio({
    idEvento: 5,
    nombre: 'Cerrada',
    estado: 3,
    fechas: [fecha(50, '2029-03-01T03:00:00.000Z', '2029-03-01T08:00:00.000Z')],
  }),
  mio({
    idEvento: 6,
    nombre: 'Borrada',
    estado: 5,
    fechas: [fecha(60, '2029-04-01T03:00:00.000Z', '2029-04-01T08:00:00.000Z')],
  }),
];

function network() {
  return fakeNetwork({
    'GET /Evento/GetEventos': () =>
      json(200, { eventos: EVENTOS, total: EVENTOS.length, page: 1, pageSize: 100 }),
  });
}

const card = (nombre: string) => screen.getByRole('article', { name: nombre });
const buttons = (nombre: string) =>
  within(card(nombre))
    .queryAllByRole('link')
    .map((l) => [l.textContent, l.getAttribute('href')]);
const titles = () =>
  screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('/mis-eventos-creados', () => {
  it("shows only the caller's events with status, image, dates and the status buttons", async () => {
    const { calls } = network();
    renderApp('/mis-eventos-creados', makeUser([0, 2]));
    expect(await screen.findByRole('heading', { level: 1, name: T.titulo })).toBeTruthy();
    await screen.findByRole('article', { name: 'En Venta Fest' });
    const url = new URL(calls.find((r) => r.url.includes('/Evento/GetEventos'))!.url);
    expect(url.searchParams.get('IdUsuario')).toBe('7');

    const venta = card('En Venta Fest');
    expect(within(venta).getByText('En venta').className).toContain('estado-2');
    expect(within(venta).getByRole('img', { name: T.imagenAlt('En Venta Fest') })).toBeTruthy();
    expect(
      within(venta)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Viernes, 12 de julio · 23:00 – 07:00', 'Sábado, 13 de julio · 23:30 – 06:00']);
    expect(within(card('Pendiente')).getByText(T.sinImagen)).toBeTruthy();

    expect(buttons('En Venta Fest')).toEqual([
      ['Entradas vendidas', '/entradas-vendidas/1'],
      ['Modificar', '/modificar-evento/1'],
      ['Cancelar evento', '/cancelar-evento/1'],
    ]);
    expect(buttons('Pendiente')).toEqual([
      ['Modificar', '/modificar-evento/2'],
      ['Cancelar evento', '/cancelar-evento/2'],
    ]);
    expect(buttons('Aprobada').map((b) => b[0])).toEqual(['Modificar', 'Cancelar evento']);
    expect(buttons('Terminada')).toEqual([['Entradas vendidas', '/entradas-vendidas/4']]);
    expect(buttons('Cerrada')).toEqual([['Entradas vendidas', '/entradas-vendidas/5']]);
    // Cancelled: still reachable, with its refunds and settlement (cancelled-events.test.tsx).
    expect(buttons('Borrada')).toEqual([
      ['Ver reembolsos', '/cancelar-evento/6'],
      ['Liquidación', '/liquidacion/6'],
      ['Entradas vendidas', '/entradas-vendidas/6'],
    ]);
  });

  it('sorts, filters by status and searches by name', async () => {
    network();
    renderApp('/mis-eventos-creados', makeUser([2]));
    await screen.findByRole('article', { name: 'En Venta Fest' });
    expect(titles()).toEqual([
      'Terminada',
      'Cerrada',
      'Borrada',
      'Pendiente',
      'Aprobada',
      'En Venta Fest',
    ]);
    await chooseOption(T.orden, T.ordenDesc);
    await waitFor(() => expect(titles()[0]).toBe('En Venta Fest'));
    await chooseOption(T.estado, 'Por Aprobar');
    await waitFor(() => expect(titles()).toEqual(['Pendiente']));
    await chooseOption(T.estado, T.todos);
    fireEvent.change(screen.getByPlaceholderText(T.buscar), { target: { value: 'ADA' } });
    await waitFor(() => expect(titles()).toEqual(['Aprobada', 'Borrada', 'Cerrada', 'Terminada']));
    fireEvent.change(screen.getByLabelText(T.buscar), { target: { value: 'nada así' } });
    expect(await screen.findByText(T.sinResultados)).toBeTruthy();
  });

  it('a productora’s event run by another owner offers its sales and Modificar, not Cancelar evento (the owner’s)', async () => {
    const ajeno = makeEvento({
      idEvento: 8,
      nombre: 'De la productora',
      estado: 2,
      usuario: 9,
    });
    fakeNetwork({
      'GET /Evento/GetEventos': () =>
        json(200, { eventos: [ajeno], total: 1, page: 1, pageSize: 100 }),
    });
    renderApp('/mis-eventos-creados', makeUser([0, 2]));
    await screen.findByRole('article', { name: 'De la productora' });
    expect(buttons('De la productora')).toEqual([
      ['Entradas vendidas', '/entradas-vendidas/8'],
      ['Modificar', '/modificar-evento/8'],
    ]);
  });

  it('cancel carries the event name; a role-0 user is sent home', async () => {
    network();
    const { router } = renderApp('/mis-eventos-creados', makeUser([2]));
    await screen.findByRole('article', { name: 'Pendiente' });
    await userEvent.click(within(card('Pendiente')).getByRole('link', { name: 'Cancelar evento' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cancelar-evento/2'));
    expect(router.state.location.state).toEqual({ nombre: 'Pendiente' });

    const other = renderApp('/mis-eventos-creados', makeUser([0]));
    await waitFor(() => expect(other.router.state.location.pathname).toBe('/'));
  });
});
