import type {
  AgregarInvitadosPayload,
  AgregarInvitadosRrppPayload,
  GuardarListaRrpp,
  ListaEvento,
  RrppListaView,
} from '@shared/api/guest-list';
import {
  HORA_RULE,
  LISTA_MAX_POR_CARGA,
  LISTA_NOMBRE_MAX,
  RRPP_LISTA_CUPO_MAX,
  parseGuestLines,
  type ListaModalidad,
} from '@shared/domain/guest-list';
// Texts from shared/texts, not through the API module: no schemas built for a screen's start.
import { LISTA_MSG, RRPP_LISTA_TEXT } from '@shared/texts/guest-list';
import { z } from 'zod';

/** The terms a list's guests enter on, as typed: the price and the hour are text until sent. */
export interface TerminosValues {
  modalidad: ListaModalidad;
  precioPuerta: string;
  hasta: string;
}

/** A new list's terms: free, no deadline. */
export const TERMINOS_INICIALES: TerminosValues = {
  modalidad: 'free',
  precioPuerta: '',
  hasta: '',
};

/** The day a list's form starts on: the first not over yet (else the first), its first stock row. */
export function diaInicial(dias: ReadonlyArray<ListaEvento['dias'][number]>): {
  idFecha: number | null;
  idEntrada: number | null;
} {
  const now = Date.now();
  const dia = dias.find((d) => Date.parse(d.fin) > now) ?? dias[0];
  return { idFecha: dia?.idFecha ?? null, idEntrada: dia?.entradas[0]?.idEntrada ?? null };
}

/** The add-guests form as typed. */
export interface ListaFormValues extends TerminosValues {
  idFecha: number | null;
  idEntrada: number | null;
  texto: string;
}

type Invitado = AgregarInvitadosPayload['invitados'][number];

const email = z.email();

/**
 * The pasted list checked line by line with the server's rules (lista-service's checkLines),
 * so problems show before sending; here lines are numbered as in the textarea.
 */
export function previewGuests(texto: string): { invitados: Invitado[]; problemas: string[] } {
  const invitados: Invitado[] = [];
  const problemas: string[] = [];
  const seen = new Set<string>();
  for (const l of parseGuestLines(texto)) {
    const nombre = l.nombre.replace(/\s+/g, ' ');
    const correo = l.email.toLowerCase();
    let problema: string | null = null;
    if (nombre === '') problema = LISTA_MSG.nombreFalta(l.linea);
    else if (nombre.length > LISTA_NOMBRE_MAX)
      problema = LISTA_MSG.nombreLargo(l.linea, LISTA_NOMBRE_MAX);
    else if (correo.length > 254 || !email.safeParse(correo).success)
      problema = LISTA_MSG.correoInvalido(l.linea);
    else if (seen.has(correo)) problema = LISTA_MSG.repetidoEnCarga(l.linea, correo);
    if (problema) problemas.push(problema);
    else {
      seen.add(correo);
      invitados.push({ nombre, email: correo });
    }
  }
  return { invitados, problemas };
}

/** "1:30", "130" or "01:30" as "01:30"; anything else is left for HORA_RULE to refuse. */
export function normalizeHora(text: string): string {
  const m = /^(\d{1,2})[:.]?(\d{2})$/.exec(text.trim());
  return m ? `${m[1]!.padStart(2, '0')}:${m[2]}` : text.trim();
}

/** Whole pesos as typed in es-AR: "3.000", "$ 3000"; anything else is NaN. */
export function pesos(text: string): number {
  const t = text.replace(/[$\s]/g, '');
  if (!/^\d+$|^\d{1,3}(\.\d{3})+$/.test(t)) return Number.NaN;
  return Number(t.replace(/\./g, ''));
}

/** The guests a form sends, or the first message to show (all or nothing, as the server). */
function guestsOf(
  texto: string,
): { ok: true; invitados: Invitado[] } | { ok: false; message: string } {
  const { invitados, problemas } = previewGuests(texto);
  if (problemas.length > 0) return { ok: false, message: problemas[0]! };
  if (invitados.length === 0) return { ok: false, message: LISTA_MSG.sinInvitados };
  if (invitados.length > LISTA_MAX_POR_CARGA)
    return { ok: false, message: LISTA_MSG.demasiados(LISTA_MAX_POR_CARGA) };
  return { ok: true, invitados };
}

