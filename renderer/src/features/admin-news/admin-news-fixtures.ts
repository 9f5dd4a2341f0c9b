import type { NoticiaView } from '@shared/api/discovery';
import type { PickedFile } from '@shared/platform';
import { PNG } from '../../test/organiser-fixtures';

export { PNG };

/** GIF bytes under an image name: what a broken picker could hand over. */
export const GIF: PickedFile = {
  name: 'animada.png',
  mime: 'image/png',
  size: 6,
  bytes: new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]),
};

export const NOTICIAS: NoticiaView[] = [
  {
    idNoticia: 3,
    titulo: 'Vuelve el Festival del Río',
    contenido: 'Tres escenarios.',
    dtPublicado: '2030-04-01T15:00:00.000Z',
    urlEvento: 'https://pulso.example/evento/12',
    imagen: '/api/v1/Media/file/30',
  },
  {
    idNoticia: 5,
    titulo: 'Nueva fecha de Noche Ácida',
    contenido: 'Sábado 12.',
    dtPublicado: '2030-06-01T15:00:00.000Z',
    urlEvento: '',
    imagen: '/api/v1/Media/file/50',
  },
  {
    idNoticia: 4,
    titulo: 'Entrevista: DJ ÍCARO',
    contenido: 'Charlamos con Ícaro.',
    dtPublicado: '2030-05-01T15:00:00.000Z',
    urlEvento: '',
    imagen: null,
  },
];
