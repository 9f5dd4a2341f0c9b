import { VALIDATION_MSG } from '@shared/validation/admin';
import type { Mail } from '../../mail/outbox';

/** The mail an organiser gets when an administrator rejects their event, with the reason. */
export function rejectionNoticeMail(
  owner: { nombre: string; correo: string },
  evento: { nombre: string },
  motivo: string,
): Mail {
  const cuerpo = [
    `Hola ${owner.nombre}:`,
    ``,
    `Revisamos tu evento «${evento.nombre}» y no pudimos aprobarlo, por este motivo:`,
    ``,
    motivo,
    ``,
    `Podés crear el evento de nuevo con los cambios necesarios desde Pulso.`,
    ``,
    `El equipo de Pulso`,
  ].join('\n');
  return {
    destinatario: owner.correo,
    asunto: VALIDATION_MSG.rechazoAsunto(evento.nombre),
    cuerpo,
  };
}
