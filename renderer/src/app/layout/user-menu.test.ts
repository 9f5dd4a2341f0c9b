import { MENU } from '@shared/routes';
import { EQUIPO_TEXT } from '@shared/texts/equipo-pantalla';
import { RRPP_TEXT } from '@shared/texts/rrpp-pantalla';
import { WAITLIST_TEXT } from '@shared/texts/waitlist';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/render-app';
import { userMenuSections } from './user-menu';

const labels = (items: ReadonlyArray<{ label: string }>) => items.map((i) => i.label);

describe('userMenuSections', () => {
  it('role 0: own name as title and the user entries', () => {
    const sections = userMenuSections(makeUser([0], 'Lucía Pérez'));
    expect(sections).toHaveLength(1);
    expect(sections[0]!.title).toBe('Lucía Pérez');
    expect(labels(sections[0]!.entries)).toEqual(labels(MENU.usuario));
    expect(sections[0]!.entries.map((e) => e.path)).toEqual([
      '/mis-entradas',
      '/lista-de-espera',
      '/eventos-favoritos',
      '/miperfil',
    ]);
  });

  it('role 0: the wait list after Mis entradas, named as its page calls it', () => {
    const entries = userMenuSections(makeUser([0]))[0]!.entries;
    expect(entries[1]).toEqual({ label: WAITLIST_TEXT.enlaceMenu, path: '/lista-de-espera' });
  });

  it('roles 0 and 2: adds Opciones de organizador', () => {
    const sections = userMenuSections(makeUser([0, 2]));
    expect(sections.map((s) => s.title)).toEqual(['Lucía Pérez', 'Opciones de organizador']);
    expect(sections[1]!.entries.map((e) => e.path)).toEqual([
      '/mis-eventos-creados',
      '/mis-fiestas-recurrentes',
      '/entradas-vendidas',
      '/productora',
      '/mis-ventas-rrpp',
    ]);
  });

  it('roles 0 and 2: Mis ventas como RRPP last, named as its page calls it', () => {
    const entries = userMenuSections(makeUser([0, 2]))[1]!.entries;
    expect(entries.at(-1)).toEqual({ label: RRPP_TEXT.misVentasTitulo, path: '/mis-ventas-rrpp' });
  });

  it('roles 0 and 2: Mi productora after Entradas vendidas, named as its page calls it', () => {
    const entries = userMenuSections(makeUser([0, 2]))[1]!.entries;
    const i = entries.findIndex((e) => e.path === '/productora');
    expect(entries[i]).toEqual({ label: EQUIPO_TEXT.titulo, path: '/productora' });
    expect(entries[i - 1]?.path).toBe('/entradas-vendidas');
  });

  it('role 1: only the Administrador section, even when also holding 0 and 2', () => {
    const sections = userMenuSections(makeUser([0, 1, 2]));
    expect(sections).toHaveLength(1);
    expect(sections[0]!.title).toBe('Administrador');
    expect(labels(sections[0]!.entries)).toEqual([
      'Validar eventos',
      'Crear artista',
      'Editar artistas',
      'Crear noticia',
      'Editar noticias',
      'Editar Carrusel',
      'Actualizar TyC',
    ]);
  });
});
