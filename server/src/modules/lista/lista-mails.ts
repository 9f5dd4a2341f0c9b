import { formatDiaSemana, formatHora, formatPesos } from '@shared/format/es-ar';
import { asc, eq, inArray } from 'drizzle-orm';
import type { TicketClaims } from '@shared/api/checkout';
import { condicionesLista, invitacionMail, listaCanceladaMail } from '@shared/texts/guest-list';
import type { DbExecutor } from '../../db/executor';
import { fechas, invitados } from '../../db/schema/index';
import type { Mail } from '../../mail/outbox';

/** What a guest's signed code carries of the list's terms (shared/domain/door.ts checks it). */
export const listaClaims = (o: { hasta: Date | null; precio: number }): TicketClaims['lista'] => ({
  ...(o.hasta && { hasta: Math.floor(o.hasta.getTime() / 1000) }),
  ...(o.precio > 0 && { precio: o.precio }),
});

/** "Lista free, hasta las 01:30." as the guest reads it. */
export const condicionesDe = (o: { precioPuerta: number; hasta: Date | null }) => ({
  precio: o.precioPuerta > 0 ? formatPesos(o.precioPuerta) : null,
  hasta: o.hasta ? formatHora(o.hasta) : null,
});

/** The public link of a guest's ticket (GET /Lista/Entrada). */
export const entradaLink = (siteUrl: string, token: string) =>
  `${siteUrl.replace(/\/+$/, '')}/api/v1/Lista/Entrada?token=${token}`;

/** One invitation per guest, with the link to their ticket. */
export async function invitationMails(
  tx: DbExecutor,
  idInvitados: ReadonlyArray<number>,
  o: { evento: string; siteUrl: string },
): Promise<Mail[]> {
  if (idInvitados.length === 0) return [];
  const rows = await tx
    .select({
      nombre: invitados.nombre,
      email: invitados.email,
      token: invitados.token,
      precioPuerta: invitados.precioPuerta,
      hasta: invitados.hasta,
      inicio: fechas.inicio,
    })
    .from(invitados)
    .innerJoin(fechas, eq(fechas.idFecha, invitados.idFecha))
    .where(inArray(invitados.idInvitado, [...idInvitados]))
    .orderBy(asc(invitados.idInvitado));
  return rows.map((r) => {
    const mail = invitacionMail({
      nombre: r.nombre,
      evento: o.evento,
      dia: `${formatDiaSemana(r.inicio)} a las ${formatHora(r.inicio)}`,
      condiciones: condicionesLista(condicionesDe(r)),
      link: entradaLink(o.siteUrl, r.token),
    });
    return { destinatario: r.email, asunto: mail.asunto, cuerpo: mail.cuerpo };
  });
}

/** A cancelled event's guests hear that their place no longer admits anyone. */
export async function guestCancellationMails(
  tx: DbExecutor,
  invitaciones: ReadonlyArray<{ idOrden: number }>,
  evento: string,
  motivo: string,
): Promise<Mail[]> {
  if (invitaciones.length === 0) return [];
  const rows = await tx
    .select({ nombre: invitados.nombre, email: invitados.email })
    .from(invitados)
    .where(
      inArray(
        invitados.idOrden,
        invitaciones.map((i) => i.idOrden),
      ),
    )
    .orderBy(asc(invitados.idInvitado));
  return rows.map((r) => {
    const mail = listaCanceladaMail({ nombre: r.nombre, evento, motivo });
    return { destinatario: r.email, asunto: mail.asunto, cuerpo: mail.cuerpo };
  });
}
