// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FiestaView } from '@shared/api/organiser';
import { PARTIES_TEXT as T } from '@shared/texts/organiser';
import { FIESTA_MSG } from '@shared/validation/evento';
import { describe, expect, it } from 'vitest';
import { FIESTAS } from '../../test/organiser-fixtures';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';

/** A tiny party store behind the fake network. */
function network(options: { conflictOnCreate?: boolean } = {}) {
  let fiestas: FiestaView[] = FIESTAS.map((f) => ({ ...f }));
  let next = 10;
  const created: string[] = [];
  const net = fakeNetwork({
    'GET /Fiesta/GetFiestas': () => json(200, { fiestas }),
    'POST /Fiesta/CrearFiesta': async (req) => {
      if (options.conflictOnCreate) return problem(409, FIESTA_MSG.duplicada);
      const { nombre } = (await req.json()) as { nombre: string };
      created.push(nombre);
      fiestas = [...fiestas, { idFiesta: next++, dsNombre: nombre, isActivo: true, idUsuario: 7 }];
      return json(201, { idFiesta: next - 1 });
    },
    'PUT /Fiesta/UpdateFiesta': async (req) => {
      const { idFiesta, nombre } = (await req.json()) as { idFiesta: number; nombre: string };
      fiestas = fiestas.map((f) => (f.idFiesta === idFiesta ? { ...f, dsNombre: nombre } : f));
      return json(200, { idFiesta });
    },
    'DELETE /Fiesta/DeleteFiesta': (req) => {
      const id = Number(new URL(req.url).searchParams.get('id'));
      fiestas = fiestas.map((f) => (f.idFiesta === id ? { ...f, isActivo: false } : f));
      return new Response(null, { status: 204 });
    },
  });
  return { ...net, created };
}

const rows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

async function open() {
  renderApp('/mis-fiestas-recurrentes', makeUser([2]));
  await screen.findByRole('heading', { level: 1, name: T.titulo });
  await screen.findByRole('cell', { name: 'Noche Ácida' });
}

const add = async (nombre: string) => {
  fireEvent.change(screen.getByLabelText(T.nombre), { target: { value: nombre } });
  await userEvent.click(screen.getByRole('button', { name: T.agregar }));
};

describe('/mis-fiestas-recurrentes', () => {
  it('lists only the active parties by name, each with its ratings link', async () => {
    network();
    await open();
    expect(screen.getByText(T.explicacion)).toBeTruthy();
    expect(rows()).toEqual(['club sur', 'Noche Ácida']);
    expect(
      screen.getByRole('link', { name: `${T.verResenias} de Noche Ácida` }).getAttribute('href'),
    ).toBe('/resenias-de-la-fiesta?idFiesta=4');
  });

  it('adds a trimmed name; refuses empty names and case-insensitive duplicates', async () => {
    const { calls, created } = network();
    await open();
    await add('   ');
    expect(await screen.findByText(FIESTA_MSG.nombre)).toBeTruthy();
    await add('  CLUB SUR ');
    expect(await screen.findByText(FIESTA_MSG.duplicada)).toBeTruthy();
    expect(calls.some((r) => r.method === 'POST')).toBe(false);
    await add('  Amanecer  ');
    await waitFor(() => expect(rows()).toEqual(['Amanecer', 'club sur', 'Noche Ácida']));
    expect(created).toEqual(['Amanecer']);
  });

  it("shows the server's 409 text", async () => {
    network({ conflictOnCreate: true });
    await open();
    await add('Otra');
    expect(await screen.findByText(FIESTA_MSG.duplicada)).toBeTruthy();
  });

  it('edits inline (non-empty, not a duplicate) and deletes after confirming', async () => {
    network();
    await open();
    await userEvent.click(screen.getByRole('button', { name: T.editarDe('club sur') }));
    const edit = screen.getByLabelText(T.editarNombre('club sur'));
    fireEvent.change(edit, { target: { value: ' ' } });
    await userEvent.click(screen.getByRole('button', { name: T.guardar }));
    expect(await screen.findByText(FIESTA_MSG.nombre)).toBeTruthy();
    fireEvent.change(edit, { target: { value: 'noche ácida' } });
    await userEvent.click(screen.getByRole('button', { name: T.guardar }));
    expect(await screen.findByText(FIESTA_MSG.duplicada)).toBeTruthy();
    fireEvent.change(edit, { target: { value: 'Club Sur Norte' } });
    await userEvent.click(screen.getByRole('button', { name: T.guardar }));
    await waitFor(() => expect(rows()).toEqual(['Club Sur Norte', 'Noche Ácida']));

    await userEvent.click(screen.getByRole('button', { name: T.eliminarDe('Noche Ácida') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(T.confirmarEliminar)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: T.eliminar }));
    await waitFor(() => expect(rows()).toEqual(['Club Sur Norte']));
  });
});
