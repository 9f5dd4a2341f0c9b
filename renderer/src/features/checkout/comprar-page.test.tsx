// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDEN_MSG, type OrdenView } from '@shared/api/checkout';
import { CODIGO_MSG, type CodigoAplicable } from '@shared/api/codigos';
import type { EventoView } from '@shared/api/discovery';
import type { UsuarioView } from '@shared/api/usuario';
import type { ComprarState } from '@shared/domain/purchase';
import { CHECKOUT_TEXT as T } from '@shared/texts/checkout';
import { CHECKOUT_MSG } from '@shared/validation/checkout';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESAFIO_MSG } from '@shared/texts/desafio';
import { desafioOf } from '../../test/desafio-fixtures';
import { dialogWith, visibleDialogWith } from '../../test/dialogs';
import { makeEvento } from '../../test/discovery-fixtures';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';
import { formatPesos } from '../../ui/format';
import { openPaymentPage } from '../../ui/payment-page';
import { keepRrppLink } from '../../lib/rrpp-link';

vi.mock('../../ui/payment-page', () => ({ openPaymentPage: vi.fn(async () => 'same-tab') }));

const STATE: ComprarState<EventoView> = {
  evento: makeEvento(),
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
    {
      dia: 'Viernes, 12 de julio',
      tipo: 'VIP',
      precio: 30000,
      cantidad: 1,
      itemSubtotal: 30000,
      idFecha: 30,
      cdTipo: 2,
    },
  ],
  subtotal: 60000,
  serviceFee: 6000,
  total: 66000,
};

const CAPITAL = { nombre: 'Ciudad Autónoma de Buenos Aires', codigo: '02' };
const NADA = { nombre: '', codigo: '' };

function perfil(overrides: Partial<UsuarioView> = {}): UsuarioView {
  return {
    idUsuario: 7,
    nombre: 'Lucía',
    apellido: 'Pérez',
    correo: 'lucia@example.com',
    cbu: '',
    aliasCbu: '',
    banco: '',
    cuit: '',
    dni: '',
    telefono: '',
    nombreFantasia: '',
    bio: 'Bio',
    dtNacimiento: null,
    domicilio: {
      direccion: '',
      latitud: 0,
      longitud: 0,
      provincia: NADA,
      municipio: NADA,
      localidad: NADA,
    },
    socials: { idSocial: 1, mdInstagram: '', mdSpotify: '', mdSoundcloud: '' },
    roles: [{ cdRol: 0, dsRol: 'Usuario' }],
    ...overrides,
  };
}

const COMPLETO = perfil({
  dni: '30123456',
  telefono: '1122334455',
  dtNacimiento: '1990-05-04',
  domicilio: {
    direccion: 'Av. Rivadavia 100',
    latitud: -34.6,
    longitud: -58.4,
    provincia: CAPITAL,
    municipio: CAPITAL,
    localidad: CAPITAL,
  },
});

function orden(overrides: Partial<OrdenView> = {}): OrdenView {
  const createdAt = new Date();
  return {
    idOrden: 55,
    numero: null,
    idEvento: 12,
    evento: 'Noche Ácida',
    estado: 'pendiente',
    provider: 'sandbox',
    items: [
      {
        idItem: 1,
        idFecha: 30,
        dia: '2030-07-13T02:00:00.000Z',
        cdTipo: 0,
        dsTipo: 'General',
        precioUnitario: 15000,
        cantidad: 2,
        itemSubtotal: 30000,
      },
      {
        idItem: 2,
        idFecha: 30,
        dia: '2030-07-13T02:00:00.000Z',
        cdTipo: 2,
        dsTipo: 'VIP',
        precioUnitario: 30000,
        cantidad: 1,
        itemSubtotal: 30000,
      },
    ],
    subtotal: 60000,
    descuento: 0,
    codigo: null,
    cargoServicio: 7000,
    total: 67000,
    holdExpiresAt: new Date(createdAt.getTime() + 10 * 60_000).toISOString(),
    redirectUrl: 'http://localhost/api/v1/Pagos/Sandbox/pref-1',
    createdAt: createdAt.toISOString(),
    paidAt: null,
    tickets: [],
    reembolso: null,
    ...overrides,
  };
}

function network(
  usuario: UsuarioView,
  routes: Parameters<typeof fakeNetwork>[0] = {},
  serviceFeeRate = 0.15,
) {
  return fakeNetwork({
    'GET /Usuario/GetUsuario': () => json(200, { usuarios: [usuario] }),
    'GET /Config': () => json(200, { google: null, mapsApiKey: null, serviceFeeRate }),
    'GET /Geo/provincias': () => json(200, [{ id: '02', nombre: CAPITAL.nombre }]),
    // No pending purchase of the event unless a test says otherwise (issue 15).
    'GET /Orden/GetOrdenPendiente': () => json(200, { orden: null }),
    ...routes,
  });
}

const open = () => renderApp({ pathname: '/comprar', state: STATE }, makeUser([0]));
const field = (label: string) => screen.getByLabelText(label);
const comprar = () => userEvent.click(screen.getByRole('button', { name: T.comprar }));
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const sent = (calls: Request[], method: string, path: string) =>
  calls.filter((r) => r.method === method && r.url.includes(path));

async function fillValid() {
  fireEvent.change(field(T.telefono), { target: { value: '1144556677' } });
  fireEvent.change(field(T.numeroId), { target: { value: '30123456' } });
  fireEvent.change(field(T.dtNacimiento), { target: { value: '04/05/1990' } });
  await userEvent.click(screen.getByRole('checkbox', { name: T.aceptaTerminos }));
}

