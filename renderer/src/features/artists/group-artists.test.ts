import type { ArtistaView } from '@shared/api/discovery';
import { describe, expect, it } from 'vitest';
import { compareArtistNames } from '@shared/domain/artist-directory';
import { groupArtists } from './group-artists';
import { likesAfterToggle } from './like-count';

const artista = (idArtista: number, nombre: string): ArtistaView => ({
  idArtista,
  nombre,
  bio: '',
  isActivo: true,
  dtAlta: '2025-01-01T00:00:00.000Z',
  socials: { idSocial: idArtista, mdInstagram: '', mdSpotify: '', mdSoundcloud: '' },
  imagen: null,
  likes: 0,
  isFavorito: 0,
});

describe('groupArtists', () => {
  it('groups the server-ordered list under "#" and letters, accents folded and Ñ on its own', () => {
    const names = ['Zeta', 'Ñandú', '2Lux', 'Ícaro', 'Nube', 'aurora', '#Hash', 'Órbita', 'Ana'];
    // In the order the server sends (the shared rule it sorts with).
    const listed = names.map((n, i) => artista(i + 1, n));
    listed.sort((a, b) => compareArtistNames(a.nombre, b.nombre));
    const groups = groupArtists(listed);
    expect(groups.map((g) => [g.key, g.artistas.map((a) => a.nombre)])).toEqual([
      ['#', ['#Hash', '2Lux']],
      ['A', ['Ana', 'aurora']],
      ['I', ['Ícaro']],
      ['N', ['Nube']],
      ['Ñ', ['Ñandú']],
      ['O', ['Órbita']],
      ['Z', ['Zeta']],
    ]);
  });
});

describe('likesAfterToggle', () => {
  it('moves one up or down, or takes the server figure, never below 0', () => {
    expect(likesAfterToggle(4, true)).toBe(5);
    expect(likesAfterToggle(4, false)).toBe(3);
    expect(likesAfterToggle(0, false)).toBe(0);
    expect(likesAfterToggle(4, true, 9)).toBe(9);
    expect(likesAfterToggle(1, false, -1)).toBe(0);
  });
});
