import type { EventoView, NoticiaView } from '@shared/api/discovery';

/**
 * Navigation states handed from one screen to another (docs/architecture.md, "Renderer"). Screens
 * of different features meet here, since features do not import each other.
 */

/** /evento/{id}: the card hands over the event it shows. */
export interface EventoLinkState {
  evento: EventoView;
}

/** /comollegar/{idEvento}: the event and its address. */
export interface ComoLlegarState {
  idEvento: number;
  direccion: string;
}

/** /noticias/{id}: the news item of the card. */
export interface NoticiaLinkState {
  noticia: NoticiaView;
}

/** The state of the current entry, when it has the expected key. */
export function readState<T extends object>(state: unknown, key: keyof T): Partial<T> | null {
  return typeof state === 'object' && state !== null && key in state ? (state as Partial<T>) : null;
}

/** A message the next screen shows once (the result of a save, or why we left a screen). */
export interface FlashState {
  aviso: { texto: string; tipo: 'success' | 'error' };
}

export const flash = (texto: string, tipo: 'success' | 'error'): FlashState => ({
  aviso: { texto, tipo },
});

/** /cancelar-evento/{id}: the event's name. */
export interface CancelarEventoState {
  nombre: string;
}