beforeEach(() => {
  vi.mocked(openPaymentPage).mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('/comprar', () => {
  it('shows a card per item and the figures at the server fee rate', async () => {
    network(COMPLETO);
    open();
    const card = await screen.findByRole('article', { name: 'Noche Ácida, 2 x General' });
    expect(within(card).getByText('Viernes, 12 de julio')).toBeTruthy();
    expect(within(card).getByText('$ 15.000')).toBeTruthy();
    expect(within(card).getByText('$ 30.000')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Noche Ácida, 1 x VIP' })).toBeTruthy();
    // serviceFee(60000, 0.15) once GET /Config answered
    await waitFor(() => expect(screen.getByText('$ 9.000')).toBeTruthy());
    expect(screen.getByText('$ 69.000')).toBeTruthy();
    expect(screen.getByRole('img', { name: T.imagenAlt('Noche Ácida') })).toBeTruthy();
    // The terms open beside the checkout, which keeps the chosen tickets and the code.
    for (const [name, path] of [
      [T.terminos, '/terminos'],
      [T.privacidad, '/privacidad'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(new URL(link.getAttribute('href')!).pathname).toBe(path);
      expect(link.getAttribute('target')).toBe('_blank');
    }
    expect(screen.getByRole('link', { name: T.miPerfil }).getAttribute('href')).toBe('/miperfil');
  });

  it('without the event page state it goes home and says why', async () => {
    network(COMPLETO);
    const { router } = renderApp('/comprar', makeUser([0]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(T.sinCompra)).toBeTruthy();
  });

  it('locks what the profile holds and leaves the rest editable', async () => {
    network(COMPLETO);
    open();
    await screen.findByLabelText(T.telefono);
    for (const label of [T.nombre, T.apellido, T.email, T.telefono, T.numeroId, T.dtNacimiento]) {
      expect(field(label)).toHaveProperty('readOnly', true);
    }
    expect(field(T.direccion)).toHaveProperty('readOnly', true);
    expect(screen.getByRole('radio', { name: 'DNI' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Pasaporte' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('combobox', { name: 'Provincia' })).toHaveProperty('disabled', true);
    expect(field(T.telefono)).toHaveProperty('value', '1122334455');
    // Day/month/year on any browser language (issue 15).
    expect(field(T.dtNacimiento)).toHaveProperty('value', '04/05/1990');
  });

  it('opens what the profile holds but the checkout refuses, and saves the correction', async () => {
    const { calls } = network(
      perfil({ dni: '12', telefono: '1155554444', dtNacimiento: '2031-01-10' }),
      { 'PUT /Usuario/UpdateUsuario': () => json(200, { usuario: perfil() }) },
    );
    open();
    await screen.findByLabelText(T.telefono);
    // The valid stored phone stays locked; the refused document and date open, saying why.
    expect(field(T.telefono)).toHaveProperty('readOnly', true);
    expect(field(T.numeroId)).toHaveProperty('readOnly', false);
    expect(field(T.dtNacimiento)).toHaveProperty('readOnly', false);
    expect(screen.getByRole('radio', { name: 'Pasaporte' })).toHaveProperty('disabled', false);
    expect(screen.getByText(T.corregirDatos)).toBeTruthy();
    expect(alerts()).toEqual([CHECKOUT_MSG.dni, CHECKOUT_MSG.dtNacimientoInvalida]);
    expect(field(T.numeroId).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field(T.numeroId), { target: { value: '30123456' } });
    fireEvent.change(field(T.dtNacimiento), { target: { value: '04/05/1990' } });
    await userEvent.click(screen.getByRole('checkbox', { name: T.aceptaTerminos }));
    await comprar();
    await dialogWith(T.modalTexto);
    const [put] = sent(calls, 'PUT', '/Usuario/UpdateUsuario');
    expect(await put!.json()).toMatchObject({
      dni: '30123456',
      telefono: '1155554444',
      dtNacimiento: '1990-05-04',
    });
  });

  it('a stored value the server refuses opens for correction', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    network(COMPLETO, {
      'POST /Orden/CrearOrden': () =>
        problem(400, 'Datos inválidos.', { 'comprador.telefono': CHECKOUT_MSG.telefono }),
    });
    open();
    await screen.findByLabelText(T.telefono);
    expect(field(T.telefono)).toHaveProperty('readOnly', true);
    await userEvent.click(screen.getByRole('checkbox', { name: T.aceptaTerminos }));
    await comprar();
    await userEvent.click(
      within(await dialogWith(T.modalTexto)).getByRole('button', { name: T.ok }),
    );
    await waitFor(() => expect(field(T.telefono)).toHaveProperty('readOnly', false));
    expect(alerts()).toContain(CHECKOUT_MSG.telefono);
    expect(field(T.numeroId)).toHaveProperty('readOnly', true);
  });

  it('an empty profile leaves phone, document, birth date and address editable', async () => {
    network(perfil());
    open();
    await screen.findByLabelText(T.telefono);
    for (const label of [T.telefono, T.numeroId, T.dtNacimiento, T.direccion]) {
      expect(field(label)).toHaveProperty('readOnly', false);
    }
    expect(field(T.nombre)).toHaveProperty('readOnly', true);
    expect(field(T.email)).toHaveProperty('readOnly', true);
    expect(screen.getByRole('radio', { name: 'DNI' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Pasaporte' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('combobox', { name: 'Provincia' })).toHaveProperty('disabled', false);
  });

  it('shows every message under its field, in order, and sends nothing', async () => {
    const { calls } = network(perfil());
    open();
    await screen.findByLabelText(T.telefono);
    await comprar();
    expect(alerts()).toEqual([
      CHECKOUT_MSG.telefonoRequerido,
      CHECKOUT_MSG.numeroIdRequerido,
      CHECKOUT_MSG.dtNacimientoRequerida,
      CHECKOUT_MSG.terminos,
    ]);

    fireEvent.change(field(T.telefono), { target: { value: '11-2233' } });
    fireEvent.change(field(T.numeroId), { target: { value: '123456' } });
    const hace17 = new Date();
    hace17.setFullYear(hace17.getFullYear() - 17);
    fireEvent.change(field(T.dtNacimiento), {
      target: { value: hace17.toISOString().slice(0, 10).split('-').reverse().join('/') },
    });
    await comprar();
    expect(alerts()).toEqual([
      CHECKOUT_MSG.telefono,
      CHECKOUT_MSG.dni,
      CHECKOUT_MSG.edad,
      CHECKOUT_MSG.terminos,
    ]);
    expect(field(T.telefono).getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(screen.getByRole('radio', { name: 'Pasaporte' }));
    fireEvent.change(field(T.numeroId), { target: { value: 'AB-1' } });
    await comprar();
    expect(alerts()).toContain(CHECKOUT_MSG.pasaporte);

    expect(visibleDialogWith(T.modalTexto)).toBeUndefined();
    expect(sent(calls, 'PUT', '/Usuario/UpdateUsuario')).toHaveLength(0);
    expect(sent(calls, 'POST', '/Orden/CrearOrden')).toHaveLength(0);
  });

  it('a complete profile is not updated: the modal opens straight away', async () => {
    const { calls } = network(COMPLETO);
    open();
    await screen.findByLabelText(T.telefono);
    await userEvent.click(screen.getByRole('checkbox', { name: T.aceptaTerminos }));
    await comprar();
    const dialog = await dialogWith(T.modalTexto);
    expect(within(dialog).getByText(T.modalTitulo)).toBeTruthy();
    expect(sent(calls, 'PUT', '/Usuario/UpdateUsuario')).toHaveLength(0);
    expect(sent(calls, 'POST', '/Orden/CrearOrden')).toHaveLength(0);
  });

  it('fills the empty profile fields it was given; a failed update only logs', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = network(perfil({ telefono: '1199998888' }), {
      'PUT /Usuario/UpdateUsuario': () => problem(500, 'boom'),
    });
    open();
    await screen.findByLabelText(T.telefono);
    expect(field(T.telefono)).toHaveProperty('readOnly', true);
    fireEvent.change(field(T.numeroId), { target: { value: '30123456' } });
    fireEvent.change(field(T.dtNacimiento), { target: { value: '04/05/1990' } });
    fireEvent.change(field(T.direccion), { target: { value: 'Calle Falsa 123' } });
    await userEvent.click(screen.getByRole('checkbox', { name: T.aceptaTerminos }));
    await comprar();

    await dialogWith(T.modalTexto);
    const [put] = sent(calls, 'PUT', '/Usuario/UpdateUsuario');
    expect(await put!.json()).toEqual({
      idUsuario: 7,
      nombre: 'Lucía',
      apellido: 'Pérez',
      dni: '30123456',
      telefono: '1199998888',
      cbu: '',
      bio: 'Bio',
      dtNacimiento: '1990-05-04',
      domicilio: {
        direccion: 'Calle Falsa 123',
        latitud: 0,
        longitud: 0,
        provincia: NADA,
        municipio: NADA,
        localidad: NADA,
      },
    });
    expect(error).toHaveBeenCalledWith('No se pudo actualizar el perfil', expect.anything());
  });

  it('Ok creates the order with an Idempotency-Key that a retry reuses, then goes to pay', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { calls } = network(perfil(), {
      'PUT /Usuario/UpdateUsuario': () => json(200, { usuario: perfil() }),
      'POST /Orden/CrearOrden': () =>
        fail
          ? problem(409, 'No quedan suficientes entradas VIP para el Viernes, 12 de julio.')
          : json(201, orden()),
    });
    open();
    await screen.findByLabelText(T.telefono);
    await fillValid();
    await comprar();
    await userEvent.click(
      within(await dialogWith(T.modalTexto)).getByRole('button', { name: T.ok }),
    );

    // The server's refusal is shown and nothing the buyer typed is lost.
    expect(
      await screen.findByText('No quedan suficientes entradas VIP para el Viernes, 12 de julio.'),
    ).toBeTruthy();
    expect(field(T.telefono)).toHaveProperty('value', '1144556677');
    expect(openPaymentPage).not.toHaveBeenCalled();

    fail = false;
    await comprar();
    await userEvent.click(
      within(await dialogWith(T.modalTexto)).getByRole('button', { name: T.ok }),
    );
    expect(await screen.findByRole('timer')).toHaveProperty(
      'textContent',
      T.tiempoRestante('10:00'),
    );

    const posts = sent(calls, 'POST', '/Orden/CrearOrden');
    expect(posts).toHaveLength(2);
    const key = posts[0]!.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]!.headers.get('Idempotency-Key')).toBe(key);
    expect(await posts[1]!.json()).toEqual({
      idEvento: 12,
      items: [
        { idFecha: 30, cdTipo: 0, cantidad: 2 },
        { idFecha: 30, cdTipo: 2, cantidad: 1 },
      ],
      comprador: {
        nombre: 'Lucía',
        apellido: 'Pérez',
        telefono: '1144556677',
        tipoId: 'DNI',
        numeroId: '30123456',
        dtNacimiento: '1990-05-04',
      },
    });
    expect(openPaymentPage).toHaveBeenCalledWith('http://localhost/api/v1/Pagos/Sandbox/pref-1');
    // The server's figures replace the display ones.
    expect(screen.getByText('$ 7.000')).toBeTruthy();
    expect(screen.getByText('$ 67.000')).toBeTruthy();
    expect(screen.getByRole('link', { name: T.irAPagar }).getAttribute('href')).toBe(
      'http://localhost/api/v1/Pagos/Sandbox/pref-1',
    );
    expect(screen.queryByRole('button', { name: T.comprar })).toBeNull();
    expect(field(T.telefono)).toHaveProperty('readOnly', true);
  });

  it("a mesa's card says the tickets it gives and the price per mesa, before and after the order", async () => {
    // docs/decisions/0089-mesas-and-order-limits.md: one unit of "Mesa VIP x6" admits 6 people.
    const MESA = {
      dia: 'Viernes, 12 de julio',
      tipo: 'Mesa VIP x6',
      precio: 180000,
      cantidad: 2,
      itemSubtotal: 360000,
      idFecha: 30,
      cdTipo: 5,
      personas: 6,
    };
    const mesaOrden = orden({
      items: [
        orden().items[0]!,
        {
          idItem: 3,
          idFecha: 30,
          dia: '2030-07-13T02:00:00.000Z',
          cdTipo: 5,
          dsTipo: 'Mesa VIP x6',
          precioUnitario: 180000,
          cantidad: 2,
          itemSubtotal: 360000,
        },
      ],
      subtotal: 390000,
      cargoServicio: 58500,
      total: 448500,
    });
    network(COMPLETO, { 'POST /Orden/CrearOrden': () => json(201, mesaOrden) });
    renderApp(
      {
        pathname: '/comprar',
        state: {
          ...STATE,
          purchaseItems: [STATE.purchaseItems[0]!, MESA],
          subtotal: 390000,
          serviceFee: 58500,
          total: 448500,
        },
      },
      makeUser([0]),
    );
    const cards = async () => {
      const mesa = await screen.findByRole('article', {
        name: 'Noche Ácida, 2 x Mesa VIP x6 (12 entradas)',
      });
      expect(within(mesa).getByText('2 x Mesa VIP x6 (12 entradas)')).toBeTruthy();
      const figures = Array.from(mesa.querySelectorAll('dl > div'), (d) => d.textContent);
      expect(figures).toEqual([
        `${T.precioPorMesa}${formatPesos(180000)}`,
        `${T.itemSubtotal}${formatPesos(360000)}`,
      ]);
      // Other rows keep their line.
      const general = screen.getByRole('article', { name: 'Noche Ácida, 2 x General' });
      expect(within(general).getByText(T.precioUnitario)).toBeTruthy();
    };
    await cards();
    await waitFor(() => expect(screen.getByText('$ 448.500')).toBeTruthy());

    await screen.findByLabelText(T.telefono);
    await userEvent.click(screen.getByRole('checkbox', { name: T.aceptaTerminos }));
    await comprar();
    await userEvent.click(
      within(await dialogWith(T.modalTexto)).getByRole('button', { name: T.ok }),
    );
    await screen.findByRole('timer');
    // The order's own lines: still a mesa, and its figures add up to the order's.
    await cards();
    expect(screen.getByText('$ 448.500')).toBeTruthy();
  });

  it('changed data after a refusal is a new attempt with a new key', async () => {
    const { calls } = network(perfil(), {
      'PUT /Usuario/UpdateUsuario': () => json(200, { usuario: perfil() }),
      'POST /Orden/CrearOrden': () => problem(409, 'La venta está cerrada.'),
    });
    open();
    await screen.findByLabelText(T.telefono);
    await fillValid();
    await comprar();
    await userEvent.click(
      within(await dialogWith(T.modalTexto)).getByRole('button', { name: T.ok }),
    );
    await screen.findByText('La venta está cerrada.');
    fireEvent.change(field(T.telefono), { target: { value: '1144556600' } });
    await comprar();
    await userEvent.click(
      within(await dialogWith(T.modalTexto)).getByRole('button', { name: T.ok }),
    );
    await waitFor(() => expect(sent(calls, 'POST', '/Orden/CrearOrden')).toHaveLength(2));
    const [a, b] = sent(calls, 'POST', '/Orden/CrearOrden');
    expect(a!.headers.get('Idempotency-Key')).not.toBe(b!.headers.get('Idempotency-Key'));
  });
});

describe('/comprar with a pending purchase of the event (issue 15)', () => {
  /** The pending order with 4 min 30 s left, as the server answers it. */
  const pendiente = (overrides: Partial<OrdenView> = {}) => ({
    orden: { ...orden(overrides), restanteMs: 270_000 },
  });
  const panel = () => screen.getByRole('region', { name: T.pendienteTitulo });

  it('shows it instead of a new purchase: its tickets, total and countdown; continuing goes to its own payment page', async () => {
    const { calls } = network(COMPLETO, {
      'GET /Orden/GetOrdenPendiente': () => json(200, pendiente()),
    });
    open();
    await screen.findByRole('heading', { level: 2, name: T.pendienteTitulo });
    const items = within(panel()).getByRole('list', { name: T.pendienteItems });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `${T.cantidadTipo(2, 'General')} · Viernes, 12 de julio`,
      `${T.cantidadTipo(1, 'VIP')} · Viernes, 12 de julio`,
    ]);
    expect(within(panel()).getByText('$ 67.000')).toBeTruthy();
    expect(within(panel()).getByRole('timer').textContent).toBe(T.tiempoRestante('04:30'));
    // The same tickets as chosen now: nothing to explain, and no second purchase on offer.
    expect(screen.queryByText(T.pendienteOtras)).toBeNull();
    expect(screen.queryByRole('button', { name: T.comprar })).toBeNull();
    const asked = sent(calls, 'GET', '/Orden/GetOrdenPendiente');
    expect(new URL(asked[0]!.url).searchParams.get('idEvento')).toBe('12');

    await userEvent.click(screen.getByRole('button', { name: T.continuarPago }));
    expect(openPaymentPage).toHaveBeenCalledWith('http://localhost/api/v1/Pagos/Sandbox/pref-1');
    // Then the checkout follows that order, its countdown going on from where it was.
    expect((await screen.findByRole('timer')).textContent).toMatch(/^Tenés 04:[0-3]\d para/);
    expect(screen.getByRole('link', { name: T.irAPagar })).toBeTruthy();
    expect(sent(calls, 'POST', '/Orden/CrearOrden')).toHaveLength(0);
  });

  it('for other tickets it says to cancel first; cancelling lets it go and the new purchase opens', async () => {
    const other = orden({
      idOrden: 54,
      items: [{ ...orden().items[0]!, cantidad: 4, itemSubtotal: 60000 }],
    });
    let open_ = true;
    const { calls } = network(COMPLETO, {
      'GET /Orden/GetOrdenPendiente': () =>
        json(200, open_ ? { orden: { ...other, restanteMs: 60_000 } } : { orden: null }),
      'POST /Orden/CancelarPendiente': () => {
        open_ = false;
        return json(200, { ...other, estado: 'expirada', redirectUrl: null });
      },
    });
    open();
    expect(await screen.findByText(T.pendienteOtras)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: T.cancelarCompra }));

    expect(await screen.findByText(T.compraCancelada)).toBeTruthy();
    const [post] = sent(calls, 'POST', '/Orden/CancelarPendiente');
    expect(await post!.json()).toEqual({ idOrden: 54 });
    // The purchase chosen now, ready to buy.
    expect(await screen.findByRole('button', { name: T.comprar })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Noche Ácida, 1 x VIP' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: T.pendienteTitulo })).toBeNull();
  });

  it("a refused cancellation says why and keeps the order's buttons", async () => {
    network(COMPLETO, {
      'GET /Orden/GetOrdenPendiente': () => json(200, pendiente()),
      'POST /Orden/CancelarPendiente': () =>
        problem(409, 'Esa compra ya está pagada: no se puede cancelar.'),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: T.cancelarCompra }));
    expect(
      await within(panel()).findByText('Esa compra ya está pagada: no se puede cancelar.'),
    ).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: T.continuarPago })).toBeTruthy();
  });
});

describe('/comprar: discount code', () => {
  const PULSO20: CodigoAplicable = {
    codigo: 'PULSO20',
    tipo: 'porcentaje',
    valor: 20,
    tiposEntrada: [],
    ocultas: [],
  };
  const validar = (answer: (request: Request) => Response) => ({
    'GET /Codigo/Validar': answer,
  });
  /** The summary's figures, label and amount per line. */
  const totals = () =>
    Array.from(screen.getByLabelText(T.total).querySelectorAll('div'), (row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]);
  const sinDescuento = [
    [T.subtotal, formatPesos(60000)],
    [T.cargoServicio, formatPesos(9000)],
    [T.total, formatPesos(69000)],
  ];
  async function aplicar(texto: string) {
    fireEvent.change(field(CODIGO_MSG.campoCheckout), { target: { value: texto } });
    await userEvent.click(screen.getByRole('button', { name: CODIGO_MSG.aplicar }));
  }
  async function openReady() {
    open();
    // The fee rate of GET /Config is in.
    await waitFor(() => expect(totals()).toEqual(sinDescuento));
  }

  it('a valid code shows its discount line and the fee and total on what is left', async () => {
    const { calls } = network(
      COMPLETO,
      validar(() => json(200, PULSO20)),
    );
    await openReady();
    await aplicar('  pulso20 ');

    expect(await screen.findByText(CODIGO_MSG.aplicado('PULSO20'))).toBeTruthy();
    const [request] = sent(calls, 'GET', '/Codigo/Validar');
    const params = new URL(request!.url).searchParams;
    expect(params.get('IdEvento')).toBe('12');
    expect(params.get('Codigo')).toBe('PULSO20');
    expect(request!.headers.get('Authorization')).toBe('Bearer test-token');
    // 20 % of 60.000; the 15 % fee on 48.000.
    expect(totals()).toEqual([
      [T.subtotal, formatPesos(60000)],
      [CODIGO_MSG.descuento('PULSO20'), formatPesos(-12000)],
      [T.cargoServicio, formatPesos(7200)],
      [T.total, formatPesos(55200)],
    ]);
    expect(screen.getByText('-$ 12.000')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: CODIGO_MSG.quitar }));
    expect(totals()).toEqual(sinDescuento);
    expect(field(CODIGO_MSG.campoCheckout)).toHaveProperty('value', '');
  });

  it('after wrong codes the check asks for a challenge: the widget solves it and the same Aplicar applies the code', async () => {
    const { calls } = network(
      COMPLETO,
      validar((request: Request) =>
        desafioOf(request)
          ? json(200, PULSO20)
          : json(428, { status: 428, detail: DESAFIO_MSG.requerido, desafio: true }),
      ),
    );
    await openReady();
    await aplicar('pulso20');
    expect(await screen.findByText(CODIGO_MSG.aplicado('PULSO20'))).toBeTruthy();
    const checks = sent(calls, 'GET', '/Codigo/Validar');
    expect(checks).toHaveLength(2);
    expect(desafioOf(checks[0]!)).toBeNull();
    expect(desafioOf(checks[1]!)?.solution.derivedKey.startsWith('0')).toBe(true);
  });

  it('a fixed amount applies only to its ticket types', async () => {
    network(
      COMPLETO,
      validar(() =>
        json(200, { codigo: 'VIPAMIGOS', tipo: 'monto', valor: 5000, tiposEntrada: [2] }),
      ),
    );
    await openReady();
    await aplicar('vipamigos');
    await screen.findByText(CODIGO_MSG.aplicado('VIPAMIGOS'));
    expect(totals()).toEqual([
      [T.subtotal, formatPesos(60000)],
      [CODIGO_MSG.descuento('VIPAMIGOS'), formatPesos(-5000)],
      [T.cargoServicio, formatPesos(8250)],
      [T.total, formatPesos(63250)],
    ]);
  });

  it("a refused code shows the server's reason under the field and applies nothing", async () => {
    let answer = () => problem(404, CODIGO_MSG.noExiste);
    network(
      COMPLETO,
      validar(() => answer()),
    );
    await openReady();
    await aplicar('NOEXISTE');
    expect(await screen.findByText(CODIGO_MSG.noExiste)).toBeTruthy();
    expect(field(CODIGO_MSG.campoCheckout).getAttribute('aria-invalid')).toBe('true');
    expect(totals()).toEqual(sinDescuento);

    answer = () => problem(409, CODIGO_MSG.agotado);
    await aplicar('AGOTADO');
    expect(await screen.findByText(CODIGO_MSG.agotado)).toBeTruthy();
    expect(screen.queryByText(CODIGO_MSG.noExiste)).toBeNull();
    expect(totals()).toEqual(sinDescuento);

    // Valid, but for ticket types not chosen: the server would refuse the order.
    answer = () => json(200, { ...PULSO20, codigo: 'EARLY', tiposEntrada: [3] });
    await aplicar('EARLY');
    expect(await screen.findByText(CODIGO_MSG.sinEntradasAplicables)).toBeTruthy();
    expect(totals()).toEqual(sinDescuento);
    expect(screen.queryByRole('button', { name: CODIGO_MSG.quitar })).toBeNull();
  });

  it('an empty field asks for a code without calling the server', async () => {
    const { calls } = network(COMPLETO);
    await openReady();
    await aplicar('   ');
    expect(await screen.findByText(CODIGO_MSG.escribiCodigo)).toBeTruthy();
    expect(sent(calls, 'GET', '/Codigo/Validar')).toHaveLength(0);
  });

  it("the order carries the code, then the summary shows the order's figures", async () => {
    const { calls } = network(perfil(), {
      ...validar(() => json(200, PULSO20)),
      'PUT /Usuario/UpdateUsuario': () => json(200, { usuario: perfil() }),
      'POST /Orden/CrearOrden': () =>
        json(
          201,
          orden({ descuento: 12000, codigo: 'PULSO20', cargoServicio: 4800, total: 52800 }),
        ),
    });
    await openReady();
    await aplicar('pulso20');
    await screen.findByText(CODIGO_MSG.aplicado('PULSO20'));
    await fillValid();
    await comprar();
    await userEvent.click(
      within(await dialogWith(T.modalTexto)).getByRole('button', { name: T.ok }),
    );
    await screen.findByRole('timer');

    const [post] = sent(calls, 'POST', '/Orden/CrearOrden');
    expect(await post!.json()).toMatchObject({ idEvento: 12, codigo: 'PULSO20' });
    // The server's figures (its own fee rate) replace the preview.
    expect(totals()).toEqual([
      [T.subtotal, formatPesos(60000)],
      [CODIGO_MSG.descuento('PULSO20'), formatPesos(-12000)],
      [T.cargoServicio, formatPesos(4800)],
      [T.total, formatPesos(52800)],
    ]);
    expect(screen.queryByRole('button', { name: CODIGO_MSG.aplicar })).toBeNull();
    expect(screen.queryByRole('button', { name: CODIGO_MSG.quitar })).toBeNull();
  });
});

