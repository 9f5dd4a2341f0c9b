import type { ArtistaView, EventoView } from './discovery';

/**
 * Contract of the administrator endpoints (issue 5). Requests are the zod schemas of
 * shared/validation/admin.ts; these are the answers. Every route here needs role 1 unless
 * it says otherwise; others get 403 (guests 401).
 *
 * Events to validate
 * - GET /Evento/GetEventosAValidar                  -> {eventos: EventoAValidar[]} (estado 0, by first start)
 * - GET /Evento/GetEventoAValidar?IdEvento=          -> EventoAValidarDetalle (any estado; 404 eventoNoEncontrado)
 * - PUT /Evento/ValidarEvento {idEvento}             -> {idEvento, estado: 1}; 409 VALIDATION_MSG.noPendiente
 * - PUT /Evento/RechazarEvento {idEvento, motivo}    -> {idEvento, estado: 6}; mail to the owner in the outbox
 *
 * Artists
 * - GET /Artista/GetArtista?isActivo=true            (public, exists) active directory
 * - GET /Artista/GetArtistasAdmin                    -> {artistas: ArtistaAdminView[]} every non-discarded artist, newest first
 * - POST /Artista/CreateArtista createArtistaSchema   -> 201 {idArtista}; 409 ARTIST_MSG.nombreEnUso
 * - PUT /Artista/UpdateArtista updateArtistaSchema    -> {idArtista}
 * - PUT /Artista/ActivarArtista activarArtistaSchema  -> {idArtista} (isActivo true, socials saved)
 * - PUT /Artista/DescartarArtista {idArtista}         -> {idArtista} ("No Activar": never offered again)
 * - DELETE /Artista/DeleteArtista/:id                 -> 204 (its image and likes go too)
 *
 * News
 * - GET /noticia                                     (public, exists) newest first
 * - POST /noticia createNoticiaSchema                 -> 201 {idNoticia}
 * - PUT /noticia updateNoticiaSchema                  -> {idNoticia}
 * - DELETE /noticia/:id                               -> 204 (its image goes too)
 *
 * Media (extends issue 4's POST /Media and DELETE /Media/:idMedia)
 * - keys artista-<id>, noticia-<id>, idCarousel1..4: administrators; archivoTyC: administrators,
 *   PDF only (magic bytes); usuario-<id>: that user (issue 6's profile photo); evento-<id>: owner or admin.
 *   Refusals answer 400/413 with MEDIA_RULES[context].tipo / .peso (shared/domain/media-rules.ts).
 *   An upload replaces the key's previous file; GET /Media?IdEntidadMedia= is public.
 */
export interface Owner {
  idUsuario: number;
  nombre: string;
  apellido: string;
  correo: string;
  telefono: string;
}

export interface EventoAValidar extends EventoView {
  owner: Owner;
}

/** Artists of the event that are inactive and not discarded: the activation dialog's list. */
export interface EventoAValidarDetalle {
  evento: EventoAValidar;
  /** Ticket rows per date as created: cantidad is the full stock, not what is left. */
  entradasPorFecha: Array<{
    idFecha: number;
    entradas: Array<{ cdTipo: number; dsTipo: string; precio: number; cantidad: number }>;
  }>;
  artistasInactivos: ArtistaView[];
}

export interface ArtistaAdminView extends ArtistaView {
  descartado: boolean;
}
