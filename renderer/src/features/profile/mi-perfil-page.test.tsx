// Runs in Chromium: a screen test (vitest.config.ts).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UsuarioView } from '@shared/api/usuario';
import { MEDIA_RULES } from '@shared/domain/media-rules';
import { LOCATION_TEXT } from '@shared/texts/discovery';
import { PROFILE_TEXT as T } from '@shared/texts/profile';
import { REGISTER_MSG } from '@shared/validation/auth';
import { PROFILE_MSG } from '@shared/validation/profile';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../test/antd-select';
import { dialogWith } from '../../test/dialogs';
import { fakeXhr } from '../../test/fake-xhr';
import { CABA, PNG, pickerReturning } from '../../test/organiser-fixtures';
import { fakeNetwork, json, makeUser, problem, renderApp } from '../../test/render-app';

const SLOW = 30_000;

const USUARIO: UsuarioView = {
  idUsuario: 7,
  nombre: 'Lucía',
  apellido: 'Pérez',
  correo: 'lucia@example.com',
  cbu: '',
  aliasCbu: '',
  banco: '',
  cuit: '',
  dni: '30123456',
  telefono: '1155554444',
  nombreFantasia: '',
  bio: '',
  dtNacimiento: '1990-05-04T00:00:00',
  domicilio: {
    direccion: 'Av. Siempre Viva 742',
    latitud: -31.4,
    longitud: -64.2,
    provincia: { nombre: 'Córdoba', codigo: '14' },
    municipio: { nombre: 'Río Cuarto', codigo: '3' },
    localidad: { nombre: 'Centro', codigo: 'a' },
  },
  socials: { idSocial: 7, mdInstagram: '', mdSpotify: '', mdSoundcloud: '' },
  roles: [{ cdRol: 0, dsRol: 'Usuario' }],
};

type Routes = Parameters<typeof fakeNetwork>[0];

/** The profile behind the fake network; PUT answers the body back as the stored user. */
function network(routes: Routes = {}, options: { foto?: boolean } = {}) {
  return fakeNetwork({
    'GET /Usuario/GetUsuario': () => json(200, { usuarios: [USUARIO] }),
    'PUT /Usuario/UpdateUsuario': async (req) => {
      const body = (await req.clone().json()) as Record<string, unknown>;
      return json(200, { usuario: { ...USUARIO, ...body, roles: USUARIO.roles } });
    },
    'GET /Media': () =>
      json(200, {
        media: options.foto
          ? [{ idMedia: 55, url: '/api/v1/Media/file/55', mdVideo: false, idEntidadMedia: 'x' }]
          : [],
      }),
    'GET /Security/Me': () => json(200, { usuario: makeUser([0]) }),
    'POST /Security/Logout': () => problem(401, 'Tu sesión venció.'),
    'GET /Geo/provincias': () =>
      json(200, {
        provincias: [
          { id: '02', nombre: CABA },
          { id: '14', nombre: 'Córdoba' },
        ],
      }),
    'GET /Geo/municipios': () => json(200, { municipios: [{ id: '3', nombre: 'Río Cuarto' }] }),
    'GET /Geo/localidades': () => json(200, { localidades: [{ id: 'a', nombre: 'Centro' }] }),
    ...routes,
  });
}

async function open() {
  const view = renderApp('/miperfil', makeUser([0]));
  await screen.findByRole('heading', { level: 1, name: T.titulo });
  await screen.findByRole('button', { name: T.editar(T.nombre) });
  return view;
}

const bodyOf = async (calls: Request[], method: string, path: string) =>
  (await calls
    .find((r) => r.method === method && r.url.includes(path))!
    .clone()
    .json()) as Record<string, unknown>;

const puts = (calls: Request[]) => calls.filter((r) => r.method === 'PUT');
const lastBodyOf = async (calls: Request[], method: string, path: string) =>
  (await calls
    .filter((r) => r.method === method && r.url.includes(path))
    .at(-1)!
    .clone()
    .json()) as Record<string, unknown>;

/** Opens an inline field, types, and leaves it with `how`. */
async function edit(label: string, value: string, how: 'blur' | 'escape' | 'enter' = 'blur') {
  await userEvent.click(screen.getByRole('button', { name: T.editar(label) }));
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  if (how === 'escape') fireEvent.keyDown(input, { key: 'Escape' });
  else if (how === 'enter') fireEvent.keyDown(input, { key: 'Enter' });
  if (how === 'blur') fireEvent.blur(input);
}

// Found anew each time: while the last save is answered the button is loading (its name starts
// with the spinner's), and a person presses it once it is back.
const save = async () => userEvent.click(await screen.findByRole('button', { name: T.guardar }));