/** The body of POST /Lista/AgregarInvitados, or the first message to show. */
export function agregarPayload(
  idEvento: number,
  v: ListaFormValues,
): { ok: true; body: AgregarInvitadosPayload } | { ok: false; message: string } {
  const fail = (message: string) => ({ ok: false as const, message });
  if (v.idFecha === null || v.idEntrada === null) return fail(LISTA_MSG.entradaNoEncontrada);
  let precioPuerta: number | undefined;
  if (v.modalidad === 'descuento') {
    precioPuerta = pesos(v.precioPuerta);
    if (!(precioPuerta > 0)) return fail(LISTA_MSG.precioPuerta);
  }
  const hasta = v.hasta.trim() === '' ? null : normalizeHora(v.hasta);
  if (hasta !== null && !HORA_RULE.test(hasta)) return fail(LISTA_MSG.horaInvalida);
  const guests = guestsOf(v.texto);
  if (!guests.ok) return guests;
  const { invitados } = guests;
  return {
    ok: true,
    body: {
      idEvento,
      idFecha: v.idFecha,
      idEntrada: v.idEntrada,
      modalidad: v.modalidad,
      ...(precioPuerta !== undefined && { precioPuerta }),
      hasta,
      invitados,
    },
  };
}

/** The body of POST /Lista/Rrpp/AgregarInvitados (the RRPP's own list), or the message. */
export function agregarRrppPayload(
  lista: Pick<RrppListaView, 'idEvento' | 'idFecha'>,
  texto: string,
): { ok: true; body: AgregarInvitadosRrppPayload } | { ok: false; message: string } {
  const guests = guestsOf(texto);
  if (!guests.ok) return guests;
  return {
    ok: true,
    body: { idEvento: lista.idEvento, idFecha: lista.idFecha, invitados: guests.invitados },
  };
}

/** The organiser's form giving an RRPP their list of a day, as typed. */
export interface ListaRrppFormValues extends TerminosValues {
  idFecha: number | null;
  idUsuario: number | null;
  idEntrada: number | null;
  cupo: string;
}

/** A field of the form a message is about (marked invalid next to it). */
export type ListaRrppCampo = 'idUsuario' | 'idEntrada' | 'cupo' | 'precioPuerta' | 'hasta';

/** An RRPP's saved list as the form shows it, to change it. */
export const listaRrppValues = (l: RrppListaView): ListaRrppFormValues => ({
  idFecha: l.idFecha,
  idUsuario: l.idUsuario,
  idEntrada: l.idEntrada,
  cupo: String(l.cupo),
  modalidad: l.modalidad,
  precioPuerta: l.modalidad === 'descuento' ? String(l.precioPuerta) : '',
  hasta: l.hasta ?? '',
});

/**
 * The body of PUT /Lista/Rrpp, or the first message to show and its field. `precioMaximo` is
 * the chosen ticket type's price, when known: the door price cannot pass it.
 */
export function guardarListaRrppPayload(
  idEvento: number,
  v: ListaRrppFormValues,
  precioMaximo?: number,
):
  | { ok: true; body: GuardarListaRrpp }
  | { ok: false; message: string; campo: ListaRrppCampo | null } {
  const fail = (message: string, campo: ListaRrppCampo | null = null) => ({
    ok: false as const,
    message,
    campo,
  });
  if (v.idUsuario === null) return fail(RRPP_LISTA_TEXT.elegirRrpp, 'idUsuario');
  if (v.idFecha === null || v.idEntrada === null)
    return fail(LISTA_MSG.entradaNoEncontrada, 'idEntrada');
  const cupo = pesos(v.cupo);
  if (!Number.isInteger(cupo) || cupo < 1 || cupo > RRPP_LISTA_CUPO_MAX)
    return fail(LISTA_MSG.cupoInvalido(RRPP_LISTA_CUPO_MAX), 'cupo');
  let precioPuerta = 0;
  if (v.modalidad === 'descuento') {
    precioPuerta = pesos(v.precioPuerta);
    if (!(precioPuerta > 0)) return fail(LISTA_MSG.precioPuerta, 'precioPuerta');
    if (precioMaximo !== undefined && precioPuerta > precioMaximo)
      return fail(LISTA_MSG.precioMayor, 'precioPuerta');
  }
  const hasta = v.hasta.trim() === '' ? null : normalizeHora(v.hasta);
  if (hasta !== null && !HORA_RULE.test(hasta)) return fail(LISTA_MSG.horaInvalida, 'hasta');
  return {
    ok: true,
    body: {
      idEvento,
      idFecha: v.idFecha,
      idUsuario: v.idUsuario,
      idEntrada: v.idEntrada,
      cupo,
      modalidad: v.modalidad,
      precioPuerta,
      hasta,
    },
  };
}
