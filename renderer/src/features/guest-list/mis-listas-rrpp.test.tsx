// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  LISTA_MSG,
  type AgregarInvitadosRrppPayload,
  type InvitadoView,
  type MiListaRrpp,
} from '@shared/api/guest-list';
import { LISTA_TEXT, RRPP_LISTA_TEXT as T } from '@shared/texts/guest-list';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers';
import { createAppStore } from '../../app/store';
import { setPlatform } from '../../platform';
import { writeStoredUser, writeWebToken } from '../../platform/local-store';
import { createWebPlatform } from '../../platform/web';
import { dialogWith, visibleDialogWith } from '../../test/dialogs';
import { TEST_API, fakeNetwork, json, makeUser, problem } from '../../test/render-app';
import { formatPesos } from '../../ui/format';
import { invitado as guest, onPhone, posts } from './guest-list-test-fixtures';
import { MisListasRrpp } from './mis-listas-rrpp';

/** A guest of Valentina's list. */
const invitado = (overrides: Partial<InvitadoView>) =>
  guest({ rrpp: 'Valentina Ríos', ...overrides });

// Friday 12 July 2030, 23:00 in Buenos Aires.
const LISTA: MiListaRrpp = {
  idLista: 1,
  idEvento: 12,
  evento: 'Noche Ácida',
  idFecha: 30,
  inicio: '2030-07-13T02:00:00.000Z',
  idUsuario: 7,
  rrpp: 'Valentina Ríos',
  idEntrada: 300,
  dsTipo: 'General',
  cupo: 4,
  usados: 2,
  ingresaron: 1,
  modalidad: 'descuento',
  precioPuerta: 3000,
  hasta: '01:30',
  invitados: [
    invitado({}),
    // 00:41 of that night
    invitado({
      idInvitado: 2,
      nombre: 'Bruno Díaz',
      email: 'bruno@correo.com',
      ingresoAt: '2030-07-13T03:41:00.000Z',
    }),
    invitado({ idInvitado: 3, nombre: 'Carla Paz', email: 'carla@correo.com', anulado: true }),
  ],
};

/** The RRPP's lists behind the fake network, filled and emptied as the server does. */
function network(initial: MiListaRrpp[] = [LISTA]) {
  let listas = initial.map((l) => ({ ...l, invitados: [...l.invitados] }));
  let next = 10;
  return fakeNetwork({
    'GET /Lista/MisListas': () => json(200, listas),
    'POST /Lista/Rrpp/AgregarInvitados': async (req) => {
      const body = (await req.clone().json()) as AgregarInvitadosRrppPayload;
      const lista = listas.find((l) => l.idEvento === body.idEvento && l.idFecha === body.idFecha);
      if (!lista) return problem(404, LISTA_MSG.sinListaRrpp);
      if (lista.usados + body.invitados.length > lista.cupo)
        return problem(409, LISTA_MSG.cupoLleno(lista.cupo, lista.cupo - lista.usados));
      const added = body.invitados.map((n) =>
        invitado({ ...n, idInvitado: next++, modalidad: 'descuento', precioPuerta: 3000 }),
      );
      listas = listas.map((l) =>
        l === lista
          ? { ...l, usados: l.usados + added.length, invitados: [...l.invitados, ...added] }
          : l,
      );
      return json(201, added);
    },
    'POST /Lista/Rrpp/QuitarInvitado': async (req) => {
      const { idInvitado } = (await req.clone().json()) as { idInvitado: number };
      listas = listas.map((l) => ({
        ...l,
        usados: l.usados - 1,
        invitados: l.invitados.map((g) =>
          g.idInvitado === idInvitado ? { ...g, anulado: true } : g,
        ),
      }));
      return json(
        200,
        listas.flatMap((l) => l.invitados).find((g) => g.idInvitado === idInvitado),
      );
    },
  });
}

function show(props: { ocultarSiVacio?: boolean } = {}) {
  setPlatform(createWebPlatform(TEST_API));
  const user = makeUser([0], 'Valentina Ríos');
  writeStoredUser(user);
  writeWebToken('test-token');
  return render(
    <Providers store={createAppStore(user)}>
      <MisListasRrpp {...props} />
    </Providers>,
  );
}

const card = () => screen.getByRole('article', { name: 'Noche Ácida' });
/** Each guest's line as read: name, e-mail, state (and the button). */
const guests = () =>
  Array.from(
    within(card())
      .getByRole('list', { name: T.invitadosDe('Noche Ácida', 'Viernes, 12 de julio') })
      .querySelectorAll(':scope > li'),
    (li) => Array.from(li.querySelectorAll('strong, span, button'), (el) => el.textContent),
  );
const alertText = () => card().querySelector('[role="alert"]')?.textContent ?? null;
const paste = (text: string) =>
  fireEvent.change(within(card()).getByLabelText(T.sumar), { target: { value: text } });

