import type { ArtistaView } from '@shared/api/discovery';
import { artistInitial } from '@shared/domain/artist-directory';

export interface ArtistGroup {
  /** '#' or a letter (accents folded: "Ícaro" under I; Ñ is its own letter). */
  key: string;
  artistas: ArtistaView[];
}

/**
 * The directory's sections (docs/architecture.md, "Where each rule lives"): "#" first for names
 * that do not start with a letter, then the letters in Spanish order. The list arrives in that
 * order: the server sorts it with the shared rule (artistas.test.ts), so the page builds no
 * collator of its own while it hydrates.
 */
export function groupArtists(artistas: ReadonlyArray<ArtistaView>): ArtistGroup[] {
  const groups: ArtistGroup[] = [];
  for (const artista of artistas) {
    const key = artistInitial(artista.nombre);
    const last = groups.at(-1);
    if (last?.key === key) last.artistas.push(artista);
    else groups.push({ key, artistas: [artista] });
  }
  return groups;
}
