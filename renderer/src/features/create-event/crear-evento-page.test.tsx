// Runs in Chromium: a screen test (vitest.config.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CREATE_EVENT_TEXT, EVENT_FORM_TEXT as T } from '@shared/texts/organiser';
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
    'runs the ten checks in the spec order, each text in turn',
    async () => {
      network();
      await open();
      pickerReturning(
        { status: 'rejected', reason: 'type', message: CREATE_EVENT_MSG.imagenTipo },
        { status: 'picked', file: PNG },
      );

      await submit();
      await expectAlert(CREATE_EVENT_MSG.nombre);
      type(T.nombre, 'Noche de Prueba');
      await submit();
      await expectAlert(CREATE_EVENT_MSG.ubicacion);
      await chooseOption('Provincia', CABA);
      await submit();
      await expectAlert(CREATE_EVENT_MSG.ubicacion); // the address is still missing
      type(T.direccion, 'Av. Corrientes 1234');
      await submit();
      await expectAlert(CREATE_EVENT_MSG.genero);
      await chooseOption(T.generos, 'Techno');
      await submit();
      await expectAlert(CREATE_EVENT_MSG.artista);
      type(T.artistaInput, 'aurora');
      fireEvent.keyDown(input(T.artistaInput), { key: 'Enter' });
      await submit();
      await expectAlert(CREATE_EVENT_MSG.descripcion);
      type(T.descripcion, 'Toda la noche.');
      await submit();
      await expectAlert(CREATE_EVENT_MSG.fechas);
      await userEvent.click(screen.getByLabelText(T.diasOpcion(2)));
      type(T.inicio(1), '12/07/2030 23:00');
      type(T.fin(1), '13/07/2030 07:00');
      await submit();
      await expectAlert(CREATE_EVENT_MSG.fechas); // day 2 is empty
      type(T.inicio(2), '13/07/2030 23:00');
      type(T.fin(2), '14/07/2030 07:00');
      await userEvent.click(screen.getByLabelText(T.si));
      await submit();
      await expectAlert(CREATE_EVENT_MSG.fiesta);
      type(T.fiestaNueva, 'club   SUR');
      expect(screen.getByText(T.fiestaExistente('club sur'))).toBeTruthy();
      type(T.audio, 'https://example.com/mix');
      expect(screen.getByText(CREATE_EVENT_MSG.audio)).toBeTruthy();
      await submit();
      await expectAlert(CREATE_EVENT_MSG.soundCloud);
      type(T.audio, 'https://soundcloud.com/dj/mix');
      await submit();
      await expectAlert(CREATE_EVENT_MSG.imagen);
      await userEvent.click(screen.getByRole('button', { name: T.elegirImagen }));
      expect(await screen.findByText(CREATE_EVENT_MSG.imagenTipo)).toBeTruthy();
      await submit();
      await expectAlert(CREATE_EVENT_MSG.imagen);
      await userEvent.click(screen.getByRole('button', { name: T.elegirImagen }));
      expect(await screen.findByText('flyer.png')).toBeTruthy();
      await submit();
      await expectAlert(CREATE_EVENT_MSG.terminos);
      await userEvent.click(screen.getByLabelText(T.terminos));
      // Past the ten: Pulso's own rules (a day needs tickets).
      await submit();
      await expectAlert(CREATE_EVENT_MSG.sinEntradas);
      expect(screen.queryByText(CREATE_EVENT_MSG.terminos)).toBeNull();
    },
    SLOW,
  );

  it('applies the ticket rules in the inputs', async () => {
    network();
    await open();
    const eb = input(T.cantidad('General Early Bird', 1));
    expect(eb.disabled).toBe(true);
    expect(eb.value).toBe('0');
    expect(input(T.precio('General Early Bird', 1)).disabled).toBe(true);
    type(T.cantidad('General', 1), '0100');
    expect(input(T.cantidad('General', 1)).value).toBe('100');
    expect(eb.disabled).toBe(false);
    type(T.cantidad('General Early Bird', 1), '250');
    expect(eb.value).toBe('100');
    type(T.cantidad('General', 1), '40');
    expect(eb.value).toBe('40');
    type(T.cantidad('General', 1), '0');
    expect(eb.value).toBe('0');
    expect(eb.disabled).toBe(true);
    type(T.precio('VIP', 1), '$20.000');
    expect(input(T.precio('VIP', 1)).value).toBe('20000');
    type(T.cantidad('VIP', 1), '10');
    type(T.precio('VIP Early Bird', 1), '25000');
    expect(input(T.precio('VIP Early Bird', 1)).value).toBe('20000');
    // General is marked required; prices show the $ sign.
    expect(input(T.cantidad('General', 1)).getAttribute('aria-required')).toBe('true');
    expect(screen.getAllByText('$').length).toBeGreaterThan(0);
  });

  it('artists: matched, title-cased and marked new, duplicates ignored', async () => {
    network();
    await open();
    for (const name of ['ÍCARO sur', 'dj  nOiSe', 'icaro sur', 'Ícaro Sur', 'DJ NOISE']) {
      type(T.artistaInput, name);
      fireEvent.keyDown(input(T.artistaInput), { key: 'Enter' });
    }
    const chips = within(screen.getByRole('list', { name: T.artistas })).getAllByRole('listitem');
    expect(chips.map((c) => c.textContent)).toEqual([
      'Ícaro Sur×',
      `Dj Noise · ${T.artistaNuevo}×`,
    ]);
    await userEvent.click(screen.getByRole('button', { name: T.artistaQuitar('Dj Noise') }));
    expect(screen.queryByText('Dj Noise')).toBeNull();
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
      type(T.artistaInput, 'dj noise');
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
        // Untouched, buyers may transfer their tickets.
        permiteTransferencias: true,
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
      // The spec's checks come first.
      await submit();
      await expectAlert(CREATE_EVENT_MSG.nombre);
      await fillValid();
      await submit();
      await expectAlert(CREATE_EVENT_MSG.maxPorCuenta);
      type(CREATE_EVENT_MSG.maxPorCuentaEtiqueta, '51');
      await submit();
      await expectAlert(CREATE_EVENT_MSG.maxPorCuenta);
      type(CREATE_EVENT_MSG.maxPorCuentaEtiqueta, '');
      await submit();
      await expectAlert(CREATE_EVENT_MSG.maxPorCuenta);
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