describe('MisListasRrpp', () => {
  it("shows each list's event, day, places, terms and guests", async () => {
    network();
    show();
    expect(await screen.findByRole('heading', { level: 2, name: T.misListas })).toBeTruthy();
    const c = await screen.findByRole('article', { name: 'Noche Ácida' });
    expect(within(c).getByText('Viernes, 12 de julio')).toBeTruthy();
    expect(within(c).getByText('2 de 4 lugares · quedan 2')).toBeTruthy();
    expect(
      Array.from(c.querySelectorAll('p'), (p) => p.textContent).find((t) =>
        t?.startsWith('Entran como'),
      ),
    ).toBe(
      `Entran como General · Lista con descuento: pagan ${formatPesos(3000)} en la puerta, hasta las 01:30`,
    );
    expect(guests()).toEqual([
      ['Ana Núñez', 'ana@correo.com', LISTA_TEXT.sinIngresar, T.quitar],
      ['Bruno Díaz', 'bruno@correo.com', 'Entró a las 00:41'],
      ['Carla Paz', 'carla@correo.com', LISTA_TEXT.quitado],
    ]);
  });

  it('adds pasted guests to the list', async () => {
    const { calls } = network();
    show();
    await screen.findByRole('article', { name: 'Noche Ácida' });
    paste('Juana Pérez, Juana@X.com\nmal');
    expect(within(card()).getByText(LISTA_TEXT.vistaPrevia(1))).toBeTruthy();
    fireEvent.click(within(card()).getByText(T.agregar));
    expect(alertText()).toBe(LISTA_MSG.correoInvalido(2));
    expect(posts(calls, '/Lista/Rrpp/AgregarInvitados')).toHaveLength(0);

    paste('Juana Pérez, Juana@X.com\n\nLeo Díaz; leo@x.com');
    fireEvent.click(within(card()).getByText(T.agregar));
    expect(await within(card()).findByText(LISTA_TEXT.agregados(2))).toBeTruthy();
    expect(await posts(calls, '/Lista/Rrpp/AgregarInvitados')[0]!.json()).toEqual({
      idEvento: 12,
      idFecha: 30,
      invitados: [
        { nombre: 'Juana Pérez', email: 'juana@x.com' },
        { nombre: 'Leo Díaz', email: 'leo@x.com' },
      ],
    });
    await waitFor(() => expect(guests()).toHaveLength(5));
    expect(guests()[3]).toEqual(['Juana Pérez', 'juana@x.com', LISTA_TEXT.sinIngresar, T.quitar]);
    expect(within(card()).getByText('4 de 4 lugares · lista completa')).toBeTruthy();
    expect(within(card()).getByLabelText(T.sumar)).toHaveProperty('value', '');
  });

  it("shows the server's refusal when the list has no room, keeping what was typed", async () => {
    const { calls } = network();
    show();
    await screen.findByRole('article', { name: 'Noche Ácida' });
    const text = 'Juana Pérez, juana@x.com\nLeo Díaz, leo@x.com\nMía Sosa, mia@x.com';
    paste(text);
    fireEvent.click(within(card()).getByText(T.agregar));
    await waitFor(() => expect(alertText()).toBe(LISTA_MSG.cupoLleno(4, 2)));
    expect(alertText()).toBe('Tu lista de ese día tiene 4 lugares y quedan 2.');
    expect(posts(calls, '/Lista/Rrpp/AgregarInvitados')).toHaveLength(1);
    expect(within(card()).getByLabelText(T.sumar)).toHaveProperty('value', text);
  });

  it('withdraws a guest not yet in after confirming', async () => {
    const { calls } = network();
    show();
    await screen.findByRole('article', { name: 'Noche Ácida' });
    // Cancelling sends nothing.
    fireEvent.click(screen.getByRole('button', { name: T.quitarInvitado('Ana Núñez') }));
    let dialog = await dialogWith(T.quitarConfirmar('Ana Núñez'));
    fireEvent.click(within(dialog).getByRole('button', { name: LISTA_TEXT.cancelar }));
    await waitFor(() => expect(visibleDialogWith(T.quitarConfirmar('Ana Núñez'))).toBeUndefined());
    expect(posts(calls, '/Lista/Rrpp/QuitarInvitado')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: T.quitarInvitado('Ana Núñez') }));
    dialog = await dialogWith(T.quitarConfirmar('Ana Núñez'));
    fireEvent.click(within(dialog).getByRole('button', { name: T.quitar }));
    expect(await screen.findByText(T.quitadoAviso('Ana Núñez'))).toBeTruthy();
    expect(await posts(calls, '/Lista/Rrpp/QuitarInvitado')[0]!.json()).toEqual({ idInvitado: 1 });
    await waitFor(() =>
      expect(guests()[0]).toEqual(['Ana Núñez', 'ana@correo.com', LISTA_TEXT.quitado]),
    );
    expect(within(card()).getByText('1 de 4 lugares · quedan 3')).toBeTruthy();
  });

  it('says there are no lists yet, or shows nothing when asked to', async () => {
    network([]);
    const { unmount } = show();
    expect(await screen.findByText(T.sinListas)).toBeTruthy();
    unmount();

    const { calls } = network([]);
    const { container } = show({ ocultarSiVacio: true });
    await waitFor(() => expect(calls.some((c) => c.url.includes('/Lista/MisListas'))).toBe(true));
    // Answered: still nothing.
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });

  it('fits a phone 390 px wide without sideways scrolling', async () => {
    await onPhone();
    network();
    show();
    await screen.findByRole('article', { name: 'Noche Ácida' });
    paste('Juana Pérez, juana@x.com\nmal');
    const seccion = screen.getByRole('region', { name: T.misListas });
    expect(seccion.scrollWidth).toBeLessThanOrEqual(seccion.clientWidth);
    expect(seccion.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    for (const el of card().querySelectorAll('textarea, button, li, p'))
      expect(el.getBoundingClientRect().right, el.outerHTML).toBeLessThanOrEqual(390);
  });
});
