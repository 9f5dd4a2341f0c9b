import { z } from 'zod';
import { LISTA_MSG } from '../texts/guest-list';
import {
  HORA_RULE,
  LISTA_MAX_POR_CARGA,
  LISTA_MODALIDADES,
  RRPP_LISTA_CUPO_MAX,
} from '../domain/guest-list';
import { idParamSchema, idSchema } from '../validation/ids';

/**
 * Guest lists (issue 14, shared/domain/guest-list.ts). The event's owner (or an administrator)
 * adds guests to a day; each gets by mail a link to a signed ticket the door checks like any
 * other, with the list's deadline and door price inside the code. Guests take places of the
 * day's stock row they enter as.
 *
 * - GET /Lista/GetLista?IdEvento= (owner, role 2, or administrator) -> ListaEvento
 * - POST /Lista/AgregarInvitados body AgregarInvitadosPayload -> 201 InvitadoView[]; all or
 *     nothing: 400 LISTA_MSG (the line at fault), 404 MSG.eventoNoEncontrado / entradaNoEncontrada,
 *     409 yaInvitado / sinLugar / diaTerminado / eventoNoDisponible
 * - POST /Lista/QuitarInvitado body {idInvitado} -> InvitadoView (its ticket no longer admits,
 *     its place goes back); 404 invitadoNoEncontrado; 409 yaIngreso / yaQuitado
 * - GET /Lista/Entrada?token= (public: the link in the invitation mail) -> application/pdf;
 *     404 LISTA_MSG.invitacionInvalida once withdrawn or cancelled
 *
 * RRPP lists (docs/decisions/0092-rrpp.md): each RRPP of the event's productora may have a list
 * of their own per day, with a quota, a ticket type and the list's terms; their guests are
 * guests like any other, marked with the RRPP's name (the door shows it).
 * - GET /Lista/Rrpp?IdEvento= (who manages the lists) -> ListasRrppEvento
 * - PUT /Lista/Rrpp body GuardarListaRrpp (the same) -> RrppListaView; 409 cupoMenorQueInvitados
 * - GET /Lista/MisListas (signed in) -> MiListaRrpp[]: the caller's lists as RRPP, with guests
 * - POST /Lista/Rrpp/AgregarInvitados body {idEvento, idFecha, invitados} (the RRPP) -> 201
 *     InvitadoView[]; all or nothing: 404 sinListaRrpp; 409 cupoLleno and the list's other refusals
 * - POST /Lista/Rrpp/QuitarInvitado body {idInvitado} (the RRPP, their own guest) -> InvitadoView
 */
export { LISTA_MSG };

const id = idSchema;

export const agregarInvitadosSchema = z.object({
  idEvento: id,
  idFecha: id,
  /** The stock row (its ticket type) the guests enter as and take places of. */
  idEntrada: id,
  modalidad: z.enum(LISTA_MODALIDADES, { error: LISTA_MSG.modalidadInvalida }),
  precioPuerta: z
    .number({ error: LISTA_MSG.precioPuerta })
    .int(LISTA_MSG.precioPuerta)
    .min(0, LISTA_MSG.precioPuerta)
    .max(100_000_000)
    .nullish()
    .transform((v) => v ?? 0),
  /** "HH:MM" in Argentina, the first such moment from the day's start on; none: no deadline. */
  hasta: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || HORA_RULE.test(v), LISTA_MSG.horaInvalida),
  /** Checked line by line by the server so the answer names the line at fault. */
  invitados: z
    .array(z.object({ nombre: z.string().max(500), email: z.string().max(500) }))
    .min(1, LISTA_MSG.sinInvitados)
    .max(LISTA_MAX_POR_CARGA, LISTA_MSG.demasiados(LISTA_MAX_POR_CARGA)),
});
export type AgregarInvitadosPayload = z.input<typeof agregarInvitadosSchema>;

export const listaQuerySchema = z.object({
  IdEvento: idParamSchema,
});
export const quitarInvitadoSchema = z.object({ idInvitado: id });
export const entradaInvitadoQuerySchema = z.object({
  token: z.string().uuid(LISTA_MSG.invitacionInvalida),
});

