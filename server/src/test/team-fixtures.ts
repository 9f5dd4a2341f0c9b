import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox, productoraMiembros } from '../db/schema/index';
import { asUser } from './door-fixtures';
import type { TestApp } from './test-app';

/**
 * Productora teams as their members make them (modules/productoras): the invitation mailed by
 * POST /Productora/Invitar, accepted from its link by the invited account.
 */

/** The invitation link's token in the last mail to `correo`, and the mail's subject. */
export async function invitationLinkToken(t: TestApp, correo: string) {
  const [mail] = await t.database.db
    .select({ asunto: outbox.asunto, cuerpo: outbox.cuerpo })
    .from(outbox)
    .where(eq(outbox.destinatario, correo))
    .orderBy(desc(outbox.id))
    .limit(1);
  const token = /\/productora\/invitacion\?token=([\w-]+)/.exec(mail?.cuerpo ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${correo}`);
  return { token, asunto: mail!.asunto };
}

/** A dueño invites `quien` with `rol`; `quien` accepts from the mailed link. */
export async function joinProductora(
  t: TestApp,
  duenioToken: string,
  idProductora: number,
  quien: { correo: string; token: string },
  rol: string,
  correoEscrito: string = quien.correo,
) {
  const inv = await asUser(t, duenioToken, 'POST', '/Productora/Invitar', {
    idProductora,
    correo: correoEscrito,
    rol,
  });
  expect(inv.statusCode, inv.body).toBe(201);
  const { token } = await invitationLinkToken(t, quien.correo);
  const res = await asUser(t, quien.token, 'POST', '/Productora/Invitacion/Aceptar', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** A member's RRPP slug in a productora (null: never an RRPP there). */
export async function rrppSlugOf(t: TestApp, idProductora: number, idUsuario: number) {
  const [row] = await t.database.db
    .select({ slug: productoraMiembros.rrppSlug })
    .from(productoraMiembros)
    .where(
      and(
        eq(productoraMiembros.idProductora, idProductora),
        eq(productoraMiembros.idUsuario, idUsuario),
      ),
    );
  return row?.slug;
}
