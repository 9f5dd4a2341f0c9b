/**
 * Fictional artists. Two names start with a digit so the '#' group of the artists page has
 * members; accented names exercise sorting and grouping ('Ñ', 'Í', 'Ó').
 */
export interface DemoArtist {
  nombre: string;
  bio: string;
  /** Which socials are filled: i Instagram, s Spotify, c SoundCloud. */
  socials: '' | 'i' | 'ic' | 'isc' | 'sc';
  photo: boolean;
  isActivo: boolean;
}

const a = (
  nombre: string,
  bio: string,
  socials: DemoArtist['socials'],
  photo: boolean,
): DemoArtist => ({
  nombre,
  bio,
  socials,
  photo,
  isActivo: true,
});

export const DEMO_ARTISTS: ReadonlyArray<DemoArtist> = [
  a(
    '2Lux',
    'Dúo porteño de techno melódico. Sets largos, sintetizadores analógicos y mucha luz.',
    'isc',
    true,
  ),
  a(
    '999 Hertz',
    'Proyecto de hard techno nacido en Lanús. Bombos a 150 BPM y cero concesiones.',
    'ic',
    false,
  ),
  a(
    'Aurora Austral',
    'Productora ushuaiense de progressive y melodic. Su música suena a viento del sur.',
    'isc',
    true,
  ),
  a(
    'Bruma Eléctrica',
    'Live act de dub techno: texturas, ecos y graves profundos desde Rosario.',
    'sc',
    false,
  ),
  a(
    'Catalina Voss',
    'DJ residente de fiestas underground en Palermo. Tech-house con groove y swing.',
    'isc',
    true,
  ),
  a(
    'Delta Paraná',
    'Colectivo entrerriano que mezcla minimal con grabaciones de campo del río.',
    'i',
    false,
  ),
  a(
    'Eco de Piedra',
    'Trance progresivo desde las sierras de Córdoba, con raíces en el psytrance de los 2000.',
    'ic',
    true,
  ),
  a(
    'Fermín Quiroga',
    'Veterano de la escena de Mendoza. House clásico, vinilos y respeto por la pista.',
    'isc',
    false,
  ),
  a(
    'Gélida',
    'Productora de industrial techno. Ruido, metal y máquinas de ritmo intervenidas.',
    '',
    true,
  ),
  a('Hache Modular', 'Live set 100 % modular. Cada presentación es irrepetible.', 'sc', false),
  a('Ícaro Sur', 'Acid techno con la 303 al frente. Residente de afters en Tucumán.', 'ic', true),
  a(
    'Juana Lumen',
    'Melodic techno emotivo y cinematográfico. Sello propio: Lumen Records.',
    'isc',
    false,
  ),
  a(
    'Koa Nómade',
    'Sonidos tribales y percusión en vivo. Viaja por festivales de toda la Patagonia.',
    'i',
    true,
  ),
  a(
    'Lucía Ferro',
    'Techno sólido y oscuro; residente en clubes de La Plata y Buenos Aires.',
    'isc',
    false,
  ),
  a(
    'Mateo Vidal',
    'House y disco edits para el amanecer. Creador de la fiesta Costanera Sunset.',
    'ic',
    true,
  ),
  a(
    'Nocturna',
    'Colectivo feminista de DJs que impulsa line-ups diversos en todo el país.',
    'isc',
    false,
  ),
  a(
    'Ñandú Collective',
    'Colectivo de productores del litoral. Minimal, dub y folklore electrónico.',
    'ic',
    true,
  ),
  a(
    'Ómnibus Ritual',
    'Dúo de hard techno y rave noventoso. Energía alta de principio a fin.',
    '',
    false,
  ),
  a(
    'Pampa Acid',
    'Acid house y acid techno criollo. Carpeta de vinilos heredada de los 90.',
    'sc',
    true,
  ),
  a('Quebrada', 'Productor jujeño que cruza techno hipnótico con sikus y cajas.', 'i', false),
  a('Río Oscuro', 'Dark techno y EBM. Presentaciones con visuales propias.', 'isc', true),
  a(
    'Selva Binaria',
    'Tech-house percusivo y juguetón. Favorito de los afters de la costa.',
    'ic',
    false,
  ),
  a(
    'Tomás Ledesma',
    'Progressive house de largo aliento; residente de Nieve y Bajo en Bariloche.',
    'isc',
    true,
  ),
  a(
    'Valentina Sur',
    'Trance uplifting y melodic. Ganadora del concurso de productores Pulso 2024.',
    'ic',
    false,
  ),
  a('Zonda Sound System', 'Sound system mendocino: dub, bass y techno al aire libre.', 'sc', true),
];

/**
 * Typed by an organiser; an administrator has not activated them yet. The first two are on a
 * pending event (activated from its validation); DJ Nobody is on an event approved before
 * anyone did, so only the artists screen offers "Activar" (its name kept as typed).
 */
export const DEMO_INACTIVE_ARTISTS: ReadonlyArray<DemoArtist> = [
  {
    ...a(
      'Ulises Ferreyra',
      'DJ cordobés de minimal techno. Primera fecha fuera de su ciudad.',
      'i',
      false,
    ),
    isActivo: false,
  },
  { ...a('Yaguareté Club', 'Trío misionero de tribal y afro house.', '', false), isActivo: false },
  { ...a('DJ Nobody', 'Selectora porteña de electro y breaks.', '', false), isActivo: false },
];

const slug = (nombre: string) =>
  nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** Social links (https) for the flags in `socials`; `spotifyId` comes from the seeded random. */
export function artistSocials(artist: DemoArtist, spotifyId: string) {
  const s = slug(artist.nombre);
  return {
    mdInstagram: artist.socials.includes('i') ? `https://www.instagram.com/${s}` : '',
    mdSpotify: artist.socials.includes('s') ? `https://open.spotify.com/artist/${spotifyId}` : '',
    mdSoundcloud: artist.socials.includes('c') ? `https://soundcloud.com/${s}` : '',
  };
}