describe('/comprar: RRPP (docs/decisions/0092-rrpp.md)', () => {
  const MARTINA: CodigoAplicable = {
    codigo: 'MARTINA',
    tipo: 'rrpp',
    valor: 0,
    tiposEntrada: [],
    ocultas: [],
    rrpp: 'Martina Acosta',
  };
  const totals = () =>
    Array.from(screen.getByLabelText(T.total).querySelectorAll('div'), (row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]);
  const sinDescuento = [
    [T.subtotal, formatPesos(60000)],
    [T.cargoServicio, formatPesos(9000)],
    [T.total, formatPesos(69000)],
  ];
  async function pedir(calls: Request[]) {
    await screen.findByLabelText(T.telefono);
    await fillValid();
    await comprar();
    await userEvent.click(
      within(await dialogWith(T.modalTexto)).getByRole('button', { name: T.ok }),
    );
    await screen.findByRole('timer');
    const [post] = sent(calls, 'POST', '/Orden/CrearOrden');
    return (await post!.json()) as Record<string, unknown>;
  }

  it("the order carries the RRPP link this device kept for the event (as after the fila virtual, which hands the same purchase over); another event's is not sent", async () => {
    keepRrppLink(12, 'martina', Date.now() - 3 * 24 * 60 * 60_000);
    keepRrppLink(13, 'brenda');
    const { calls } = network(COMPLETO, { 'POST /Orden/CrearOrden': () => json(201, orden()) });
    open();
    expect(await pedir(calls)).toMatchObject({ idEvento: 12, rrpp: 'martina' });
  });

  it('without a kept link the order names no RRPP', async () => {
    keepRrppLink(13, 'brenda');
    const { calls } = network(COMPLETO, { 'POST /Orden/CrearOrden': () => json(201, orden()) });
    open();
    expect(await pedir(calls)).not.toHaveProperty('rrpp');
  });

  it("an RRPP's code is applied with no discount, the totals stay, and the order carries it", async () => {
    const { calls } = network(COMPLETO, {
      'GET /Codigo/Validar': () => json(200, MARTINA),
      'POST /Orden/CrearOrden': () => json(201, orden()),
    });
    open();
    await waitFor(() => expect(totals()).toEqual(sinDescuento));
    fireEvent.change(field(CODIGO_MSG.campoCheckout), { target: { value: 'martina' } });
    await userEvent.click(screen.getByRole('button', { name: CODIGO_MSG.aplicar }));

    expect(await screen.findByText(CODIGO_MSG.rrppAplicado('Martina Acosta'))).toBeTruthy();
    expect(screen.queryByText(CODIGO_MSG.sinEntradasAplicables)).toBeNull();
    // Nothing is taken off: no discount line, the same fee and total.
    expect(totals()).toEqual(sinDescuento);
    expect(screen.getByRole('button', { name: CODIGO_MSG.quitar })).toBeTruthy();
    expect(await pedir(calls)).toMatchObject({ idEvento: 12, codigo: 'MARTINA' });
  });
});

