// @vitest-environment jsdom
import type { UsuarioView } from '@shared/api/usuario';
import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../app/store';
import { setPlatform } from '../platform';
import { createWebPlatform } from '../platform/web';
import { fakeNetwork, json, problem, TEST_API } from '../test/render-app';
import { usuarioApi } from './usuario-api';

const usuario = (idUsuario: number, nombre: string): UsuarioView => ({
  idUsuario,
  nombre,
  apellido: 'Pérez',
  correo: `u${idUsuario}@example.com`,
  cbu: '',
  aliasCbu: '',
  banco: '',
  cuit: '',
  dni: '30123456',
  telefono: '1155554444',
  nombreFantasia: '',
  bio: '',
  dtNacimiento: null,
  domicilio: {
    direccion: 'Av. Siempre Viva 742',
    latitud: -31.4,
    longitud: -64.2,
    provincia: { nombre: 'Córdoba', codigo: '14' },
    municipio: { nombre: 'Río Cuarto', codigo: '3' },
    localidad: { nombre: 'Centro', codigo: 'a' },
  },
  socials: { idSocial: idUsuario, mdInstagram: '', mdSpotify: '', mdSoundcloud: '' },
  roles: [{ cdRol: 0, dsRol: 'Usuario' }],
});

/** A stored user per id behind the fake network; PUT stores the body (or fails with 400). */
function setup(options: { failUpdate?: boolean } = {}) {
  setPlatform(createWebPlatform(TEST_API));
  const stored = new Map([
    [7, usuario(7, 'Lucía')],
    [8, usuario(8, 'Tomás')],
  ]);
  const { calls } = fakeNetwork({
    'GET /Usuario/GetUsuario': (req) => {
      const id = Number(new URL(req.url).searchParams.get('IdUsuario'));
      return json(200, { usuarios: stored.has(id) ? [stored.get(id)] : [] });
    },
    'PUT /Usuario/UpdateUsuario': async (req) => {
      if (options.failUpdate) return problem(400, 'El DNI no es válido.');
      const body = (await req.clone().json()) as { idUsuario: number; nombre: string };
      const next = { ...stored.get(body.idUsuario)!, nombre: body.nombre };
      stored.set(body.idUsuario, next);
      return json(200, { usuario: next });
    },
  });
  const store = createAppStore(null);
  const gets = () => calls.filter((c) => c.method === 'GET').map((c) => new URL(c.url).search);
  const nombre = (id: number) =>
    usuarioApi.endpoints.getUsuario.select(id)(store.getState()).data?.nombre;
  return { store, gets, nombre };
}

const update = (idUsuario: number, nombre: string) =>
  usuarioApi.endpoints.updateUsuario.initiate({ idUsuario, nombre, apellido: 'Pérez' });

/**
 * GET/PUT /Usuario (docs/architecture.md, "Route and field names"), one definition for My profile
 * and the checkout.
 */
describe('usuarioApi', () => {
  it('reads the user asked for, and null when the list comes back empty', async () => {
    const { store } = setup();
    const lucia = await store.dispatch(usuarioApi.endpoints.getUsuario.initiate(7));
    expect(lucia.data?.nombre).toBe('Lucía');
    const nadie = await store.dispatch(usuarioApi.endpoints.getUsuario.initiate(99));
    expect(nadie.data).toBeNull();
  });

  it('a saved update reads that user again, and only that user', async () => {
    const { store, gets, nombre } = setup();
    await store.dispatch(usuarioApi.endpoints.getUsuario.initiate(7));
    await store.dispatch(usuarioApi.endpoints.getUsuario.initiate(8));
    expect(gets()).toEqual(['?IdUsuario=7', '?IdUsuario=8']);

    const saved = await store.dispatch(update(7, 'Lucía Inés'));
    expect(saved.data?.nombre).toBe('Lucía Inés');
    await vi.waitFor(() => expect(nombre(7)).toBe('Lucía Inés'));
    expect(gets()).toEqual(['?IdUsuario=7', '?IdUsuario=8', '?IdUsuario=7']);
    expect(nombre(8)).toBe('Tomás');
  });

  it('a refused update keeps what was read, without asking again', async () => {
    const { store, gets, nombre } = setup({ failUpdate: true });
    await store.dispatch(usuarioApi.endpoints.getUsuario.initiate(7));
    const refused = await store.dispatch(update(7, 'Lucía Inés'));
    expect(refused.error).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gets()).toEqual(['?IdUsuario=7']);
    expect(nombre(7)).toBe('Lucía');
  });
});
