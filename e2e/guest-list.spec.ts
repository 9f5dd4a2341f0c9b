import path from 'node:path';
import { routePath } from '@shared/routes';
import { DOOR_TEXT, SCAN_RESULT_TEXT, listaAdmitidaText } from '@shared/texts/door';
import { LISTA_MSG, LISTA_TEXT, condicionesLista, invitacionMail } from '@shared/texts/guest-list';
import { adminSession, correosA } from './support/admin';
import { CHROMIUM_ARGS, e2eBrowser } from './support/browser';
import { openSignedIn, sellerWithEventOnSale } from './support/checkout';
import { activatedStaff, doorEventPayload, doorLogin, hhmm } from './support/door';
import { blankCameraFile, fakeCameraArgs } from './support/fake-camera';
import { expect, test, uniqueEmail } from './support/fixtures';
import { runTempDir } from './support/run-dir';
import { E2E } from './support/stack-env';

/**
 * The guest list (issue 14) on the website and in the desktop app: the organiser adds a guest
 * with a deadline hour from the event's sales page, the invitation mail links to the signed
 * ticket (a PDF), and at the door the guest is found by name and let in as a free guest. The
 * event's door is open now (door.spec.ts's way), so the stack's real clock is the door's.
 */

// The door starts the camera; Chromium plays this white picture, which never reads as a code.
const CAMERA_FILE = blankCameraFile(path.join(runTempDir('lista-camera-'), 'camera.y4m'));
test.use({
  // The event is on sale while the test runs: the catalogue readers wait meanwhile.
  catalogue: 'write',
  launchOptions: {
    executablePath: e2eBrowser(),
    args: [...CHROMIUM_ARGS, ...fakeCameraArgs(CAMERA_FILE)],
  },
});

test('guest list: added on the organiser page with a deadline, invited by mail with the ticket, let in at the door by name', async ({
  page,
  request,
  desktop,
  target,
}) => {
  test.slow();
  const seller = await sellerWithEventOnSale(request, `lista-${target}`, doorEventPayload);
  const nombre = 'Invitada Lista';
  const correo = uniqueEmail(`invitada-${target}`);
  // Two hours from now: the list still admits while the test runs.
  const hasta = hhmm(Date.now() + 2 * 3_600_000);
  const guestRow = () => page.getByRole('row').filter({ hasText: correo });

  await test.step('the organiser adds the guest from Entradas vendidas → Lista de invitados', async () => {
    await openSignedIn(
      page,
      desktop,
      seller.session.token,
      routePath('entradasVendidas', { eventoId: seller.idEvento }),
    );
    // By keyboard: the sales table and charts load above the link and move it, so a mouse
    // click aimed before they arrived can land on them instead (lost once in CI on desktop).
    await page.getByRole('link', { name: LISTA_TEXT.menu }).press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`${routePath('listaInvitados', { eventoId: seller.idEvento })}$`),
    );
    await expect(
      page.getByRole('heading', { level: 1, name: LISTA_TEXT.titulo(seller.nombre) }),
    ).toBeVisible();
    await expect(page.getByText(LISTA_TEXT.vacio)).toBeVisible();

    await page.getByLabel(LISTA_TEXT.hasta, { exact: true }).fill(hasta);
    const texto = page.getByLabel(LISTA_TEXT.invitados, { exact: true });
    // A line without an e-mail is pointed out before sending.
    await texto.fill(`${nombre}, ${correo}\nsin correo`);
    await expect(page.getByText(LISTA_MSG.correoInvalido(2))).toBeVisible();
    await texto.fill(`${nombre}, ${correo}`);
    await expect(page.getByText(LISTA_TEXT.vistaPrevia(1))).toBeVisible();
    await page.getByRole('button', { name: LISTA_TEXT.agregar }).click();
    await expect(
      page.getByRole('status').filter({ hasText: LISTA_TEXT.agregados(1) }),
    ).toBeVisible();
    await expect(guestRow()).toContainText(nombre);
    await expect(guestRow()).toContainText(LISTA_TEXT.condicionHasta(hasta));
    await expect(guestRow()).toContainText(LISTA_TEXT.sinIngresar);
  });

  await test.step("the invitation mail says the list's terms and links to the ticket's PDF", async () => {
    const admin = await adminSession(request);
    const asunto = invitacionMail({
      nombre,
      evento: seller.nombre,
      dia: '',
      condiciones: '',
      link: '',
    }).asunto;
    let cuerpo = '';
    await expect
      .poll(async () => {
        cuerpo =
          (await correosA(request, admin, correo)).find((m) => m.asunto === asunto)?.cuerpo ?? '';
        return cuerpo;
      })
      .toContain('/Lista/Entrada?token=');
    expect(cuerpo).toContain(condicionesLista({ precio: null, hasta }));
    const link = new URL(/\S+\/Lista\/Entrada\?token=\S+/.exec(cuerpo)![0]);
    const pdf = await request.get(`${E2E.webUrl}${link.pathname}${link.search}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  await test.step('at the door the guest is found by name and let in as a free guest', async () => {
    const staff = await activatedStaff(request, seller, `staff-lista-${target}`);
    const verdict = page.getByRole('dialog', { name: DOOR_TEXT.resultado });
    await page.goto('/puerta/');
    await doorLogin(page, staff);
    await page.getByLabel(DOOR_TEXT.nombrePuerta).fill('Puerta Lista');
    await page.getByRole('button', { name: DOOR_TEXT.empezar }).click();
    await expect(page.getByRole('status', { name: DOOR_TEXT.titulo })).toContainText(
      DOOR_TEXT.enLinea,
    );
    await page.getByLabel(DOOR_TEXT.buscar).fill('invitada lista');
    await page.getByRole('button', { name: DOOR_TEXT.admitirTitular(nombre) }).click();
    await expect(verdict.getByRole('heading')).toHaveText(SCAN_RESULT_TEXT.admitido);
    await expect(verdict.getByRole('paragraph')).toHaveText([
      listaAdmitidaText(null),
      'General',
      DOOR_TEXT.dia(1),
      nombre,
    ]);
    await verdict.getByRole('button', { name: DOOR_TEXT.siguiente }).click();
  });

  await test.step('the organiser sees the guest in, who can no longer be withdrawn', async () => {
    await openSignedIn(
      page,
      desktop,
      seller.session.token,
      routePath('listaInvitados', { eventoId: seller.idEvento }),
    );
    await expect(guestRow()).toContainText(/Entró a las \d\d:\d\d/);
    await expect(
      guestRow().getByRole('button', { name: LISTA_TEXT.quitarInvitado(nombre) }),
    ).toHaveCount(0);
  });
});