describe('/miperfil', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('sends a visitor without a session to /', async () => {
    network();
    const { router } = renderApp('/miperfil');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it(
    'commits a field when it loses focus, saves the spec body and shows the saved dialog',
    async () => {
      const { calls } = network();
      await open();
      expect(screen.getByLabelText(T.correo).textContent).toBe(USUARIO.correo);
      expect(screen.queryByRole('button', { name: T.editar(T.correo) })).toBeNull();
      // The stored date shows its first 10 characters (docs/architecture.md,
      // "Data model in brief"), as es-AR.
      expect(screen.getByRole('button', { name: T.editar(T.dtNacimiento) }).textContent).toBe(
        '04/05/1990',
      );

      await edit(T.nombre, 'Martina');
      expect(screen.getByRole('button', { name: T.editar(T.nombre) }).textContent).toBe('Martina');
      // Typed day/month/year on any browser language (issue 15).
      await edit(T.dtNacimiento, '25/12/1990');
      expect(screen.getByRole('button', { name: T.editar(T.dtNacimiento) }).textContent).toBe(
        '25/12/1990',
      );
      await edit(T.apellido, 'Descartado', 'escape');
      expect(screen.getByRole('button', { name: T.editar(T.apellido) }).textContent).toBe('Pérez');
      await edit(T.telefono, '1166667777', 'enter');
      expect(screen.getByRole('button', { name: T.editar(T.telefono) }).textContent).toBe(
        '1166667777',
      );
      await edit(T.instagram, 'https://instagram.com/martina');

      // Each field was saved as it was left: Guardar has nothing left to send.
      await waitFor(() => expect(puts(calls)).toHaveLength(4));
      await screen.findByText(T.cambioGuardado);
      await save();
      const dialog = await dialogWith(PROFILE_MSG.cambiosGuardados);
      expect(within(dialog).getByText(PROFILE_MSG.datosActualizados)).toBeTruthy();
      expect(puts(calls)).toHaveLength(4);
      expect(await lastBodyOf(calls, 'PUT', '/Usuario/UpdateUsuario')).toEqual({
        idUsuario: 7,
        nombre: 'Martina',
        apellido: 'Pérez',
        correo: USUARIO.correo,
        dni: '30123456',
        telefono: '1166667777',
        bio: '',
        cbu: '',
        // The organiser's payout details (docs/decisions/0079-organiser-payout-details.md), sent
        // as they were read: empty for this attendee.
        aliasCbu: '',
        banco: '',
        cuit: '',
        dtNacimiento: '1990-12-25',
        cdRoles: [0],
        domicilio: { ...USUARIO.domicilio },
        socials: { ...USUARIO.socials, mdInstagram: 'https://instagram.com/martina' },
      });
      // The session's user (the nav's name and avatar) is read again.
      await waitFor(() => expect(calls.some((r) => r.url.endsWith('/Security/Me'))).toBe(true));
    },
    SLOW,
  );

  it(
    'saves each valid field as it is left; a refused one says why beside it and holds back nothing',
    async () => {
      // The server keeps what it is sent, so a reload reads it back.
      let current: UsuarioView = USUARIO;
      const { calls } = network({
        'GET /Usuario/GetUsuario': () => json(200, { usuarios: [current] }),
        'PUT /Usuario/UpdateUsuario': async (req) => {
          const body = (await req.clone().json()) as Record<string, unknown>;
          current = { ...current, ...body, roles: USUARIO.roles } as UsuarioView;
          return json(200, { usuario: current });
        },
      });
      await open();
      await edit(T.nombre, 'Martina');
      await waitFor(() => expect(puts(calls)).toHaveLength(1));
      expect(await screen.findByText(T.cambioGuardado)).toBeTruthy();

      await edit(T.telefono, '011 15 abc');
      await edit(T.dni, '12');
      await screen.findByText(PROFILE_MSG.dni);
      const telefono = screen.getByRole('button', { name: T.editar(T.telefono) });
      expect(telefono.textContent).toBe('011 15 abc');
      expect(telefono.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(telefono.getAttribute('aria-describedby')!)!.textContent).toBe(
        PROFILE_MSG.telefono,
      );
      await waitFor(() =>
        expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
          PROFILE_MSG.dni,
          PROFILE_MSG.telefono,
        ]),
      );
      // Nothing valid changed: nothing sent.
      expect(puts(calls)).toHaveLength(1);

      await edit(T.apellido, 'Gómez');
      await waitFor(() => expect(puts(calls)).toHaveLength(2));
      expect(await lastBodyOf(calls, 'PUT', '/Usuario/UpdateUsuario')).toMatchObject({
        nombre: 'Martina',
        apellido: 'Gómez',
        dni: USUARIO.dni,
        telefono: USUARIO.telefono,
      });
      expect(await screen.findByText(T.guardadoParcial)).toBeTruthy();

      // A reload shows what was saved.
      cleanup();
      await open();
      expect(screen.getByRole('button', { name: T.editar(T.nombre) }).textContent).toBe('Martina');
      expect(screen.getByRole('button', { name: T.editar(T.apellido) }).textContent).toBe('Gómez');
      expect(screen.getByRole('button', { name: T.editar(T.telefono) }).textContent).toBe(
        USUARIO.telefono,
      );
    },
    SLOW,
  );

  it(
    'the capital fills province, municipality and locality with itself (code 02)',
    async () => {
      const { calls } = network();
      await open();
      expect(screen.getByRole('combobox', { name: LOCATION_TEXT.localidad })).toBeTruthy();
      await chooseOption(LOCATION_TEXT.provincia, CABA);
      await waitFor(() =>
        expect(screen.queryByRole('combobox', { name: LOCATION_TEXT.municipio })).toBeNull(),
      );
      // A whole place is saved as soon as it is chosen.
      await screen.findByText(T.cambioGuardado);
      await save();
      await dialogWith(PROFILE_MSG.cambiosGuardados);
      const capital = { nombre: CABA, codigo: '02' };
      expect((await bodyOf(calls, 'PUT', '/Usuario/UpdateUsuario')).domicilio).toEqual({
        direccion: USUARIO.domicilio.direccion,
        latitud: 0,
        longitud: 0,
        provincia: capital,
        municipio: capital,
        localidad: capital,
      });
    },
    SLOW,
  );

  it(
    'a field the server would refuse is named before any call; failures show the catalogue text',
    async () => {
      let fail: Response | null = null;
      const { calls } = network({
        'PUT /Usuario/UpdateUsuario': () => fail ?? json(200, { usuario: USUARIO }),
      });
      await open();
      await edit(T.telefono, '123');
      await save();
      expect((await screen.findByRole('alert')).textContent).toBe(PROFILE_MSG.telefono);
      expect(calls.some((r) => r.method === 'PUT')).toBe(false);

      await edit(T.telefono, '1166667777');
      fail = problem(500, 'x');
      await edit(T.nombre, 'Martina');
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe(PROFILE_MSG.errorActualizar),
      );
      fail = problem(400, PROFILE_MSG.correoNoModificable);
      await save();
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe(PROFILE_MSG.correoNoModificable),
      );
    },
    SLOW,
  );

  it(
    'change of password: the checks in the spec order, then the server verifies the current one',
    async () => {
      let answer: Response = problem(400, PROFILE_MSG.actualIncorrecta);
      const { calls } = network({ 'PUT /Usuario/CambiarPassword': () => answer });
      await open();
      await userEvent.click(screen.getByRole('button', { name: T.cambiarPassword }));
      const dialog = await dialogWith(T.passwordActual);
      // Found anew each time: while the last answer is being handled the button is loading
      // (its name starts with the spinner's), and a person presses it once it is back.
      const submit = async () =>
        userEvent.click(await within(dialog).findByRole('button', { name: T.cambiarPassword }));
      const fill = (label: string, value: string) =>
        fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
      const alertText = async () => (await within(dialog).findByRole('alert')).textContent;

      fill(T.passwordNueva, 'nueva1234');
      fill(T.passwordConfirmacion, 'otra1234');
      await submit();
      expect(await alertText()).toBe(PROFILE_MSG.completarCampos);
      fill(T.passwordActual, 'actual1234');
      await submit();
      await waitFor(async () => expect(await alertText()).toBe(PROFILE_MSG.nuevasNoCoinciden));
      fill(T.passwordNueva, 'corta');
      fill(T.passwordConfirmacion, 'corta');
      await submit();
      await waitFor(async () => expect(await alertText()).toBe(REGISTER_MSG.passwordDebil));
      expect(calls.some((r) => r.url.endsWith('/CambiarPassword'))).toBe(false);

      fill(T.passwordNueva, 'nueva1234');
      fill(T.passwordConfirmacion, 'nueva1234');
      await submit();
      await waitFor(async () => expect(await alertText()).toBe(PROFILE_MSG.actualIncorrecta));
      answer = problem(500, 'x');
      await submit();
      await waitFor(async () => expect(await alertText()).toBe(PROFILE_MSG.errorCambiarPassword));
      answer = new Response(null, { status: 204 });
      await submit();
      expect(await screen.findByText(PROFILE_MSG.passwordActualizada)).toBeTruthy();
      expect(await bodyOf(calls, 'PUT', '/Usuario/CambiarPassword')).toEqual({
        actual: 'actual1234',
        nueva: 'nueva1234',
        confirmacion: 'nueva1234',
      });
    },
    SLOW,
  );

  it(
    'deleting the account warns, needs the confirmation, then logs out and goes to /',
    async () => {
      let fail = true;
      const { calls } = network({
        'DELETE /Usuario/DeleteUsuario/7': () =>
          fail ? problem(500, 'x') : new Response(null, { status: 204 }),
      });
      const { router, store } = await open();
      await userEvent.click(screen.getByRole('button', { name: T.eliminarCuenta }));
      const dialog = await dialogWith(T.eliminarCuentaAviso);
      const confirm = within(dialog).getByRole('button', { name: T.eliminarCuentaConfirmar });
      expect((confirm as HTMLButtonElement).disabled).toBe(true);
      await userEvent.click(within(dialog).getByRole('checkbox'));
      await userEvent.click(confirm);
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        PROFILE_MSG.errorEliminarCuenta,
      );
      expect(store.getState().session.user).not.toBeNull();
      expect(calls.some((r) => r.url.endsWith('/Security/Logout'))).toBe(false);

      fail = false;
      await userEvent.click(confirm);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(store.getState().session.user).toBeNull();
      expect(calls.some((r) => r.url.endsWith('/Security/Logout'))).toBe(true);
      expect(window.localStorage.getItem('token')).toBeNull();
    },
    SLOW,
  );
});

