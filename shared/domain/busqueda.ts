/**
 * Longest query the public search takes (GET /Evento/GetEventos and /Artista/GetArtista
 * `busqueda`; the home's search box). Apart from text-search.ts, so the first screen loads only
 * this number.
 */
export const BUSQUEDA_MAX = 80;
