import { z } from 'zod';
import type { EventosPage } from './discovery';

/**
 * Contract of the organiser endpoints (issue 4). Requests are the zod schemas of
 * shared/validation/evento.ts; these are the answers.
 *
 * - POST /Evento/CrearEvento (signed in)            body crearEventoSchema -> 201 CrearEventoResponse
 * - POST /Media (owner of the entity, or admin)      multipart IdEntidadMedia + File -> 201 {idMedia, url}
 * - DELETE /Media/:idMedia (owner or admin)          -> 204
 * - GET /Evento/GetEventos?IdUsuario=<me>            (role 2, own events, any estado) -> EventosPage
 * - PUT /Evento/UpdateEvento (owner, role 2)         body updateEventoSchema -> {idEvento}
 * - PUT /Entrada/UpdateEntrada (owner, role 2)       body updateEntradaSchema -> {idFecha, tipo, precio}
 * - GET /Fiesta/GetFiestas?IdUsuario=<me>            -> {fiestas: FiestaView[]} (active only, by name)
 * - POST /Fiesta/CrearFiesta {nombre}               -> 201 {idFiesta}; 409 FIESTA_MSG.duplicada
 * - PUT /Fiesta/UpdateFiesta {idFiesta, nombre}      -> {idFiesta}; 409 on duplicate
 * - DELETE /Fiesta/DeleteFiesta?id=                  -> 204 (marks it inactive)
 */
export const crearEventoResponseSchema = z.object({
  idEvento: z.number(),
  /** Ids of the event's days, in order (the form needs none, the tests do). */
  fechas: z.array(z.number()),
  /** True when this create made the user an organiser (role 2 granted by the server). */
  nuevoOrganizador: z.boolean(),
});
export type CrearEventoResponse = z.infer<typeof crearEventoResponseSchema>;

export const fiestaViewSchema = z.object({
  idFiesta: z.number(),
  dsNombre: z.string(),
  isActivo: z.boolean(),
  idUsuario: z.number(),
});
export type FiestaView = z.infer<typeof fiestaViewSchema>;

export type MisEventosPage = EventosPage;