describe('/miperfil photo', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it(
    'select, preview, cancel or accept (uploads usuario-<id>), with the profile wording',
    async () => {
      let upload: Response = problem(500, 'x');
      network({ 'POST /Media': () => upload });
      const { uploads } = fakeXhr();
      await open();
      const pick = () => userEvent.click(screen.getByRole('button', { name: T.elegirFoto }));

      pickerReturning({ status: 'rejected', reason: 'type', message: 'genérico' });
      await pick();
      expect((await screen.findByRole('alert')).textContent).toBe(MEDIA_RULES.usuario.tipo);
      pickerReturning({ status: 'rejected', reason: 'size', message: 'genérico' });
      await pick();
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe(MEDIA_RULES.usuario.peso),
      );

      pickerReturning({ status: 'picked', file: PNG });
      await pick();
      await screen.findByText(PNG.name);
      await userEvent.click(screen.getByRole('button', { name: T.cancelarFoto }));
      expect(screen.queryByText(PNG.name)).toBeNull();
      expect(uploads).toEqual([]);

      pickerReturning({ status: 'picked', file: PNG }, { status: 'picked', file: PNG });
      await pick();
      await userEvent.click(await screen.findByRole('button', { name: T.aceptarFoto }));
      expect(await screen.findByText(PROFILE_MSG.errorActualizarImagen)).toBeTruthy();
      upload = json(201, { idMedia: 56, url: '/api/v1/Media/file/56' });
      // antd animates the spinner out, and the button's name holds "loading" until it is gone.
      await userEvent.click(await screen.findByRole('button', { name: T.aceptarFoto }));
      expect(await screen.findByText(PROFILE_MSG.imagenActualizada)).toBeTruthy();
      expect(uploads.map((u) => u.form.get('IdEntidadMedia'))).toEqual(['usuario-7', 'usuario-7']);
    },
    SLOW,
  );

  it(
    'deletes the stored photo, or says it could not',
    async () => {
      let answer: Response = problem(500, 'x');
      const { calls } = network({ 'DELETE /Media/55': () => answer }, { foto: true });
      await open();
      const remove = await screen.findByRole('button', { name: T.eliminarFoto });
      await userEvent.click(remove);
      expect(await screen.findByText(PROFILE_MSG.errorEliminarImagen)).toBeTruthy();
      answer = new Response(null, { status: 204 });
      // The failed delete refetches the photo (its tag is invalidated); the button comes back with it.
      await userEvent.click(await screen.findByRole('button', { name: T.eliminarFoto }));
      expect(await screen.findByText(PROFILE_MSG.imagenEliminada)).toBeTruthy();
      expect(
        calls.filter((r) => r.method === 'DELETE').map((r) => new URL(r.url).pathname),
      ).toEqual(['/api/v1/Media/55', '/api/v1/Media/55']);
    },
    SLOW,
  );
});
