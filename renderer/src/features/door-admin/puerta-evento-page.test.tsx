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
import { DOOR_LIVE_INTERVAL_MS } from '@shared/domain/door';
import { DOOR_ADMIN_TEXT as T } from '@shared/texts/door';
import {
  BOLETERIA_MSG,
  type CajaResumen,
  type PreciosPuertaDia,
  type TipoPuerta,
} from '@shared/api/boleteria';
import { BOLETERIA_TEXT as B, MEDIO_PUERTA_TEXT } from '@shared/texts/boleteria';
import { describe, expect, it } from 'vitest';
import { page as browser } from 'vitest/browser';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';
import { formatDia, formatFechaCorta, formatPesos } from '../../ui/format';

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

const cells = (row: HTMLElement) =>
  Array.from(row.querySelectorAll('th, td'), (c) => c.textContent);

const tipo = (over: Partial<TipoPuerta>): TipoPuerta => ({
  idEntrada: 101,
  cdTipo: 0,
  dsTipo: 'General',
  precioPuerta: null,
  disponibles: 50,
  ...over,
});

const PRECIOS: PreciosPuertaDia[] = [
  {
    idFecha: 30,
    nroFecha: 1,
    inicio: INICIO,
    tipos: [
      tipo({ precioPuerta: 12000 }),
      tipo({ idEntrada: 102, cdTipo: 2, dsTipo: 'VIP', precioPuerta: null }),
    ],
  },
];

const caja = (over: Partial<CajaResumen>): CajaResumen => ({
  idCaja: 1,
  idFecha: 30,
  dispositivo: 'Celu de Rocío',
  abiertaAt: '2030-07-13T01:10:00.000Z',
  cerradaAt: '2030-07-13T07:30:00.000Z',
  cupos: [],
  ventas: {
    efectivo: { entradas: 2, monto: 24000 },
    transferencia: { entradas: 1, monto: 12000 },
    mercadopago: { entradas: 1, monto: 12000 },
  },
  efectivoEsperado: 24000,
  efectivoContado: 23000,
  diferencia: -1000,
  nota: 'Faltó cambio',
  devueltos: 0,
  vendedor: 'Rocío Díaz',
  fecha: { nroFecha: 1, inicio: INICIO },
  ...over,
});

