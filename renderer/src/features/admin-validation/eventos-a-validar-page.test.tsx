// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventoAValidar } from '@shared/api/admin';
import { EVENTS_TO_VALIDATE_TEXT as T } from '@shared/texts/admin-validation';
import { VALIDATION_MSG } from '@shared/validation/admin';
import { describe, expect, it } from 'vitest';
import { makeEvento } from '../../test/discovery-fixtures';
import { fakeNetwork, json, makeUser, renderApp } from '../../test/render-app';

const owner = (nombre: string, apellido: string, correo: string, idUsuario = 3) => ({
  idUsuario,
  nombre,
  apellido,
  correo,
  telefono: '1155550000',
});

/** Three pending events in the server's order (first start date ascending). */
const EVENTOS: EventoAValidar[] = [
  {
    ...makeEvento({ idEvento: 21, nombre: 'Noche Ácida', estado: 0, cdEstado: 0 }),
    owner: owner('Martín', 'Gómez', 'martin@example.com'),
  },
  {
    ...makeEvento({ idEvento: 22, nombre: 'Amanecer Techno', estado: 0, cdEstado: 0 }),
    owner: owner('Lucía', 'Pérez', 'lu.perez@example.com', 4),
  },
  {
    ...makeEvento({ idEvento: 23, nombre: 'Club Sur', estado: 0, cdEstado: 0, imagen: null }),
    owner: owner('Ana', 'Suárez', 'ana@example.com', 5),
  },
];

const cards = () =>
  within(screen.getByRole('list', { name: T.titulo }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

async function open(eventos: EventoAValidar[] = EVENTOS) {
  fakeNetwork({ 'GET /Evento/GetEventosAValidar': () => json(200, { eventos }) });
  const view = renderApp('/eventosavalidar', makeUser([1]));
  await screen.findByRole('heading', { level: 1, name: T.titulo });
  return view;
}

const search = (text: string) =>
  fireEvent.change(screen.getByLabelText(T.buscar), { target: { value: text } });

describe('/eventosavalidar', () => {
  it('keeps the server order and shows date and owner on each card', async () => {
    await open();
    await waitFor(() => expect(cards()).toEqual(['Noche Ácida', 'Amanecer Techno', 'Club Sur']));
    expect(screen.getByText(T.organizador('Martín Gómez'))).toBeTruthy();
    expect(screen.getAllByRole('button', { name: T.verificar })).toHaveLength(3);
  });

  it("searches by event name or the owner's name, surname or mail, ignoring case and accents", async () => {
    await open();
    await waitFor(() => expect(cards()).toHaveLength(3));
    search('acida');
    expect(cards()).toEqual(['Noche Ácida']);
    search('LU.PEREZ@EXAMPLE');
    expect(cards()).toEqual(['Amanecer Techno']);
    search('suarez');
    expect(cards()).toEqual(['Club Sur']);
    search('martin gomez');
    expect(cards()).toEqual(['Noche Ácida']);
    search('lucia');
    expect(cards()).toEqual(['Amanecer Techno']);
    search('nadie coincide');
    expect(screen.getByText(VALIDATION_MSG.busquedaVacia)).toBeTruthy();
    expect(screen.queryByRole('list', { name: T.titulo })).toBeNull();
    search('');
    expect(cards()).toHaveLength(3);
  });

  it('says so when nothing is pending', async () => {
    await open([]);
    expect(await screen.findByText(T.vacio)).toBeTruthy();
    expect(screen.queryByText(VALIDATION_MSG.busquedaVacia)).toBeNull();
  });

  it("'Verificar' opens the event's validation detail", async () => {
    const { router } = await open();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const card = screen.getByRole('article', { name: 'Amanecer Techno' });
    await userEvent.click(within(card).getByRole('button', { name: T.verificar }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/eventoavalidar/22'));
  });

  it('sends non-administrators home', async () => {
    const { router } = renderApp('/eventosavalidar', makeUser([0, 2]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
