// Runs in Chromium: a screen test (vitest.config.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DOOR_MSG,
  type ConflictoPuerta,
  type IngresosEvento,
  type InvitacionPuerta,
  type PersonalPuerta,
} from '@shared/api/door';
import { DOOR_ADMIN_TEXT as T } from '@shared/texts/door';
import { describe, expect, it } from 'vitest';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';
import { formatDia, formatFechaCorta } from '../../ui/format';

const INICIO = '2030-07-13T02:00:00.000Z';

const ingresos = (ingresados: number, abierta = true): IngresosEvento => ({
  idEvento: 12,
  nombre: 'Noche Ácida',
  servidorAt: '2030-07-13T03:00:00.000Z',
  fechas: [
    {
      idFecha: 30,
      nroFecha: 1,
      inicio: INICIO,
      fin: '2030-07-13T09:00:00.000Z',
      abierta,
      ingresados,
      vendidos: 3,
      porPuerta: ingresados ? [{ puerta: 'Puerta 1', ingresados }] : [],
      porTipo: [{ cdTipo: 0, dsTipo: 'General', ingresados, vendidos: 3 }],
    },
  ],
});

const persona = (over: Partial<PersonalPuerta>): PersonalPuerta => ({
  idUsuario: 7,
  correo: 'puerta@pulso.test',
  nombre: 'Rocío Díaz',
  agregadoAt: '2030-07-01T12:00:00.000Z',
  ...over,
});

const invitacion = (over: Partial<InvitacionPuerta>): InvitacionPuerta => ({
  idInvitacion: 41,
  correo: 'nueva@pulso.test',
  invitadaAt: '2030-07-02T12:00:00.000Z',
  venceAt: '2030-07-09T12:00:00.000Z',
  ...over,
});

const CONFLICTO: ConflictoPuerta = {
  tid: '6b1f0c6e-3f5a-4c1d-9a53-0c8f5d7f2a11',
  titular: 'Sol Gómez',
  dsTipo: 'General',
  idFecha: 30,
  nroFecha: 1,
  primero: { at: '2030-07-13T02:41:00.000Z', puerta: 'Puerta 2' },
  segundo: { at: '2030-07-13T02:44:00.000Z', puerta: 'VIP' },
};

function door(over: Record<string, (r: Request) => Response | Promise<Response>> = {}) {
  return fakeNetwork({
    'GET /Puerta/Ingresos': () => json(200, ingresos(1)),
    'GET /Puerta/Personal': () => json(200, { personal: [], invitaciones: [] }),
    'GET /Puerta/Conflictos': () => json(200, { conflictos: [] }),
    ...over,
  });
}

const dayCard = () => screen.findByRole('region', { name: T.dia(1, formatDia(INICIO)) });

