import { LISTA_MSG, type AgregarInvitadosPayload } from '@shared/api/guest-list';
import {
  HORA_RULE,
  LISTA_MAX_POR_CARGA,
  LISTA_NOMBRE_MAX,
  parseGuestLines,
  type ListaModalidad,
} from '@shared/domain/guest-list';
import { z } from 'zod';

/** The add-guests form as typed: the price and the hour are text until sent. */
export interface ListaFormValues {
  idFecha: number | null;
  idEntrada: number | null;
  modalidad: ListaModalidad;
  precioPuerta: string;
  hasta: string;
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
function pesos(text: string): number {
  const t = text.replace(/[$\s]/g, '');
  if (!/^\d+$|^\d{1,3}(\.\d{3})+$/.test(t)) return Number.NaN;
  return Number(t.replace(/\./g, ''));
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
  const { invitados, problemas } = previewGuests(v.texto);
  if (problemas.length > 0) return fail(problemas[0]!);
  if (invitados.length === 0) return fail(LISTA_MSG.sinInvitados);
  if (invitados.length > LISTA_MAX_POR_CARGA)
    return fail(LISTA_MSG.demasiados(LISTA_MAX_POR_CARGA));
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
