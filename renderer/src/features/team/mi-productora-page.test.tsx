// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  ActividadEquipo,
  CambiarMiembro,
  Equipo,
  InvitacionEquipo,
  InvitarEquipo,
  Miembro,
  ProductoraMia,
} from '@shared/api/productoras';
import { EQUIPO_MSG } from '@shared/texts/equipo';
import { EQUIPO_TEXT as T } from '@shared/texts/equipo-pantalla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page as browser } from 'vitest/browser';
import { chooseOption } from '../../test/antd-select';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';

const SUBSUELO: ProductoraMia = { idProductora: 3, nombre: 'Subsuelo Producciones', rol: 'duenio' };

const miembro = (o: Partial<Miembro>): Miembro => ({
  idUsuario: 7,
  nombre: 'Lucía Pérez',
  correo: 'lucia@example.com',
  rol: 'duenio',
  verLiquidacion: false,
  ...o,
});

const MIEMBROS: Miembro[] = [
  miembro({}),
  miembro({ idUsuario: 8, nombre: 'Mateo Sosa', correo: 'mateo@correo.com', rol: 'productor' }),
  miembro({ idUsuario: 9, nombre: 'Ana Núñez', correo: 'ana@correo.com', rol: 'rrpp' }),
];

const PENDIENTE: InvitacionEquipo = {
  idInvitacion: 1,
  correo: 'barra@correo.com',
  rol: 'boleteria',
  // 15:30 in Buenos Aires
  vence: '2030-12-07T18:30:00.000Z',
};

const ACTIVIDAD: ActividadEquipo[] = [
  {
    at: '2030-07-02T01:15:00.000Z',
    accion: 'codigo_creado',
    entidad: 'evento',
    idEntidad: 12,
    detalle: { codigo: 'PULSO20', tipo: 'porcentaje', valor: 20 },
    idUsuario: 8,
    quien: 'Mateo Sosa',
  },
  {
    at: '2030-07-01T15:00:00.000Z',
    accion: 'equipo_invitacion',
    entidad: 'productora',
    idEntidad: 3,
    detalle: { correo: 'barra@correo.com', rol: 'boleteria' },
    idUsuario: 7,
    quien: 'Lucía Pérez',
  },
];

/** A small team behind the fake network, changing as the server does. */
function network(o: { mias?: ProductoraMia[]; rol?: Miembro['rol'] } = {}) {
  let mias = o.mias ?? [SUBSUELO];
  let miembros = MIEMBROS.map((m) => (m.idUsuario === 7 && o.rol ? { ...m, rol: o.rol } : m));
  let invitaciones = [PENDIENTE];
  let next = 10;
  const equipo = (idProductora: number): Equipo => {
    const p = mias.find((x) => x.idProductora === idProductora)!;
    return {
      productora: p,
      miembros: idProductora === SUBSUELO.idProductora ? miembros : [miembros[0]!],
      invitaciones: p.rol === 'duenio' ? invitaciones : [],
    };
  };
  const id = (req: Request) => Number(new URL(req.url).searchParams.get('IdProductora'));
  return fakeNetwork({
    'GET /Productora/Mias': () => json(200, mias),
    'GET /Productora/Equipo': (req) => json(200, equipo(id(req))),
    'GET /Productora/Actividad': (req) =>
      equipo(id(req)).productora.rol === 'duenio'
        ? json(200, ACTIVIDAD)
        : problem(403, EQUIPO_MSG.soloDuenio),
    'GET /Evento/GetEventos': () =>
      json(200, { eventos: [{ idEvento: 12, nombre: 'Acid Night' }], total: 1 }),
    'POST /Productora/Crear': async (req) => {
      const { nombre } = (await req.clone().json()) as { nombre: string };
      if (nombre.toLowerCase() === 'subsuelo producciones')
        return problem(409, EQUIPO_MSG.nombreRepetido);
      const nueva: ProductoraMia = { idProductora: next++, nombre, rol: 'duenio' };
      mias = [...mias, nueva];
      return json(201, nueva);
    },
    'POST /Productora/Invitar': async (req) => {
      const body = (await req.clone().json()) as InvitarEquipo;
      if (invitaciones.some((i) => i.correo === body.correo))
        return problem(409, EQUIPO_MSG.yaInvitado);
      const nueva = { ...PENDIENTE, idInvitacion: next++, correo: body.correo, rol: body.rol };
      invitaciones = [...invitaciones, nueva];
      return json(201, nueva);
    },
    'POST /Productora/Miembro': async (req) => {
      const body = (await req.clone().json()) as CambiarMiembro;
      const antes = miembros.find((m) => m.idUsuario === body.idUsuario)!;
      const duenios = miembros.filter((m) => m.rol === 'duenio').length;
      if (antes.rol === 'duenio' && body.rol !== 'duenio' && duenios === 1)
        return problem(409, EQUIPO_MSG.ultimoDuenio);
      const cambiado = { ...antes, rol: body.rol, verLiquidacion: body.verLiquidacion };
      miembros = miembros.map((m) => (m.idUsuario === body.idUsuario ? cambiado : m));
      return json(200, cambiado);
    },
  });
}

