import type { APIRequestContext, Page } from '@playwright/test';
import { AR_TIME_ZONE } from '@shared/domain/argentina-time';
import { doorInvitationMail, DOOR_TEXT } from '@shared/texts/door';
import type { CrearEventoInput } from '@shared/validation/evento';
import { adminSession, correosA } from './admin';
import { onSalePayload, type Seller } from './checkout';
import { expect, uniqueEmail } from './fixtures';
import { bearer } from './organiser';
import { E2E } from './stack-env';

/**
 * The door app's steps as door.spec.ts takes them, for other specs that end at the door: an
 * event whose door is open now, staff invited and accepted through the API, their sign-in.
 */

export const STAFF_PASSWORD = 'Puerta.2026';

/**
 * One day starting in an hour (none may start in the past, issue 15) and ending in four: its
 * door, open from 12 hours before the start, is open now.
 */
export function doorEventPayload(nombre: string): CrearEventoInput {
  const now = Date.now();
  const at = (h: number) => new Date(now + h * 3_600_000).toISOString();
  return onSalePayload(nombre, {
    fiesta: { nombre: `Ciclo ${nombre}` },
    fechas: [
      {
        inicio: at(1),
        fin: at(4),
        inicioVenta: at(-2),
        finVenta: at(4),
        entradas: [{ cdTipo: 0, precio: 4000, cantidad: 50 }],
      },
    ],
  });
}

/** The door invitation's link as `correo` receives it (read from the outbox). */
export async function invitationLink(request: APIRequestContext, correo: string, evento: string) {
  const admin = await adminSession(request);
  const asunto = doorInvitationMail(evento, '').asunto;
  let cuerpo = '';
  await expect
    .poll(async () => {
      cuerpo =
        (await correosA(request, admin, correo)).find((m) => m.asunto === asunto)?.cuerpo ?? '';
      return cuerpo;
    })
    .toContain('/puerta/invitacion?token=');
  return new URL(/\S+\/puerta\/invitacion\?token=\S+/.exec(cuerpo)![0]);
}

/**
 * Door staff through the API: the organiser invites a new address, whose owner makes the
 * account from the invitation link (docs/decisions/0076-hostile-users.md).
 */
export async function activatedStaff(request: APIRequestContext, seller: Seller, prefix: string) {
  const correo = uniqueEmail(prefix);
  const res = await request.post(`${E2E.apiBase}/Puerta/Personal`, {
    headers: bearer(seller.session.token),
    data: { idEvento: seller.idEvento, correo },
  });
  expect(res.status(), await res.text()).toBe(201);
  const link = await invitationLink(request, correo, seller.nombre);
  const created = await request.post(`${E2E.apiBase}/Puerta/Invitacion/Crear`, {
    data: {
      token: link.searchParams.get('token'),
      nombre: 'Personal',
      apellido: 'De Puerta',
      pass: STAFF_PASSWORD,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return correo;
}

export async function doorLogin(page: Page, correo: string) {
  await page.getByLabel(DOOR_TEXT.correo).fill(correo);
  await page.getByLabel(DOOR_TEXT.password).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: DOOR_TEXT.ingresar, exact: true }).click();
}

/** "01:30": an instant's Argentine wall-clock time, 24-hour. */
export const hhmm = (instant: string | number) =>
  new Intl.DateTimeFormat('es-AR', {
    timeZone: AR_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