describe('/puerta-evento/{idEvento}', () => {
  it('shows per day ingresados / vendidas, per door and per type, and follows them while the door is open', async () => {
    let served = 0;
    const { calls } = door({
      'GET /Puerta/Ingresos': () => json(200, ingresos(served++ === 0 ? 1 : 2)),
    });
    renderApp('/puerta-evento/12', makeUser([0, 2]));
    expect(
      await screen.findByRole('heading', { level: 1, name: T.titulo('Noche Ácida') }),
    ).toBeTruthy();
    const card = await dayCard();
    expect(within(card).getByText(T.ingresadosDe(1, 3))).toBeTruthy();
    const porPuerta = within(card).getByRole('table', { name: T.porPuerta });
    expect(within(porPuerta).getByRole('row', { name: 'Puerta 1 1' })).toBeTruthy();
    const porTipo = within(card).getByRole('table', { name: T.porTipo });
    expect(within(porTipo).getByRole('row', { name: 'General 1 3' })).toBeTruthy();
    expect(screen.getByText(T.actualizadoEnVivo)).toBeTruthy();
    // The next poll brings the second person in.
    expect(await within(card).findByText(T.ingresadosDe(2, 3), {}, { timeout: 6000 })).toBeTruthy();
    const asked = calls.filter((c) => new URL(c.url).pathname.endsWith('/Puerta/Ingresos'));
    expect(new URL(asked[0]!.url).searchParams.get('IdEvento')).toBe('12');
    expect(screen.getByRole('link', { name: T.abrirPuerta }).getAttribute('href')).toBe('/puerta/');
  }, 10_000);

  it('does not poll a closed door', async () => {
    const { calls } = door({ 'GET /Puerta/Ingresos': () => json(200, ingresos(0, false)) });
    renderApp('/puerta-evento/12', makeUser([0, 2]));
    const card = await dayCard();
    expect(within(card).getByText(T.cerrada)).toBeTruthy();
    expect(within(card).getByText(T.sinIngresos)).toBeTruthy();
    await new Promise((r) => setTimeout(r, 3500));
    const asked = calls.filter((c) => new URL(c.url).pathname.endsWith('/Puerta/Ingresos'));
    expect(asked).toHaveLength(1);
  }, 10_000);

  it('invites by e-mail, shows a refusal, and checks the e-mail first', async () => {
    const sent: unknown[] = [];
    const { calls } = door({
      'POST /Puerta/Personal': async (r) => {
        const body = (await r.json()) as { correo: string };
        sent.push(body);
        if (body.correo === 'repetida@pulso.test') return problem(409, DOOR_MSG.yaInvitado);
        return json(201, { invitacion: invitacion({ correo: body.correo }) });
      },
    });
    const user = userEvent.setup();
    renderApp('/puerta-evento/12', makeUser([0, 2]));
    const field = await screen.findByLabelText(T.staffCorreo);
    expect(await screen.findByText(T.staffVacio)).toBeTruthy();
    const add = screen.getByRole('button', { name: T.staffAgregar });

    await user.type(field, 'no-es-un-correo');
    await user.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe(DOOR_MSG.correoInvalido);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(field);
    await user.type(field, 'Puerta@Pulso.test');
    await user.click(add);
    expect((await screen.findByRole('status')).textContent).toBe(
      T.staffInvitacionEnviada('puerta@pulso.test'),
    );
    expect(sent[0]).toEqual({ idEvento: 12, correo: 'puerta@pulso.test' });

    await user.type(field, 'repetida@pulso.test');
    await user.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe(DOOR_MSG.yaInvitado);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lists staff and pending invitations; removes someone and withdraws an invitation after confirming', async () => {
    const personal = [persona({})];
    const invitaciones = [invitacion({})];
    const { calls } = door({
      'GET /Puerta/Personal': () => json(200, { personal, invitaciones }),
      'DELETE /Puerta/Personal': () => {
        personal.shift();
        return new Response(null, { status: 204 });
      },
      'DELETE /Puerta/Invitacion': () => {
        invitaciones.shift();
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderApp('/puerta-evento/12', makeUser([0, 2]));
    const list = await screen.findByRole('list', { name: T.staffLista });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByText('nueva@pulso.test')).toBeTruthy();
    expect(within(items[1]!).getByText(T.staffInvitado)).toBeTruthy();
    expect(within(items[0]!).queryByText(T.staffInvitado)).toBeNull();

    await user.click(screen.getByRole('button', { name: `${T.staffQuitar} puerta@pulso.test` }));
    const confirm = screen.getByRole('alertdialog', {
      name: T.staffQuitarConfirmar('puerta@pulso.test'),
    });
    await user.click(within(confirm).getByRole('button', { name: T.staffCancelar }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: `${T.staffQuitar} puerta@pulso.test` }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: T.staffQuitar }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    const del = new URL(calls.find((c) => c.method === 'DELETE')!.url).searchParams;
    expect([del.get('IdEvento'), del.get('IdUsuario')]).toEqual(['12', '7']);

    await user.click(screen.getByRole('button', { name: `${T.staffRetirar} nueva@pulso.test` }));
    await user.click(
      within(
        screen.getByRole('alertdialog', { name: T.staffRetirarConfirmar('nueva@pulso.test') }),
      ).getByRole('button', { name: T.staffRetirar }),
    );
    expect(await screen.findByText(T.staffVacio)).toBeTruthy();
    const retirada = calls.find((c) => new URL(c.url).pathname.endsWith('/Puerta/Invitacion'));
    const params = new URL(retirada!.url).searchParams;
    expect([retirada!.method, params.get('IdEvento'), params.get('IdInvitacion')]).toEqual([
      'DELETE',
      '12',
      '41',
    ]);
  });

  it('shows the tickets two offline doors let in, or says there were none', async () => {
    door({ 'GET /Puerta/Conflictos': () => json(200, { conflictos: [CONFLICTO] }) });
    renderApp('/puerta-evento/12', makeUser([0, 2]));
    const region = await screen.findByRole('region', { name: T.conflictosTitulo });
    const row = within(region).getByRole('row', { name: /Sol Gómez/ });
    expect(Array.from(row.querySelectorAll('th, td'), (c) => c.textContent)).toEqual([
      'Sol Gómez · General',
      `${formatFechaCorta(CONFLICTO.primero.at)} · Puerta 2`,
      `${formatFechaCorta(CONFLICTO.segundo.at)} · VIP`,
    ]);
  });

  it("says so for someone else's event", async () => {
    door({ 'GET /Puerta/Ingresos': () => problem(404, 'No se encontró el evento') });
    renderApp('/puerta-evento/99', makeUser([0, 2]));
    expect(await screen.findByText(T.noEncontrado)).toBeTruthy();
  });
});