export const invitadoViewSchema = z.object({
  idInvitado: z.number(),
  idFecha: z.number(),
  nombre: z.string(),
  email: z.string(),
  cdTipo: z.number(),
  dsTipo: z.string(),
  modalidad: z.enum(LISTA_MODALIDADES),
  precioPuerta: z.number(),
  /** ISO instant of the deadline, or none. */
  hasta: z.string().nullable(),
  /** ISO instant the guest got in, or not yet. */
  ingresoAt: z.string().nullable(),
  /** Withdrawn by the organiser (or the event was cancelled). */
  anulado: z.boolean(),
  createdAt: z.string(),
  /** The RRPP whose list the guest is on; absent for the event's own list. */
  rrpp: z.string().optional(),
});
export type InvitadoView = z.infer<typeof invitadoViewSchema>;

export const listaEventoSchema = z.object({
  idEvento: z.number(),
  nombre: z.string(),
  /** The event's days, with the stock rows guests may enter as (hidden ones too). */
  dias: z.array(
    z.object({
      idFecha: z.number(),
      inicio: z.string(),
      fin: z.string(),
      entradas: z.array(
        z.object({
          idEntrada: z.number(),
          cdTipo: z.number(),
          dsTipo: z.string(),
          precio: z.number(),
          disponibles: z.number(),
        }),
      ),
    }),
  ),
  invitados: z.array(invitadoViewSchema),
});
export type ListaEvento = z.infer<typeof listaEventoSchema>;

/** An RRPP's list of a day: who, how many, entering as what, on which terms. */
export const guardarListaRrppSchema = z.object({
  idEvento: id,
  idFecha: id,
  idUsuario: id,
  idEntrada: id,
  cupo: z
    .number({ error: LISTA_MSG.cupoInvalido(RRPP_LISTA_CUPO_MAX) })
    .int(LISTA_MSG.cupoInvalido(RRPP_LISTA_CUPO_MAX))
    .min(1, LISTA_MSG.cupoInvalido(RRPP_LISTA_CUPO_MAX))
    .max(RRPP_LISTA_CUPO_MAX, LISTA_MSG.cupoInvalido(RRPP_LISTA_CUPO_MAX)),
  // The list's terms, as the event's own list takes them.
  modalidad: agregarInvitadosSchema.shape.modalidad,
  precioPuerta: agregarInvitadosSchema.shape.precioPuerta,
  hasta: agregarInvitadosSchema.shape.hasta,
});
export type GuardarListaRrpp = z.input<typeof guardarListaRrppSchema>;

export const rrppListaViewSchema = z.object({
  idLista: z.number(),
  idEvento: z.number(),
  idFecha: z.number(),
  /** The day's start (ISO). */
  inicio: z.string(),
  idUsuario: z.number(),
  /** The RRPP's name. */
  rrpp: z.string(),
  idEntrada: z.number(),
  dsTipo: z.string(),
  cupo: z.number(),
  /** Guests on it now (withdrawn ones apart), and those who got in. */
  usados: z.number(),
  ingresaron: z.number(),
  modalidad: z.enum(LISTA_MODALIDADES),
  precioPuerta: z.number(),
  /** "HH:MM", or none. */
  hasta: z.string().nullable(),
});
export type RrppListaView = z.infer<typeof rrppListaViewSchema>;

export const listasRrppEventoSchema = z.object({
  /** The RRPP of the event's productora. */
  rrpp: z.array(z.object({ idUsuario: z.number(), nombre: z.string() })),
  listas: z.array(rrppListaViewSchema),
});
export type ListasRrppEvento = z.infer<typeof listasRrppEventoSchema>;

export const miListaRrppSchema = rrppListaViewSchema.extend({
  evento: z.string(),
  invitados: z.array(invitadoViewSchema),
});
export type MiListaRrpp = z.infer<typeof miListaRrppSchema>;

export const agregarInvitadosRrppSchema = z.object({
  idEvento: id,
  idFecha: id,
  invitados: agregarInvitadosSchema.shape.invitados,
});
export type AgregarInvitadosRrppPayload = z.input<typeof agregarInvitadosRrppSchema>;
