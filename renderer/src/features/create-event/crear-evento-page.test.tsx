// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPesos } from '@shared/format/es-ar';
import {
  CREATE_EVENT_TEXT,
  FORM_ERRORS_TEXT,
  STOCK_MSG,
  EVENT_FORM_TEXT as T,
} from '@shared/texts/organiser';
import { TRANSFER_TEXT } from '@shared/texts/transfers';
import { CREATE_EVENT_MSG } from '@shared/validation/evento';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../test/antd-select';
import { fakeXhr } from '../../test/fake-xhr';
import {
  ARTISTAS,
  CABA,
  FIESTAS,
  PNG,
  geoRoutes,
  pickerReturning,
} from '../../test/organiser-fixtures';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';

const submit = () => userEvent.click(screen.getByRole('button', { name: CREATE_EVENT_TEXT.crear }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

/** The error shown next to a field (its aria-describedby's error text), or null. */
function errorOf(control: HTMLElement): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
  const found = ids.map((id) => document.getElementById(id)).find((e) => e?.id.endsWith('-error'));
  return found?.textContent ?? null;
}

/** The form's alert shows exactly `text`. */
async function expectAlert(text: string) {
  await waitFor(() => {
    // A plain selector: role queries walk antd's large tree and are slow in jsdom.
    const alerts = [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
    expect(alerts).toContain(text);
  });
}

function network(overrides: Record<string, (r: Request) => Response | Promise<Response>> = {}) {
  return fakeNetwork({
    ...geoRoutes,
    'GET /Artista/GetArtista': () => json(200, { artistas: ARTISTAS }),
    'GET /Fiesta/GetFiestas': () => json(200, { fiestas: FIESTAS }),
    'POST /Evento/CrearEvento': () =>
      json(201, { idEvento: 41, fechas: [90], nuevoOrganizador: true }),
    'POST /Media': () => json(201, { idMedia: 9, url: '/api/v1/Media/file/9' }),
    'GET /Security/Me': () => json(200, { usuario: makeUser([0, 2]) }),
    'GET /Evento/GetEventos': () => json(200, { eventos: [], total: 0, page: 1, pageSize: 100 }),
    ...overrides,
  });
}

async function open() {
  const view = renderApp('/crearevento', makeUser([0]));
  await screen.findByRole('heading', { level: 1, name: CREATE_EVENT_TEXT.titulo });
  // The active artists are suggested (and matched) once loaded.
  await waitFor(() => expect(document.querySelectorAll('datalist option')).toHaveLength(2));
  return view;
}

/** Filling the whole antd form in jsdom takes seconds on a busy machine. */
const SLOW = 60_000;

/** Everything the ten checks need, valid. */
async function fillValid() {
  type(T.nombre, 'Noche de Prueba');
  await chooseOption('Provincia', CABA);
  type(T.direccion, 'Av. Corrientes 1234');
  await chooseOption(T.generos, 'Techno');
  type(T.artistaInput, 'aurora');
  fireEvent.keyDown(input(T.artistaInput), { key: 'Enter' });
  type(T.descripcion, 'Toda la noche.');
  type(T.inicio(1), '12/07/2030 23:00');
  type(T.fin(1), '13/07/2030 07:00');
  type(T.cantidad('General', 1), '100');
  type(T.precio('General', 1), '15000');
  await userEvent.click(screen.getByRole('button', { name: T.elegirImagen }));
  await userEvent.click(screen.getByLabelText(T.terminos));
}

describe('/crearevento', () => {
  it(
    'shows every error at once, each next to its field, and brings the first into view',
    async () => {
      const { calls } = network();
      await open();
      await userEvent.click(screen.getByLabelText(T.diasOpcion(2)));
      await userEvent.click(screen.getByLabelText(T.si));
      type(T.inicio(2), '13/07/2030 23:00');
      type(T.fin(2), '13/07/2030 07:00');
      type(T.audio, 'https://example.com/mix');
      await submit();

      // Every check of the spec, each under its own field (the day that ends before it
      // starts is day 2's end), nothing sent.
      await waitFor(() => expect(errorOf(input(T.nombre))).toBe(CREATE_EVENT_MSG.nombre));
      expect(errorOf(input(T.direccion))).toBe(CREATE_EVENT_MSG.ubicacion);
      expect(errorOf(input(T.generos))).toBe(CREATE_EVENT_MSG.genero);
      expect(errorOf(input(T.artistaInput))).toBe(CREATE_EVENT_MSG.artista);
      expect(errorOf(input(T.descripcion))).toBe(CREATE_EVENT_MSG.descripcion);
      expect(errorOf(input(T.inicio(1)))).toBe(CREATE_EVENT_MSG.fechas);
      expect(errorOf(input(T.fin(1)))).toBe(CREATE_EVENT_MSG.fechas);
      expect(errorOf(input(T.inicio(2)))).toBeNull();
      expect(errorOf(input(T.fin(2)))).toBe(CREATE_EVENT_MSG.finAntesDeInicio);
      expect(errorOf(input(T.fiesta))).toBe(CREATE_EVENT_MSG.fiesta);
      expect(errorOf(input(T.audio))).toBe(CREATE_EVENT_MSG.soundCloud);
      expect(errorOf(input(T.terminos))).toBe(CREATE_EVENT_MSG.terminos);
      expect(screen.getByText(CREATE_EVENT_MSG.imagen)).toBeTruthy();
      // How many, above the button (the day's missing tickets and the image among them).
      expect(screen.getByText(FORM_ERRORS_TEXT.resumen(16))).toBeTruthy();
      // The first field to fix has the focus (and was scrolled to).
      await waitFor(() => expect(document.activeElement).toBe(input(T.nombre)));
      expect(calls.some((r) => r.url.endsWith('/Evento/CrearEvento'))).toBe(false);

      // Fixing a field clears its error at once; the others stay.
      type(T.nombre, 'Noche de Prueba');
      await waitFor(() => expect(errorOf(input(T.nombre))).toBeNull());
      expect(errorOf(input(T.descripcion))).toBe(CREATE_EVENT_MSG.descripcion);
    },
    SLOW,
  );

  it('never rewrites ticket numbers: says what is wrong next to the field, naming the day', async () => {
    const { calls } = network();
    await open();
    const eb = input(T.cantidad('General Early Bird', 1));
    const ebPrecio = input(T.precio('General Early Bird', 1));
    expect(eb.disabled).toBe(true);
    expect(eb.value).toBe('0');
    expect(ebPrecio.disabled).toBe(true);
    type(T.cantidad('General', 1), '0300');
    expect(input(T.cantidad('General', 1)).value).toBe('300');
    expect(eb.disabled).toBe(false);
    type(T.precio('General', 1), '$15.000');
    type(T.cantidad('General Early Bird', 1), '400');
    type(T.precio('General Early Bird', 1), '20000');
    // What was typed stays.
    expect(eb.value).toBe('400');
    expect(ebPrecio.value).toBe('20000');
    await submit();
    await waitFor(() =>
      expect(errorOf(eb)).toBe(
        STOCK_MSG.earlyBirdExcede(1, 'General Early Bird', 400, 'General', 300),
      ),
    );
    expect(errorOf(ebPrecio)).toBe(
      STOCK_MSG.earlyBirdPrecio(
        1,
        'General Early Bird',
        formatPesos(20000),
        'General',
        formatPesos(15000),
      ),
    );
    // Lowering the total leaves the early bird as it is, still said wrong (and editable).
    type(T.cantidad('General', 1), '0');
    expect(eb.value).toBe('400');
    expect(eb.disabled).toBe(false);
    type(T.cantidad('General', 1), '500');
    type(T.precio('General Early Bird', 1), '12000');
    await waitFor(() => expect(errorOf(eb)).toBeNull());
    expect(errorOf(ebPrecio)).toBeNull();
    // General is marked required; prices show the $ sign.
    expect(input(T.cantidad('General', 1)).getAttribute('aria-required')).toBe('true');
    expect(screen.getAllByText('$').length).toBeGreaterThan(0);
    expect(calls.some((r) => r.url.endsWith('/Evento/CrearEvento'))).toBe(false);
  });

  it('artists: matched, new ones kept as typed and marked new, duplicates ignored', async () => {
    network();
    await open();
    for (const name of ['ÍCARO sur', 'DJ  Nobody', 'icaro sur', 'Ícaro Sur', 'dj nobody']) {
      type(T.artistaInput, name);
      fireEvent.keyDown(input(T.artistaInput), { key: 'Enter' });
    }
    const chips = within(screen.getByRole('list', { name: T.artistas })).getAllByRole('listitem');
    expect(chips.map((c) => c.textContent)).toEqual([
      'Ícaro Sur×',
      `DJ Nobody · ${T.artistaNuevo}×`,
    ]);
    await userEvent.click(screen.getByRole('button', { name: T.artistaQuitar('DJ Nobody') }));
    expect(screen.queryByText('DJ Nobody')).toBeNull();
  });

  it(
    'creates the event, uploads the image with progress, refreshes the roles and lands on Mis eventos',
    async () => {
      const { calls } = network();
      const { uploads } = fakeXhr();
      const { router, store } = await open();
      pickerReturning({ status: 'picked', file: PNG });
      await fillValid();
      await userEvent.click(screen.getByLabelText(T.si));
      type(T.fiestaNueva, 'fiesta  del río');
      type(T.artistaInput, 'Dj Noise');
      fireEvent.keyDown(input(T.artistaInput), { key: 'Enter' });
      await submit();

      await waitFor(() => expect(router.state.location.pathname).toBe('/mis-eventos-creados'));
      expect(await screen.findByText(CREATE_EVENT_MSG.creado)).toBeTruthy();
      const body = (await calls
        .find((r) => r.url.endsWith('/Evento/CrearEvento'))!
        .clone()
        .json()) as Record<string, unknown>;
      expect(body).toMatchObject({
        nombre: 'Noche de Prueba',
        domicilio: {
          direccion: 'Av. Corrientes 1234',
          provincia: { nombre: CABA, codigo: '02' },
          localidad: { nombre: CABA, codigo: '02' },
        },
        genero: [1],
        artistas: [{ idArtista: 1 }, { nombre: 'Dj Noise' }],
        fiesta: { nombre: 'Fiesta Del Río' },
        fechas: [
          {
            inicio: '2030-07-12T23:00:00-03:00',
            fin: '2030-07-13T07:00:00-03:00',
            finVenta: '2030-07-12T23:00:00-03:00',
            entradas: [{ cdTipo: 0, precio: 15000, cantidad: 100 }],
          },
        ],
        soundCloud: '',
        video: '',
        // Untouched, the per-account limit is the default.
        maxEntradasPorCuenta: 10,
        // Untouched, buyers may transfer their tickets, and any age gets in.
        permiteTransferencias: true,
        edadMinima: null,
      });
      expect(body).not.toHaveProperty('roles');
      expect(uploads).toHaveLength(1);
      expect(uploads[0]!.form.get('IdEntidadMedia')).toBe('evento-41');
      expect((uploads[0]!.form.get('File') as File).name).toBe('flyer.png');
      expect(uploads[0]!.headers.Authorization).toBe('Bearer test-token');
      // The server granted role 2; the client only read it back.
      expect(store.getState().session.user?.roles.map((r) => r.cdRol)).toEqual([0, 2]);
      expect(calls.some((r) => r.url.includes('/Usuario/'))).toBe(false);
    },
    SLOW,
  );

  it(
    'a media failure after the create is only logged',
    async () => {
      network({ 'POST /Media': () => problem(500, 'x') });
      fakeXhr();
      const { router } = await open();
      pickerReturning({ status: 'picked', file: PNG });
      await fillValid();
      await submit();
      await waitFor(() => expect(router.state.location.pathname).toBe('/mis-eventos-creados'));
      expect(await screen.findByText(CREATE_EVENT_MSG.creado)).toBeTruthy();
    },
    SLOW,
  );

  it(
    'a failed create shows the catalogue text and stays',
    async () => {
      network({ 'POST /Evento/CrearEvento': () => problem(500, 'x') });
      const { router } = await open();
      pickerReturning({ status: 'picked', file: PNG });
      await fillValid();
      await submit();
      await expectAlert(CREATE_EVENT_MSG.errorCrear);
      expect(router.state.location.pathname).toBe('/crearevento');
    },
    SLOW,
  );

  it(
    'the per-account limit (10 by default, 1 to 50 checked last) and transfers (on) are sent',
    async () => {
      const { calls } = network();
      fakeXhr();
      const { router } = await open();
      pickerReturning({ status: 'picked', file: PNG });
      const field = input(CREATE_EVENT_MSG.maxPorCuentaEtiqueta);
      expect(field.value).toBe('10');
      expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
        CREATE_EVENT_MSG.maxPorCuentaAyuda,
      );
      type(CREATE_EVENT_MSG.maxPorCuentaEtiqueta, '4,5');
      expect(field.value).toBe('45');
      type(CREATE_EVENT_MSG.maxPorCuentaEtiqueta, '0');
      // Said with the spec's checks, at once, under the field.
      await submit();
      await waitFor(() => expect(errorOf(input(T.nombre))).toBe(CREATE_EVENT_MSG.nombre));
      expect(errorOf(field)).toBe(CREATE_EVENT_MSG.maxPorCuenta);
      await fillValid();
      await submit();
      expect(errorOf(field)).toBe(CREATE_EVENT_MSG.maxPorCuenta);
      type(CREATE_EVENT_MSG.maxPorCuentaEtiqueta, '51');
      await submit();
      expect(errorOf(field)).toBe(CREATE_EVENT_MSG.maxPorCuenta);
      type(CREATE_EVENT_MSG.maxPorCuentaEtiqueta, '');
      await submit();
      expect(errorOf(field)).toBe(CREATE_EVENT_MSG.maxPorCuenta);
      expect(errorOf(input(T.nombre))).toBeNull();
      expect(calls.some((r) => r.url.endsWith('/Evento/CrearEvento'))).toBe(false);

      type(CREATE_EVENT_MSG.maxPorCuentaEtiqueta, '4');
      // Transfers (issue 13): ticked by default; unticked, the event is sent without them.
      const transfers = input(TRANSFER_TEXT.permitirLabel);
      expect(transfers.type).toBe('checkbox');
      expect(transfers.checked).toBe(true);
      await userEvent.click(transfers);
      expect(transfers.checked).toBe(false);
      await submit();
      await waitFor(() => expect(router.state.location.pathname).toBe('/mis-eventos-creados'));
      const body = (await calls
        .find((r) => r.url.endsWith('/Evento/CrearEvento'))!
        .clone()
        .json()) as Record<string, unknown>;
      expect(body.maxEntradasPorCuenta).toBe(4);
      expect(body.permiteTransferencias).toBe(false);
    },
    SLOW,
  );

  it(
    'a day starting before now shows why under the day and is not sent (issue 15)',
    async () => {
      const { calls } = network();
      await open();
      pickerReturning({ status: 'picked', file: PNG });
      await fillValid();
      // Typed day/month/year, 24-hour; the sale window defaults to open now.
      expect(input(T.inicio(1)).value).toBe('12/07/2030 23:00');
      expect(input(T.inicioVenta(1)).value).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      type(T.inicio(1), '12/07/2020 23:00');
      const message = await screen.findByText(CREATE_EVENT_MSG.inicioPasado);
      expect(input(T.inicio(1)).getAttribute('aria-describedby')).toBe(message.id);
      expect(input(T.inicio(1)).getAttribute('aria-invalid')).toBe('true');
      await submit();
      expect(screen.getAllByText(CREATE_EVENT_MSG.inicioPasado)).toHaveLength(1);
      expect(calls.some((r) => r.url.endsWith('/Evento/CrearEvento'))).toBe(false);
      type(T.inicio(1), '12/07/2030 23:00');
      await waitFor(() => expect(screen.queryByText(CREATE_EVENT_MSG.inicioPasado)).toBeNull());
    },
    SLOW,
  );

  it('offers the active parties of the user', async () => {
    network();
    await open();
    await userEvent.click(screen.getByLabelText(T.si));
    await chooseOption(T.fiesta, 'Noche Ácida');
    expect(input(T.fiestaNueva).value).toBe('');
    expect(document.querySelector('[title="Antigua"]')).toBeNull();
  });
});
