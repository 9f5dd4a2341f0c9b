/**
 * Spanish texts of productoras and their teams (shared/domain/equipo.ts): role names, the
 * server's refusals and the invitation mail.
 */
import type { RolEnEvento, RolEquipo } from '../domain/equipo';
import { PRODUCTORA_NOMBRE_MAX } from '../domain/equipo';

export const ROL_EQUIPO_TEXT: Record<RolEquipo, string> = {
  duenio: 'Dueño',
  productor: 'Productor',
  rrpp: 'RRPP',
  boleteria: 'Boletería',
  validador: 'Validador',
  analista: 'Analista',
};

/** A role on one event: the productora's six, and none (the member does not work that night). */
export const ROL_EN_EVENTO_TEXT: Record<RolEquipo | RolEnEvento, string> = {
  ...ROL_EQUIPO_TEXT,
  ninguno: 'Sin acceso',
};

export const EQUIPO_MSG = {
  nombreFalta: 'Ingresá el nombre de la productora.',
  nombreLargo: `El nombre puede tener hasta ${PRODUCTORA_NOMBRE_MAX} caracteres.`,
  nombreRepetido: 'Ya existe una productora con ese nombre.',
  productoraNoEncontrada: 'No se encontró la productora.',
  rolInvalido: 'Elegí un rol: dueño, productor, RRPP, boletería, validador o analista.',
  correoInvalido: 'Ingresá un correo electrónico válido.',
  yaEsMiembro: 'Esa persona ya es parte del equipo de la productora.',
  yaInvitado: 'Ya invitamos a ese correo. La invitación sigue pendiente.',
  noEsMiembro: 'Esa persona no es parte del equipo de la productora.',
  ultimoDuenio: 'La productora necesita al menos un dueño.',
  rolEnEventoInvalido: 'Elegí un rol para este evento: el de la productora, otro rol o sin acceso.',
  duenioEnTodos: 'Un dueño de la productora tiene su rol en todos los eventos.',
  eventoSinProductora: 'Este evento no es de una productora.',
  soloDuenio: 'Solo un dueño de la productora puede hacer esto.',
  sinPermiso: 'Tu rol en la productora no te permite hacer esto.',
  invitacionInvalida: 'El enlace de invitación no es válido. Pedile otro a la productora.',
  invitacionVencida: 'Esta invitación venció. Pedile a la productora que te invite de nuevo.',
  invitacionUsada: 'Esta invitación ya fue aceptada.',
  invitacionOtraCuenta:
    'Esta invitación es para otro correo. Ingresá con la cuenta de la dirección invitada.',
} as const;

/** The invitation mail: who invites, to which productora, with which role, and the link. */
export function productoraInvitationMail(
  productora: string,
  rol: RolEquipo,
  link: string,
): { asunto: string; cuerpo: string } {
  return {
    asunto: `Te invitaron al equipo de ${productora} en Pulso`,
    cuerpo: [
      `Te invitaron a sumarte a ${productora} como ${ROL_EQUIPO_TEXT[rol]}.`,
      'Ingresá con tu cuenta de Pulso (o creá una con este correo) y aceptá la invitación:',
      link,
      'Si ya tenés cuenta, conservás todo lo que tenés.',
    ].join('\n\n'),
  };
}
