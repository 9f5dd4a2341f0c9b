import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { CrearOrdenPayload } from '@shared/api/checkout';
import type { MiRrppEvento } from '@shared/api/rrpp';
import { ORDEN_MSG } from '@shared/api/checkout';
import { formatPesos } from '@shared/format/es-ar';
import { routePath } from '@shared/routes';
import { CHECKOUT_TEXT } from '@shared/texts/checkout';
import { DOOR_TEXT, SCAN_RESULT_TEXT, listaAdmitidaText, listaRrppText } from '@shared/texts/door';
import { EQUIPO_MSG, ROL_EQUIPO_TEXT, productoraInvitationMail } from '@shared/texts/equipo';
import { EQUIPO_TEXT } from '@shared/texts/equipo-pantalla';
import { EVENT_TEXT } from '@shared/texts/event';
import { RRPP_LISTA_TEXT } from '@shared/texts/guest-list';
import { RRPP_TEXT as T } from '@shared/texts/rrpp-pantalla';
import { adminSession, correosA } from './support/admin';
import { CHROMIUM_ARGS, e2eBrowser } from './support/browser';
import { freshAccount, openSignedIn, sellerWithEventOnSale } from './support/checkout';
import { addTickets, payAtProvider, region } from './support/checkout-flow';
import { registerFreshUser, type FreshUser } from './support/discovery';
import { activatedStaff, doorEventPayload, doorLogin } from './support/door';
import { blankCameraFile, fakeCameraArgs } from './support/fake-camera';
import { expect, test, uniqueEmail, waitingForHydration } from './support/fixtures';
import { apiLogin, bearer, type ApiSession } from './support/organiser';
import { runTempDir } from './support/run-dir';
import { E2E } from './support/stack-env';

/**
 * RRPP (docs/decisions/0092-rrpp.md) on the website and in the desktop app. The dueño of a
 * productora (made through the API, with the event in it) invites an RRPP and a productor on
 * Mi productora; the RRPP accepts from the mailed link (the productor through the API:
 * team.spec.ts walks accepting signed out); the dueño gives the RRPP a commission on its
 * screen; the RRPP copies their link on "Mis ventas como RRPP" and puts a guest on their list
 * there; a buyer opens the copied link on the website and buys (the link is kept on the device
 * and sent with the order); the RRPP then sees the sale and the commission; the productor, not
 * allowed the settlement, is told so; at the door the guest shows as the RRPP's. The event's
 * door is open now (door.spec.ts's way).
 */

// The door starts the camera; Chromium plays this white picture, which never reads as a code.
const CAMERA_FILE = blankCameraFile(path.join(runTempDir('rrpp-camera-'), 'camera.y4m'));
test.use({
  // The event is on sale while the test runs: the catalogue readers wait meanwhile.
  catalogue: 'write',
  launchOptions: {
    executablePath: e2eBrowser(),
    args: [...CHROMIUM_ARGS, ...fakeCameraArgs(CAMERA_FILE)],
  },
});

/** The invitation link mailed to `user` for `rol` in `productora`. */
async function mailedInvitation(
  request: APIRequestContext,
  productora: string,
  user: FreshUser,
  rol: 'rrpp' | 'productor',
): Promise<string> {
  const admin = await adminSession(request);
  const asunto = productoraInvitationMail(productora, rol, '').asunto;
  let cuerpo = '';
  await expect
    .poll(async () => {
      cuerpo =
        (await correosA(request, admin, user.correo)).find((m) => m.asunto === asunto)?.cuerpo ??
        '';
      return cuerpo;
    })
    .toContain('/productora/invitacion?token=');
  return /\/productora\/invitacion\?token=[A-Za-z0-9_-]+/.exec(cuerpo)![0];
}

/** A productora's invitation accepted through the API from its mailed link's token. */
async function acceptedByApi(
  request: APIRequestContext,
  productora: string,
  user: FreshUser,
  rol: 'rrpp' | 'productor',
): Promise<ApiSession> {
  const link = await mailedInvitation(request, productora, user, rol);
  const token = new URL(link, E2E.webUrl).searchParams.get('token')!;
  const first = await apiLogin(request, user);
  const ok = await request.post(`${E2E.apiBase}/Productora/Invitacion/Aceptar`, {
    headers: bearer(first.token),
    data: { token },
  });
  expect(ok.status(), await ok.text()).toBe(200);
  // A session started now carries the organiser's role accepting gave.
  return apiLogin(request, user);
}

