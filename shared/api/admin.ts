import { z } from 'zod';
import { artistaViewSchema, eventoViewSchema } from './discovery';

/**
 * Contract of the administrator endpoints (issue 5). Requests are the zod schemas of
 * shared/validation/admin.ts; these are the answers. Every route here needs role 1 unless
 * it says otherwise; others get 403 (guests 401).
 *
 * Events to validate
 * - GET /Evento/GetEventosAValidar                  -> {eventos: EventoAValidar[]} (estado 0, by first start)
 * - GET /Evento/GetEventoAValidar?IdEvento=          -> EventoAValidarDetalle (any estado; 404 eventoNoEncontrado)
 * - PUT /Evento/ValidarEvento {idEvento}             -> {idEvento, estado: 1}; 409 VALIDATION_MSG.noPendiente,
 *                                                       404 eventoNoEncontrado; the lifecycle then puts it on sale
 * - PUT /Evento/RechazarEvento {idEvento, motivo}    -> {idEvento, estado: 6}; motivo stored and mailed to the
 *                                                       owner through the outbox; 400 motivoFalta, 409, 404 as above
 *
 * Artists
 * - GET /Artista/GetArtista?isActivo=true            (public, exists) active directory
 * - GET /Artista/GetArtistasAdmin                    -> {artistas: ArtistaAdminView[]} every non-discarded artist, newest first
 * - POST /Artista/CreateArtista createArtistaSchema   -> 201 {idArtista}; 409 ARTIST_MSG.nombreEnUso (any
 *                                                       case); a discarded artist of that name comes back instead
 * - PUT /Artista/UpdateArtista updateArtistaSchema    -> {idArtista}; 404 noEncontrado, 409 nombreEnUso
 * - PUT /Artista/ActivarArtista activarArtistaSchema  -> {idArtista} (isActivo true, socials saved); 404
 * - PUT /Artista/DescartarArtista {idArtista}         -> {idArtista} ("No Activar": never offered again);
 *                                                       409 ARTIST_MSG.yaActivo for an active artist; 404
 * - DELETE /Artista/DeleteArtista/:id                 -> 204 (its media rows and files, likes and line-up
 *                                                       places go too); 404
 *
 * News
 * - GET /noticia                                     (public, exists) newest first
 * - POST /noticia createNoticiaSchema                 -> 201 {idNoticia}
 * - PUT /noticia updateNoticiaSchema                  -> {idNoticia} (dtPublicado kept); 404 NEWS_MSG.noEncontrada
 * - DELETE /noticia/:id                               -> 204 (its media rows and files go too); 404
 *
 * Media (extends issue 4's POST /Media and DELETE /Media/:idMedia)
 * - keys artista-<id>, noticia-<id>, idCarousel1..4: administrators; archivoTyC: administrators,
 *   PDF only (magic bytes); usuario-<id>: that user (issue 6's profile photo); evento-<id>: owner or admin.
 *   Others get 403 (MSG.sinPermiso; a key that takes no files: MSG.medioNoPermitido); an artist,
 *   news item or user that does not exist, 404. Refusals of the file answer 400/413 with
 *   MEDIA_RULES[context].tipo / .peso (shared/domain/media-rules.ts); no file: MSG.archivoFalta
 *   (TERMS_MSG.falta for archivoTyC). Images are re-encoded, PDFs stored as sent.
 *   An upload replaces the key's previous file; GET /Media?IdEntidadMedia= is public and
 *   answered with `cache-control: no-cache` (a replaced slide shows at once).
 */
export const ownerSchema = z.object({
  idUsuario: z.number(),
  nombre: z.string(),
  apellido: z.string(),
  correo: z.string(),
  telefono: z.string(),
});
export type Owner = z.infer<typeof ownerSchema>;

export const eventoAValidarSchema = eventoViewSchema.extend({ owner: ownerSchema });
export type EventoAValidar = z.infer<typeof eventoAValidarSchema>;

/** Artists of the event that are inactive and not discarded: the activation dialog's list. */
export const eventoAValidarDetalleSchema = z.object({
  evento: eventoAValidarSchema,
  /** Ticket rows per date as created: cantidad is the full stock, not what is left. */
  entradasPorFecha: z.array(
    z.object({
      idFecha: z.number(),
      entradas: z.array(
        z.object({
          cdTipo: z.number(),
          dsTipo: z.string(),
          precio: z.number(),
          cantidad: z.number(),
        }),
      ),
    }),
  ),
  artistasInactivos: z.array(artistaViewSchema),
});
export type EventoAValidarDetalle = z.infer<typeof eventoAValidarDetalleSchema>;

export const artistaAdminViewSchema = artistaViewSchema.extend({ descartado: z.boolean() });
export type ArtistaAdminView = z.infer<typeof artistaAdminViewSchema>;

/**
 * A published terms-and-conditions PDF (GET /Terminos/Versiones, administrators): every version is
 * kept (migration 0025); the newest is in force, at the address /terminos reads (GET
 * /Media?IdEntidadMedia=archivoTyC). Each purchase records the version its buyer accepted.
 */
export const terminosVersionSchema = z.object({
  idVersion: z.number(),
  /** Its own file, kept for good (/api/v1/Media/file/<id>). */
  url: z.string(),
  /** ISO instant it was published. */
  publicadaAt: z.string(),
  vigente: z.boolean(),
  /** Purchases whose buyer accepted it at checkout. */
  compras: z.number(),
});
export type TerminosVersion = z.infer<typeof terminosVersionSchema>;
