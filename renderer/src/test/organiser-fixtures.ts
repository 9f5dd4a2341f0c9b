import type { PickedFile, PickResult } from '@shared/platform';
import { setPlatform } from '../platform';
import { createWebPlatform } from '../platform/web';
import { TEST_API } from './render-app';

export const CABA = 'Ciudad Autónoma de Buenos Aires';

export const ARTISTAS = [
  { idArtista: 1, nombre: 'Aurora' },
  { idArtista: 2, nombre: 'Ícaro Sur' },
];

export const FIESTAS = [
  { idFiesta: 4, dsNombre: 'Noche Ácida', isActivo: true, idUsuario: 7 },
  { idFiesta: 5, dsNombre: 'club sur', isActivo: true, idUsuario: 7 },
  { idFiesta: 6, dsNombre: 'Antigua', isActivo: false, idUsuario: 7 },
];

/** A real PNG header: enough for the file checks. */
export const PNG: PickedFile = {
  name: 'flyer.png',
  mime: 'image/png',
  size: 16,
  bytes: new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
  ]),
};

/** The web platform whose picker returns `results` one after another. */
export function pickerReturning(...results: PickResult[]) {
  const queue = [...results];
  setPlatform({
    ...createWebPlatform(TEST_API),
    pickFile: async () => queue.shift() ?? { status: 'cancelled' },
  });
}

export const geoRoutes = {
  'GET /Geo/provincias': () =>
    Response.json({
      provincias: [
        { id: '02', nombre: CABA },
        { id: '14', nombre: 'Córdoba' },
      ],
    }),
};