test('RRPP: invited by the dueño, a commission set, the link copied and bought through, the sale and commission on their page, their guest at the door', async ({
  page,
  request,
  browser,
  desktop,
  target,
}) => {
  test.slow();
  const [seller, rrppUser, productorUser, buyer] = await Promise.all([
    sellerWithEventOnSale(request, `rrpp-duenio-${target}`, doorEventPayload),
    registerFreshUser(request, `rrpp-${target}`),
    registerFreshUser(request, `rrpp-productor-${target}`),
    freshAccount(request, `rrpp-comprador-${target}`),
  ]);
  const rrppNombre = `${rrppUser.nombre} ${rrppUser.apellido}`;
  const productora = `Productora RRPP ${target} ${seller.idEvento}`;
  const creada = await request.post(`${E2E.apiBase}/Productora/Crear`, {
    headers: bearer(seller.session.token),
    data: { nombre: productora },
  });
  expect(creada.status(), await creada.text()).toBe(201);
  const { idProductora } = (await creada.json()) as { idProductora: number };
  const asignado = await request.post(`${E2E.apiBase}/Productora/AsignarEvento`, {
    headers: bearer(seller.session.token),
    data: { idProductora, idEvento: seller.idEvento },
  });
  expect(asignado.status(), await asignado.text()).toBe(200);
  const main = page.getByRole('main');

  await test.step('the dueño invites an RRPP and a productor on Mi productora', async () => {
    const TE = EQUIPO_TEXT;
    await openSignedIn(page, desktop, seller.session.token, routePath('miProductora'));
    await expect(main.getByRole('heading', { level: 2, name: productora })).toBeVisible();
    for (const [user, rol] of [
      [rrppUser, 'rrpp'],
      [productorUser, 'productor'],
    ] as const) {
      await main.getByLabel(TE.correo, { exact: true }).fill(user.correo);
      await main.getByRole('combobox', { name: TE.rol, exact: true }).click();
      await page.locator(`.ant-select-item-option[title="${ROL_EQUIPO_TEXT[rol]}"]`).click();
      await main.getByRole('button', { name: TE.invitar, exact: true }).click();
      await expect(
        main.getByRole('status').filter({ hasText: TE.invitado(user.correo, rol) }),
      ).toBeVisible();
    }
    await expect(main.getByRole('list', { name: TE.pendientesTitulo })).toContainText(
      rrppUser.correo,
    );
  });

  await test.step('the RRPP opens the mailed link and accepts', async () => {
    const link = await mailedInvitation(request, productora, rrppUser, 'rrpp');
    await openSignedIn(page, desktop, (await apiLogin(request, rrppUser)).token, link);
    await main.getByRole('button', { name: EQUIPO_TEXT.aceptar }).click();
    await expect(
      main.getByRole('heading', { name: EQUIPO_TEXT.aceptada(productora, 'rrpp') }),
    ).toBeVisible();
  });
  // A session started now carries the organiser's role accepting gave.
  const [rrpp, productor] = await Promise.all([
    apiLogin(request, rrppUser),
    acceptedByApi(request, productora, productorUser, 'productor'),
  ]);
  // The event's card of their sales (their lists' cards are named by the event too).
  const ventas = () =>
    main
      .getByRole('article', { name: seller.nombre })
      .filter({ has: page.getByLabel(T.tuEnlace, { exact: true }) });

  await test.step('the dueño gives the RRPP 10 % of the net of every ticket', async () => {
    await openSignedIn(
      page,
      desktop,
      seller.session.token,
      routePath('comisionesRrpp', { eventoId: seller.idEvento }),
    );
    const card = main.getByRole('form', { name: rrppNombre });
    await expect(card.getByText(T.sinReglas)).toBeVisible();
    await card.getByRole('button', { name: T.agregarRegla }).click();
    await card.getByLabel(T.modo, { exact: true }).selectOption({ label: T.modos.porcentaje });
    await card.getByLabel(T.valor, { exact: true }).fill('10');
    await card.getByRole('button', { name: T.guardarDe(rrppNombre) }).click();
    await expect(card.getByRole('status')).toHaveText(T.guardado(rrppNombre));
  });

  // The list the RRPP fills is given on the guest-list page (its screen is unit-tested).
  const lista = await request.put(`${E2E.apiBase}/Lista/Rrpp`, {
    headers: bearer(seller.session.token),
    data: {
      idEvento: seller.idEvento,
      idFecha: seller.evento.fechas[0]!.idFecha,
      idUsuario: rrpp.idUsuario,
      idEntrada: seller.evento.fechas[0]!.entradas[0]!.idEntrada,
      cupo: 3,
      modalidad: 'free',
    },
  });
  expect(lista.status(), await lista.text()).toBe(200);

  const invitada = { nombre: `Invitada De ${rrppUser.nombre}`, correo: uniqueEmail(`rrpp-inv`) };
  let enlace = '';
  await test.step('the RRPP finds their link and code, and puts a guest on their list', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSignedIn(page, desktop, rrpp.token, routePath('misVentasRrpp'));
    const card = ventas();
    await expect(card.getByLabel(T.tuEnlace, { exact: true })).toHaveValue(
      `${E2E.webUrl}/evento/${seller.idEvento}?rrpp=${rrppSlug(rrppUser)}`,
    );
    // They share it as an RRPP does: copied, then pasted to their crowd.
    await card.getByRole('button', { name: T.copiarEnlaceDe(seller.nombre) }).click();
    await expect(card.getByRole('status').filter({ hasText: T.copiado })).toBeVisible();
    enlace = await page.evaluate(() => navigator.clipboard.readText());
    expect(enlace).toBe(`${E2E.webUrl}/evento/${seller.idEvento}?rrpp=${rrppSlug(rrppUser)}`);
    await expect(card).toContainText(rrppSlug(rrppUser).toUpperCase());
    await expect(card).toContainText(T.reglaPorcentaje(T.porcentaje(10), null, false));

    const listas = main.getByRole('region', { name: RRPP_LISTA_TEXT.misListas });
    const suya = listas.getByRole('article', { name: seller.nombre });
    await expect(suya).toContainText(RRPP_LISTA_TEXT.lugares('0', '3'));
    await suya
      .getByLabel(RRPP_LISTA_TEXT.sumar, { exact: true })
      .fill(`${invitada.nombre}, ${invitada.correo}`);
    await suya.getByRole('button', { name: RRPP_LISTA_TEXT.agregar }).click();
    await expect(suya).toContainText(RRPP_LISTA_TEXT.lugares('1', '3'));
    await expect(suya).toContainText(invitada.nombre);
  });

  await test.step('a buyer opens the link on the website and buys: the order carries the RRPP', async () => {
    const web = await browser.newContext({ baseURL: E2E.webUrl, locale: 'es-AR' });
    const buyerPage = waitingForHydration(await web.newPage());
    const link = new URL(enlace);
    await openSignedIn(buyerPage, null, buyer.session.token, `${link.pathname}${link.search}`);
    await expect(buyerPage.getByRole('heading', { level: 1, name: seller.nombre })).toBeVisible();
    await addTickets(buyerPage, 'General', 1);
    await buyerPage.getByRole('button', { name: EVENT_TEXT.comprar, exact: true }).click();
    const sent = buyerPage.waitForRequest((r) => r.url().endsWith('/Orden/CrearOrden'));
    const datos = region(buyerPage, CHECKOUT_TEXT.tusDatos);
    await datos.getByRole('checkbox', { name: CHECKOUT_TEXT.aceptaTerminos }).check();
    await datos.getByRole('button', { name: CHECKOUT_TEXT.comprar, exact: true }).click();
    const { provider } = await payAtProvider(buyerPage, null);
    expect(((await sent).postDataJSON() as CrearOrdenPayload).rrpp).toBe(rrppSlug(rrppUser));
    await provider.getByRole('button', { name: ORDEN_MSG.sandboxAprobar }).click();
    await expect(buyerPage).toHaveURL(/\/mis-entradas\?orden=\d+$/);
    await web.close();
  });

  await test.step('the RRPP sees the sale and their commission', async () => {
    const precio = seller.evento.fechas[0]!.entradas[0]!.precio;
    await expect.poll(async () => (await misEventos(request, rrpp))[0]?.cifras.entradas).toBe(1);
    await page.reload();
    const card = ventas();
    await expect(card).toContainText(formatPesos(precio));
    await expect(card).toContainText(formatPesos(Math.round(precio / 10)));
  });

  await test.step('the productor, not allowed the settlement, is told so', async () => {
    await openSignedIn(
      page,
      desktop,
      productor.token,
      routePath('liquidacion', { eventoId: seller.idEvento }),
    );
    await expect(main.getByText(EQUIPO_MSG.sinPermiso)).toBeVisible();
  });

  await test.step("at the door the guest is found by name and shows as the RRPP's", async () => {
    const staff = await activatedStaff(request, seller, `staff-rrpp-${target}`);
    const verdict = page.getByRole('dialog', { name: DOOR_TEXT.resultado });
    await page.goto('/puerta/');
    await doorLogin(page, staff);
    await page.getByLabel(DOOR_TEXT.nombrePuerta).fill('Puerta RRPP');
    await page.getByRole('button', { name: DOOR_TEXT.empezar }).click();
    await expect(page.getByRole('status', { name: DOOR_TEXT.titulo })).toContainText(
      DOOR_TEXT.enLinea,
    );
    await page.getByLabel(DOOR_TEXT.buscar).fill(invitada.nombre.toLowerCase());
    await page.getByRole('button', { name: DOOR_TEXT.admitirTitular(invitada.nombre) }).click();
    await expect(verdict.getByRole('heading')).toHaveText(SCAN_RESULT_TEXT.admitido);
    await expect(verdict.getByRole('paragraph')).toHaveText([
      listaAdmitidaText(null),
      listaRrppText(rrppNombre),
      'General',
      DOOR_TEXT.dia(1),
      invitada.nombre,
    ]);
  });
});

/** The slug an RRPP's first name gives (productoras/rrpp-slug.ts): a fresh user's is ASCII. */
const rrppSlug = (user: FreshUser) => user.nombre.toLowerCase().slice(0, 24);

async function misEventos(request: APIRequestContext, s: ApiSession): Promise<MiRrppEvento[]> {
  const res = await request.get(`${E2E.apiBase}/Rrpp/MisEventos`, { headers: bearer(s.token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as MiRrppEvento[];
}