describe('/comprar: access code from the event page', () => {
  // VIP is hidden: the event page unlocked it with PREVENTA and handed the code over.
  const VIP_OCULTA = {
    idFecha: 30,
    entrada: { idEntrada: 302, tipo: { cdTipo: 2, dsTipo: 'VIP' }, precio: 30000, cantidad: 3 },
  };
  const PREVENTA: CodigoAplicable = {
    codigo: 'PREVENTA',
    tipo: 'acceso',
    valor: 0,
    tiposEntrada: [2],
    ocultas: [VIP_OCULTA],
  };
  const VIP_ITEM = STATE.purchaseItems[1]!;
  const CON_ACCESO: ComprarState<EventoView> = {
    ...STATE,
    evento: makeEvento({
      fechas: makeEvento().fechas.map((f) => ({
        ...f,
        entradas: f.entradas.filter((e) => e.tipo.cdTipo !== 2),
      })),
    }),
    // 2 VIP at the presale's price: the code's answer prices them.
    purchaseItems: [{ ...VIP_ITEM, cantidad: 2, itemSubtotal: 60000 }],
    subtotal: 60000,
    serviceFee: 9000,
    total: 69000,
    codigoAcceso: 'PREVENTA',
  };
  const openConAcceso = () => renderApp({ pathname: '/comprar', state: CON_ACCESO }, makeUser([0]));
  const totals = () =>
    Array.from(screen.getByLabelText(T.total).querySelectorAll('div'), (row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]);

  it('checks the code again, prices the hidden row, names the code and sends it with the order', async () => {
    const { calls } = network(COMPLETO, {
      'GET /Codigo/Validar': () =>
        json(200, {
          ...PREVENTA,
          ocultas: [{ ...VIP_OCULTA, entrada: { ...VIP_OCULTA.entrada, precio: 32000 } }],
        }),
      'POST /Orden/CrearOrden': () =>
        json(
          201,
          orden({
            items: [
              { ...orden().items[1]!, cantidad: 2, precioUnitario: 32000, itemSubtotal: 64000 },
            ],
            subtotal: 64000,
            codigo: 'PREVENTA',
            cargoServicio: 9600,
            total: 73600,
          }),
        ),
    });
    openConAcceso();
    // The organiser changed the price meanwhile: the summary shows the code's answer.
    await waitFor(() =>
      expect(totals()).toEqual([
        [T.subtotal, formatPesos(64000)],
        [T.cargoServicio, formatPesos(9600)],
        [T.total, formatPesos(73600)],
      ]),
    );
    const [check] = sent(calls, 'GET', '/Codigo/Validar');
    expect(new URL(check!.url).searchParams.get('Codigo')).toBe('PREVENTA');
    const card = screen.getByRole('article', { name: `Noche Ácida, ${T.cantidadTipo(2, 'VIP')}` });
    expect(card.textContent).toContain(formatPesos(32000));
    expect(screen.getByText(CODIGO_MSG.codigoAcceso('PREVENTA'))).toBeTruthy();
    expect(screen.getByText(CODIGO_MSG.accesoAplicadoAyuda)).toBeTruthy();
    // One code per order: no discount field, and the access code cannot be removed here.
    expect(screen.queryByLabelText(CODIGO_MSG.campoCheckout)).toBeNull();
    expect(screen.queryByRole('button', { name: CODIGO_MSG.quitar })).toBeNull();
    expect(screen.getByRole('link', { name: T.volverAlEvento }).getAttribute('href')).toBe(
      '/evento/12',
    );

    await screen.findByLabelText(T.telefono);
    await fillValid();
    await comprar();
    await userEvent.click(
      within(await dialogWith(T.modalTexto)).getByRole('button', { name: T.ok }),
    );
    await screen.findByRole('timer');
    const [post] = sent(calls, 'POST', '/Orden/CrearOrden');
    expect(await post!.json()).toMatchObject({
      idEvento: 12,
      items: [{ idFecha: 30, cdTipo: 2, cantidad: 2 }],
      codigo: 'PREVENTA',
    });
    // The order's figures: no discount line, the code still named.
    expect(totals()).toEqual([
      [T.subtotal, formatPesos(64000)],
      [T.cargoServicio, formatPesos(9600)],
      [T.total, formatPesos(73600)],
    ]);
    expect(screen.getByText(CODIGO_MSG.codigoAcceso('PREVENTA'))).toBeTruthy();
  });

  it("a code used up meanwhile shows the server's reason", async () => {
    network(COMPLETO, { 'GET /Codigo/Validar': () => problem(409, CODIGO_MSG.agotado) });
    openConAcceso();
    expect(await screen.findByText(CODIGO_MSG.agotado)).toBeTruthy();
    expect(screen.queryByText(CODIGO_MSG.accesoAplicadoAyuda)).toBeNull();
    // The row as the event page priced it.
    expect(totals()[0]).toEqual([T.subtotal, formatPesos(60000)]);
  });
});