describe('/puerta-evento/{idEvento}: Boletería (docs/decisions/0094-box-office.md)', () => {
  const preciosDelDia = () => screen.findByRole('group', { name: T.dia(1, formatDia(INICIO)) });

  it('shows each type of the day with its door price (empty: not sold at the door) and saves them', async () => {
    const sent: unknown[] = [];
    const { calls } = door({
      'GET /Boleteria/Precios': () => json(200, PRECIOS),
      'PUT /Boleteria/Precios': async (r) => {
        const body = (await r.json()) as { precios: Array<{ precioPuerta: number | null }> };
        sent.push(body);
        return json(200, [
          tipo({ precioPuerta: body.precios[0]!.precioPuerta }),
          tipo({ idEntrada: 102, cdTipo: 2, dsTipo: 'VIP', precioPuerta: 25000 }),
        ]);
      },
    });
    const user = userEvent.setup();
    renderApp('/puerta-evento/12', makeUser([0, 2]));
    const region = await screen.findByRole('region', { name: B.titulo });
    expect(within(region).getByRole('heading', { name: B.precioPuertaEtiqueta })).toBeTruthy();
    const dia = await preciosDelDia();
    const general = within(dia).getByLabelText('General');
    const vip = within(dia).getByLabelText('VIP');
    expect((general as HTMLInputElement).value).toBe('12.000');
    expect((vip as HTMLInputElement).value).toBe('');
    // The help says what an empty price means, for every field.
    expect(general.getAttribute('aria-describedby')).toBe(screen.getByText(B.precioPuertaAyuda).id);
    const asked = calls.find((c) => new URL(c.url).pathname.endsWith('/Boleteria/Precios'));
    expect(new URL(asked!.url).searchParams.get('IdEvento')).toBe('12');

    // A price that is not whole pesos is refused before anything is sent.
    await user.type(vip, '25,5');
    await user.click(within(region).getByRole('button', { name: B.preciosGuardar }));
    expect((await within(region).findByRole('alert')).textContent).toBe(BOLETERIA_MSG.precioPuerta);
    expect(vip.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);

    await user.clear(vip);
    await user.type(vip, '25.000');
    await user.clear(general);
    await user.click(within(region).getByRole('button', { name: B.preciosGuardar }));
    expect((await within(region).findByRole('status')).textContent).toBe(B.preciosGuardados);
    expect(sent).toEqual([
      {
        idFecha: 30,
        precios: [
          { idEntrada: 101, precioPuerta: null },
          { idEntrada: 102, precioPuerta: 25000 },
        ],
      },
    ]);
    expect(within(region).queryByRole('alert')).toBeNull();
    // The form shows what the server kept.
    expect((within(dia).getByLabelText('General') as HTMLInputElement).value).toBe('');
    expect((within(dia).getByLabelText('VIP') as HTMLInputElement).value).toBe('25.000');
  });

  it("shows the server's refusal of a price", async () => {
    door({
      'GET /Boleteria/Precios': () => json(200, PRECIOS),
      'PUT /Boleteria/Precios': () => problem(404, BOLETERIA_MSG.tipoNoEnPuerta),
    });
    const user = userEvent.setup();
    renderApp('/puerta-evento/12', makeUser([0, 2]));
    const dia = await preciosDelDia();
    await user.click(within(dia.closest('form')!).getByRole('button', { name: B.preciosGuardar }));
    expect((await within(dia.closest('form')!).findByRole('alert')).textContent).toBe(
      BOLETERIA_MSG.tipoNoEnPuerta,
    );
    expect(screen.queryByText(B.preciosGuardados)).toBeNull();
  });

  it('lists each caja: seller, device, shift, sales by how they were paid, the cash counted and its difference marked', async () => {
    const { calls } = door({
      'GET /Boleteria/Cajas': () =>
        json(200, [
          caja({}),
          caja({
            idCaja: 2,
            dispositivo: 'Tablet',
            vendedor: 'Sol Gómez',
            cerradaAt: null,
            ventas: {
              efectivo: { entradas: 1, monto: 12000 },
              transferencia: { entradas: 0, monto: 0 },
              mercadopago: { entradas: 0, monto: 0 },
            },
            efectivoEsperado: 12000,
            efectivoContado: null,
            diferencia: null,
            nota: null,
          }),
          caja({
            idCaja: 3,
            dispositivo: 'Celu 2',
            vendedor: 'Juan Paz',
            efectivoContado: 24000,
            diferencia: 0,
            nota: null,
          }),
        ]),
    });
    renderApp('/puerta-evento/12', makeUser([0, 2]));
    const table = within(await screen.findByRole('region', { name: B.cajasTitulo })).getByRole(
      'table',
    );
    const rows = within(table).getAllByRole('row');
    expect(rows.map(cells)).toEqual([
      [
        B.vendedor,
        B.dispositivo,
        B.turno,
        B.entradas,
        MEDIO_PUERTA_TEXT.efectivo,
        MEDIO_PUERTA_TEXT.transferencia,
        MEDIO_PUERTA_TEXT.mercadopago,
        B.esperado,
        B.contado,
        B.diferencia,
        B.notaCaja,
      ],
      [
        'Rocío Díaz',
        'Celu de Rocío',
        '22:10 – 04:30',
        '4',
        formatPesos(24000),
        formatPesos(12000),
        formatPesos(12000),
        formatPesos(24000),
        formatPesos(23000),
        formatPesos(-1000),
        'Faltó cambio',
      ],
      [
        'Sol Gómez',
        'Tablet',
        '22:10 – Abierta',
        '1',
        formatPesos(12000),
        formatPesos(0),
        formatPesos(0),
        formatPesos(12000),
        B.sinCierre,
        B.sinCierre,
        '',
      ],
      [
        'Juan Paz',
        'Celu 2',
        '22:10 – 04:30',
        '4',
        formatPesos(24000),
        formatPesos(12000),
        formatPesos(12000),
        formatPesos(24000),
        formatPesos(24000),
        formatPesos(0),
        '',
      ],
    ]);
    // Only a difference that is not zero is marked.
    expect(rows[1]!.querySelector('mark')?.textContent).toBe(formatPesos(-1000));
    expect(rows[3]!.querySelector('mark')).toBeNull();
    const asked = calls.find((c) => new URL(c.url).pathname.endsWith('/Boleteria/Cajas'));
    expect(new URL(asked!.url).searchParams.get('IdEvento')).toBe('12');
  });

  it('names the day of each caja when they are of several days', async () => {
    const SEGUNDA = '2030-07-14T02:00:00.000Z';
    door({
      'GET /Boleteria/Cajas': () =>
        json(200, [
          caja({}),
          caja({ idCaja: 2, idFecha: 31, fecha: { nroFecha: 2, inicio: SEGUNDA } }),
        ]),
    });
    renderApp('/puerta-evento/12', makeUser([0, 2]));
    const table = within(await screen.findByRole('region', { name: B.cajasTitulo })).getByRole(
      'table',
    );
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => cells(r).slice(0, 2))).toEqual([
      [B.vendedor, B.dia],
      ['Rocío Díaz', formatDia(INICIO)],
      ['Rocío Díaz', formatDia(SEGUNDA)],
    ]);
  });

  it('says when no caja sold at the door yet', async () => {
    door({ 'GET /Boleteria/Cajas': () => json(200, []) });
    renderApp('/puerta-evento/12', makeUser([0, 2]));
    expect(await screen.findByText(B.cajasVacio)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: B.cajasTitulo })).toBeTruthy();
    expect(screen.queryByRole('region', { name: B.cajasTitulo })).toBeNull();
  });

  it('fits a phone 390 px wide: the price fields wrap, only the cajas table scrolls sideways, in its own box', async () => {
    await browser.viewport(390, 844);
    try {
      door({
        'GET /Boleteria/Precios': () => json(200, PRECIOS),
        'GET /Boleteria/Cajas': () => json(200, [caja({})]),
      });
      renderApp('/puerta-evento/12', makeUser([0, 2]));
      const cajas = await screen.findByRole('region', { name: B.cajasTitulo });
      await preciosDelDia();
      const page = document.querySelector('section.page')!;
      expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
      const boleteria = screen.getByRole('region', { name: B.titulo });
      for (const el of boleteria.querySelectorAll('h3, legend, label, input, button'))
        expect(el.getBoundingClientRect().right, el.outerHTML).toBeLessThanOrEqual(390);
      // The table is wider than the phone: its box scrolls, and the keyboard can reach it.
      expect(cajas.getBoundingClientRect().right).toBeLessThanOrEqual(390);
      expect(cajas.scrollWidth).toBeGreaterThan(cajas.clientWidth);
      expect(cajas.tabIndex).toBe(0);
    } finally {
      await browser.viewport(1024, 768);
    }
  });

  it('shows no door prices to who does not edit the event, nor the cajas to who does not read sales, and stops asking', async () => {
    const asked = { precios: 0, cajas: 0 };
    door({
      'GET /Boleteria/Precios': () => {
        asked.precios += 1;
        return problem(403, 'No tenés permiso.');
      },
      'GET /Boleteria/Cajas': () => {
        asked.cajas += 1;
        return problem(403, 'No tenés permiso.');
      },
    });
    renderApp('/puerta-evento/12', makeUser([0, 2]));
    await dayCard();
    await waitFor(() => expect(asked).toEqual({ precios: 1, cajas: 1 }));
    // The door is open: its numbers are polled, the refused cajas are not.
    await new Promise((resolve) => setTimeout(resolve, DOOR_LIVE_INTERVAL_MS + 500));
    expect(asked).toEqual({ precios: 1, cajas: 1 });
    expect(screen.getByText(T.actualizadoEnVivo)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: B.precioPuertaEtiqueta })).toBeNull();
    expect(screen.queryByRole('heading', { name: B.cajasTitulo })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  }, 10_000);
});