const cells = (row: Element) => Array.from(row.querySelectorAll('th, td'), (c) => c.textContent);
/** The members' table as text (plain selectors: role queries are slow with antd's table). */
const rows = () =>
  Array.from(document.querySelectorAll('.team-section .ant-table tr:not([aria-hidden])'), cells);
const posts = (calls: Request[], path: string) =>
  calls.filter((r) => r.method === 'POST' && r.url.includes(path));
/** What the role select of a member shows. */
const rolDe = (nombre: string) =>
  screen.getByRole('combobox', { name: T.rolDe(nombre) }).closest('.ant-select')?.textContent;
const liquidacion = (nombre: string) =>
  screen.getByRole('switch', { name: T.verLiquidacionDe(nombre) }) as HTMLButtonElement;
const section = (titulo: string) =>
  screen.getByRole('heading', { level: 2, name: titulo }).closest('section')!;

async function open(user = makeUser([0, 2])) {
  const view = renderApp('/productora', user);
  expect(await screen.findByRole('heading', { level: 1, name: T.titulo })).toBeTruthy();
  return view;
}

afterEach(async () => {
  await browser.viewport(1024, 768);
});

describe('/productora', () => {
  it('without a productora: the form creates one, with the server’s refusal beside the name', async () => {
    const { calls } = network({ mias: [] });
    await open();
    expect(await screen.findByRole('heading', { level: 2, name: T.crearTitulo })).toBeTruthy();
    const nombre = screen.getByLabelText(T.nombre);

    fireEvent.click(screen.getByRole('button', { name: T.crear }));
    expect(await screen.findByText(EQUIPO_MSG.nombreFalta)).toBeTruthy();
    expect(nombre.getAttribute('aria-invalid')).toBe('true');
    expect(posts(calls, '/Productora/Crear')).toHaveLength(0);

    fireEvent.change(nombre, { target: { value: 'Subsuelo Producciones' } });
    fireEvent.click(screen.getByRole('button', { name: T.crear }));
    expect(await screen.findByText(EQUIPO_MSG.nombreRepetido)).toBeTruthy();

    fireEvent.change(nombre, { target: { value: '  Noche Larga  ' } });
    fireEvent.click(screen.getByRole('button', { name: T.crear }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Noche Larga' })).toBeTruthy();
    expect(screen.getByText(T.tuRol('duenio'))).toBeTruthy();
    expect(await posts(calls, '/Productora/Crear')[1]!.json()).toEqual({ nombre: 'Noche Larga' });
    expect(screen.queryByRole('heading', { name: T.crearTitulo })).toBeNull();
  });

  it('a dueño sees the team with its controls, the pending invitations and the activity', async () => {
    network();
    await open();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Subsuelo Producciones' }),
    ).toBeTruthy();
    expect(screen.getByText(T.tuRol('duenio'))).toBeTruthy();
    expect(rows()).toEqual([
      [T.columnas.nombre, T.columnas.correo, T.columnas.rol, T.columnas.liquidacion],
      ['Lucía Pérez', 'lucia@example.com', 'Dueño', ''],
      ['Mateo Sosa', 'mateo@correo.com', 'Productor', ''],
      ['Ana Núñez', 'ana@correo.com', 'RRPP', ''],
    ]);
    expect(rolDe('Mateo Sosa')).toBe('Productor');
    // A dueño always sees the settlement; a productor when allowed; an RRPP never.
    expect(liquidacion('Lucía Pérez').getAttribute('aria-checked')).toBe('true');
    expect(liquidacion('Lucía Pérez').disabled).toBe(true);
    expect(liquidacion('Mateo Sosa').getAttribute('aria-checked')).toBe('false');
    expect(liquidacion('Mateo Sosa').disabled).toBe(false);
    expect(liquidacion('Ana Núñez').disabled).toBe(true);

    const pendientes = section(T.pendientesTitulo);
    expect(within(pendientes).getByRole('listitem').textContent).toBe(
      `barra@correo.comBoletería${T.vence('7 de diciembre de 2030, 15:30')}`,
    );
    const actividad = section(T.actividadTitulo);
    await waitFor(() =>
      expect(
        within(actividad)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'Mateo Sosa creó el código PULSO20 en «Acid Night».01/07/2030 22:15',
        'Lucía Pérez invitó a barra@correo.com como Boletería.01/07/2030 12:00',
      ]),
    );
  });

  it('invites by e-mail: the success message, and the invitation among the pending', async () => {
    const { calls } = network();
    await open();
    const invitar = await waitFor(() => section(T.invitarTitulo));
    const correo = within(invitar).getByLabelText(T.correo);

    fireEvent.change(correo, { target: { value: 'no-es-un-correo' } });
    fireEvent.click(within(invitar).getByRole('button', { name: T.invitar }));
    expect(await within(invitar).findByText(EQUIPO_MSG.correoInvalido)).toBeTruthy();

    fireEvent.change(correo, { target: { value: 'Barra@Correo.com' } });
    fireEvent.click(within(invitar).getByRole('button', { name: T.invitar }));
    expect(await within(invitar).findByText(EQUIPO_MSG.yaInvitado)).toBeTruthy();

    fireEvent.change(correo, { target: { value: ' Nuevo@Correo.com ' } });
    await chooseOption(T.rol, 'Analista');
    fireEvent.click(within(invitar).getByRole('button', { name: T.invitar }));
    expect(
      await within(invitar).findByText(T.invitado('nuevo@correo.com', 'analista')),
    ).toBeTruthy();
    expect(correo).toHaveProperty('value', '');
    expect(await posts(calls, '/Productora/Invitar')[1]!.json()).toEqual({
      idProductora: 3,
      correo: 'nuevo@correo.com',
      rol: 'analista',
    });
    const pendientes = section(T.pendientesTitulo);
    await waitFor(() => expect(within(pendientes).getAllByRole('listitem')).toHaveLength(2));
    expect(within(pendientes).getByText('nuevo@correo.com')).toBeTruthy();
  });

  it('a role change the server refuses: its reason under the member, the role as it was', async () => {
    const { calls } = network();
    await open();
    await screen.findByRole('combobox', { name: T.rolDe('Lucía Pérez') });
    await chooseOption(T.rolDe('Lucía Pérez'), 'Productor');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(EQUIPO_MSG.ultimoDuenio);
    expect(await posts(calls, '/Productora/Miembro')[0]!.json()).toEqual({
      idProductora: 3,
      idUsuario: 7,
      rol: 'productor',
      verLiquidacion: false,
    });
    await waitFor(() => expect(rolDe('Lucía Pérez')).toBe('Dueño'));
    expect(
      screen
        .getByRole('combobox', { name: T.rolDe('Lucía Pérez') })
        .getAttribute('aria-describedby'),
    ).toBe(alert.id);
  });

  it('a dueño lets a productor see the settlement, and changes a role', async () => {
    const { calls } = network();
    await open();
    await screen.findByRole('switch', { name: T.verLiquidacionDe('Mateo Sosa') });
    fireEvent.click(liquidacion('Mateo Sosa'));
    expect(await screen.findByText(T.guardado('Mateo Sosa'))).toBeTruthy();
    expect(liquidacion('Mateo Sosa').getAttribute('aria-checked')).toBe('true');
    expect(await posts(calls, '/Productora/Miembro')[0]!.json()).toEqual({
      idProductora: 3,
      idUsuario: 8,
      rol: 'productor',
      verLiquidacion: true,
    });

    await chooseOption(T.rolDe('Ana Núñez'), 'Analista');
    expect(await screen.findByText(T.guardado('Ana Núñez'))).toBeTruthy();
    expect(rolDe('Ana Núñez')).toBe('Analista');
    // An analista's switch now means something.
    expect(liquidacion('Ana Núñez').disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a member who is not a dueño reads the team: no controls, invitations or activity', async () => {
    const { calls } = network({ mias: [{ ...SUBSUELO, rol: 'productor' }], rol: 'productor' });
    await open();
    expect(await screen.findByText(T.tuRol('productor'))).toBeTruthy();
    expect(rows()).toEqual([
      [T.columnas.nombre, T.columnas.correo, T.columnas.rol, T.columnas.liquidacion],
      ['Lucía Pérez', 'lucia@example.com', 'Productor', T.no],
      ['Mateo Sosa', 'mateo@correo.com', 'Productor', T.no],
      ['Ana Núñez', 'ana@correo.com', 'RRPP', T.no],
    ]);
    expect(screen.getByText(T.soloLectura)).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('heading', { name: T.invitarTitulo })).toBeNull();
    expect(screen.queryByRole('heading', { name: T.pendientesTitulo })).toBeNull();
    expect(screen.queryByRole('heading', { name: T.actividadTitulo })).toBeNull();
    expect(calls.some((r) => r.url.includes('/Productora/Actividad'))).toBe(false);
  });

  it('with several productoras, a selector says which one shows', async () => {
    network({ mias: [SUBSUELO, { idProductora: 4, nombre: 'Noche Larga', rol: 'analista' }] });
    await open();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Subsuelo Producciones' }),
    ).toBeTruthy();
    await chooseOption(T.elegir, 'Noche Larga');
    expect(await screen.findByRole('heading', { level: 2, name: 'Noche Larga' })).toBeTruthy();
    expect(await screen.findByText(T.tuRol('analista'))).toBeTruthy();
    expect(screen.getByText(T.soloLectura)).toBeTruthy();
  });

  it('says so when the productoras cannot be read, and tries again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fallar = true;
    fakeNetwork({
      'GET /Productora/Mias': () =>
        fallar ? problem(500, 'Error interno del servidor.') : json(200, []),
    });
    await open();
    const retry = await screen.findByRole('button', { name: T.reintentar });
    expect(logged).toHaveBeenCalled();
    fallar = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 2, name: T.crearTitulo })).toBeTruthy();
  });

  it('fits a phone 390 px wide: one card per member, its controls named, no sideways scroll', async () => {
    await browser.viewport(390, 844);
    const { calls } = network();
    await open();
    const equipo = await screen.findByRole('list', { name: T.equipoTabla });
    const cards = within(equipo).getAllByRole('listitem');
    expect(cards.map((c) => c.querySelector('strong')?.textContent)).toEqual([
      'Lucía Pérez',
      'Mateo Sosa',
      'Ana Núñez',
    ]);
    const mateo = cards[1]!;
    expect(within(mateo).getByText('mateo@correo.com')).toBeTruthy();
    const rol = within(mateo).getByRole('combobox', { name: T.rolDe('Mateo Sosa') });
    expect(rol.closest('.ant-select')?.textContent).toBe('Productor');
    expect(within(mateo).getByText(T.verLiquidacion)).toBeTruthy();
    fireEvent.click(within(mateo).getByRole('switch', { name: T.verLiquidacionDe('Mateo Sosa') }));
    expect(await screen.findByText(T.guardado('Mateo Sosa'))).toBeTruthy();
    expect(await posts(calls, '/Productora/Miembro')[0]!.json()).toMatchObject({
      idUsuario: 8,
      verLiquidacion: true,
    });
    await screen.findByRole('heading', { level: 2, name: T.actividadTitulo });
    const page = document.querySelector('section.page')!;
    expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    for (const el of page.querySelectorAll('input, button, h2, li'))
      expect(el.getBoundingClientRect().right, el.outerHTML).toBeLessThanOrEqual(390);
  });
});