describe('/comprar: add-ons (docs/decisions/0090-add-ons.md)', () => {
  const totals = () =>
    Array.from(screen.getByLabelText(T.total).querySelectorAll('div'), (row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]);
  const COMBO = {
    idAdicional: 7,
    idFecha: 30,
    nombre: 'Combo trago',
    descripcion: 'Un trago y un agua',
    precio: 5000,
    disponibles: 50,
  };
  const GENERAL = STATE.purchaseItems[0]!;
  /** Two General tickets of day 30, nothing else. */
  const openGeneral = () =>
    renderApp(
      {
        pathname: '/comprar',
        state: {
          ...STATE,
          purchaseItems: [GENERAL],
          subtotal: 30000,
          serviceFee: 4500,
          total: 34500,
        },
      },
      makeUser([0]),
    );
  const agregar = (nombre: string) =>
    screen.getByRole('button', { name: T.agregarAdicional(nombre) });

  it('the buyer adds 2 Combo trago to 2 General tickets: the summary and the order carry them', async () => {
    const conCombo = orden({
      items: [orden().items[0]!],
      adicionales: [
        { idAdicional: 7, idFecha: 30, nombre: 'Combo trago', precioUnitario: 5000, cantidad: 2 },
      ],
      subtotal: 40000,
      cargoServicio: 6000,
      total: 46000,
    });
    const { calls } = network(COMPLETO, {
      'GET /Entrada/AdicionalesFecha': () => json(200, [COMBO]),
      'POST /Orden/CrearOrden': () => json(201, conCombo),
    });
    openGeneral();
    const combo = await screen.findByRole('article', { name: 'Combo trago' });
    expect(screen.getByRole('heading', { name: T.adicionalesTitulo })).toBeTruthy();
    expect(within(combo).getByText('Un trago y un agua')).toBeTruthy();
    expect(within(combo).getByText(T.adicionalPrecio('$ 5.000'))).toBeTruthy();
    const [request] = sent(calls, 'GET', '/Entrada/AdicionalesFecha');
    expect(new URL(request!.url).searchParams.get('IdFecha')).toBe('30');
    await waitFor(() => expect(totals()[1]).toEqual([T.cargoServicio, formatPesos(4500)]));
    expect(screen.queryByRole('list', { name: T.adicionalesElegidos })).toBeNull();

    await userEvent.click(agregar('Combo trago'));
    await userEvent.click(agregar('Combo trago'));
    // One per ticket: two General tickets, two combos at most.
    expect(within(combo).getByRole('group').querySelector('output')!.textContent).toBe('2');
    expect(agregar('Combo trago')).toHaveProperty('disabled', true);
    const linea = within(screen.getByRole('list', { name: T.adicionalesElegidos })).getByRole(
      'listitem',
    );
    expect(linea.textContent).toBe(`2 x Combo trago · ${GENERAL.dia}${formatPesos(10000)}`);
    // 30.000 of tickets + 10.000 of combos; the 15 % fee on 40.000.
    expect(totals()).toEqual([
      [T.subtotal, formatPesos(40000)],
      [T.cargoServicio, formatPesos(6000)],
      [T.total, formatPesos(46000)],
    ]);

    await screen.findByLabelText(T.telefono);
    await userEvent.click(screen.getByRole('checkbox', { name: T.aceptaTerminos }));
    await comprar();
    await userEvent.click(
      within(await dialogWith(T.modalTexto)).getByRole('button', { name: T.ok }),
    );
    await screen.findByRole('timer');
    const [post] = sent(calls, 'POST', '/Orden/CrearOrden');
    expect(await post!.json()).toMatchObject({
      idEvento: 12,
      items: [{ idFecha: 30, cdTipo: 0, cantidad: 2 }],
      adicionales: [{ idAdicional: 7, cantidad: 2 }],
    });
    // The order's own lines and figures; nothing left to choose.
    expect(screen.queryByRole('heading', { name: T.adicionalesTitulo })).toBeNull();
    expect(
      within(screen.getByRole('list', { name: T.adicionalesElegidos })).getByText(
        '2 x Combo trago',
      ),
    ).toBeTruthy();
    expect(totals()).toEqual([
      [T.subtotal, formatPesos(40000)],
      [T.cargoServicio, formatPesos(6000)],
      [T.total, formatPesos(46000)],
    ]);
  });

  it('refused because the last combos went to someone else: the message, and the stepper holds only what is left', async () => {
    let left = 2;
    const { calls } = network(COMPLETO, {
      'GET /Entrada/AdicionalesFecha': () => json(200, [{ ...COMBO, disponibles: left }]),
      'POST /Orden/CrearOrden': () => {
        left = 1;
        return problem(409, ORDEN_MSG.adicionalSinStock('Combo trago'));
      },
    });
    openGeneral();
    const combo = await screen.findByRole('article', { name: 'Combo trago' });
    await userEvent.click(agregar('Combo trago'));
    await userEvent.click(agregar('Combo trago'));
    await screen.findByLabelText(T.telefono);
    await userEvent.click(screen.getByRole('checkbox', { name: T.aceptaTerminos }));
    await comprar();
    await userEvent.click(
      within(await dialogWith(T.modalTexto)).getByRole('button', { name: T.ok }),
    );
    expect(await screen.findByText(ORDEN_MSG.adicionalSinStock('Combo trago'))).toBeTruthy();
    // Read again: one left, so the choice comes down to it and the total with it.
    await waitFor(() => expect(sent(calls, 'GET', '/Entrada/AdicionalesFecha')).toHaveLength(2));
    await waitFor(() =>
      expect(within(combo).getByRole('group').querySelector('output')!.textContent).toBe('1'),
    );
    expect(agregar('Combo trago')).toHaveProperty('disabled', true);
  });

  it("each stepper stops at its day's tickets (a mesa counts its people) and at what is left", async () => {
    const MESA = {
      dia: 'Sábado, 13 de julio',
      tipo: 'Mesa x4',
      precio: 80000,
      cantidad: 1,
      itemSubtotal: 80000,
      idFecha: 31,
      cdTipo: 5,
      personas: 4,
    };
    const { calls } = network(COMPLETO, {
      'GET /Entrada/AdicionalesFecha': (request: Request) =>
        new URL(request.url).searchParams.get('IdFecha') === '30'
          ? json(200, [
              COMBO,
              { ...COMBO, idAdicional: 8, nombre: 'Locker', descripcion: null, disponibles: 0 },
            ])
          : json(200, [
              { ...COMBO, idAdicional: 9, idFecha: 31, nombre: 'Estacionamiento', disponibles: 3 },
            ]),
    });
    renderApp(
      { pathname: '/comprar', state: { ...STATE, purchaseItems: [GENERAL, MESA] } },
      makeUser([0]),
    );
    const parking = await screen.findByRole('article', { name: 'Estacionamiento' });
    expect(sent(calls, 'GET', '/Entrada/AdicionalesFecha')).toHaveLength(2);
    // Two days: each add-on names its own.
    expect(within(parking).getByText(T.adicionalDia(MESA.dia))).toBeTruthy();
    // Four people at the mesa, but only three spaces left.
    for (let i = 0; i < 3; i++) await userEvent.click(agregar('Estacionamiento'));
    expect(agregar('Estacionamiento')).toHaveProperty('disabled', true);
    expect(within(parking).getByRole('group').querySelector('output')!.textContent).toBe('3');
    // Day 30 has two tickets.
    await userEvent.click(agregar('Combo trago'));
    await userEvent.click(agregar('Combo trago'));
    expect(agregar('Combo trago')).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: T.quitarAdicional('Combo trago') }));
    // Sold out: no stepper.
    const locker = screen.getByRole('article', { name: 'Locker' });
    expect(within(locker).getByText(T.adicionalAgotado)).toBeTruthy();
    expect(within(locker).queryByRole('button')).toBeNull();
    const lineas = within(screen.getByRole('list', { name: T.adicionalesElegidos }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lineas).toEqual([
      `1 x Combo trago · ${GENERAL.dia}${formatPesos(5000)}`,
      `3 x Estacionamiento · ${MESA.dia}${formatPesos(15000)}`,
    ]);
  });

  it('a pending purchase found again lists its add-ons with its tickets, and so does its summary', async () => {
    const conCombo = orden({
      items: [orden().items[0]!],
      adicionales: [
        { idAdicional: 7, idFecha: 30, nombre: 'Combo trago', precioUnitario: 5000, cantidad: 2 },
      ],
      subtotal: 40000,
      cargoServicio: 6000,
      total: 46000,
    });
    network(COMPLETO, {
      'GET /Orden/GetOrdenPendiente': () =>
        json(200, { orden: { ...conCombo, restanteMs: 270_000 } }),
      'GET /Entrada/AdicionalesFecha': () => json(200, [COMBO]),
    });
    openGeneral();
    const items = await screen.findByRole('list', { name: T.pendienteItems });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `${T.cantidadTipo(2, 'General')} · Viernes, 12 de julio`,
      `${T.cantidadTipo(2, 'Combo trago')} · Viernes, 12 de julio`,
    ]);
    await userEvent.click(screen.getByRole('button', { name: T.continuarPago }));
    await screen.findByRole('timer');
    expect(
      within(screen.getByRole('list', { name: T.adicionalesElegidos })).getByText(
        '2 x Combo trago',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: T.adicionalesTitulo })).toBeNull();
    expect(totals().at(-1)).toEqual([T.total, formatPesos(46000)]);
  });

  it('an event without add-ons shows no add-on section and sends none', async () => {
    const { calls } = network(COMPLETO, {
      'GET /Entrada/AdicionalesFecha': () => json(200, []),
      'POST /Orden/CrearOrden': () => json(201, orden()),
    });
    open();
    await screen.findByLabelText(T.telefono);
    await waitFor(() => expect(sent(calls, 'GET', '/Entrada/AdicionalesFecha')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: T.adicionalesTitulo })).toBeNull();
    expect(screen.queryByRole('list', { name: T.adicionalesElegidos })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: T.aceptaTerminos }));
    await comprar();
    await userEvent.click(
      within(await dialogWith(T.modalTexto)).getByRole('button', { name: T.ok }),
    );
    await screen.findByRole('timer');
    const [post] = sent(calls, 'POST', '/Orden/CrearOrden');
    expect(await post!.json()).not.toHaveProperty('adicionales');
    expect(screen.queryByRole('heading', { name: T.adicionalesTitulo })).toBeNull();
  });
});
