import type { Page } from '@playwright/test';
import { ESTADO_EVENTO, GENEROS, TIPOS_ENTRADA } from '@shared/domain/catalogs';
import { ROUTES, routePath } from '@shared/routes';
import {
  ACTIVATION_TEXT,
  EVENT_VALIDATION_TEXT as D,
  EVENTS_TO_VALIDATE_TEXT as L,
  SOCIAL_LABELS,
} from '@shared/texts/admin-validation';
import { ACTIVATION_MSG, ARTIST_MSG, VALIDATION_MSG } from '@shared/validation/admin';
import { titleCase } from '@shared/validation/evento';
import {
  adminSession,
  artistaById,
  artistasAdmin,
  button,
  correosA,
  dialog,
  eventoAValidar,
  field,
  pesos,
  signInAdmin,
} from './support/admin';
import { activeArtists } from './support/discovery';
import { expect, test } from './support/fixtures';
import {
  createEventViaApi,
  eventPayload,
  freshOrganiser,
  getEvento,
  uniqueTag,
} from './support/organiser';
import { E2E } from './support/stack-env';

/**
 * Validating submitted events (issue 5, /eventosavalidar and /eventoavalidar/{id}) on the
 * website and in the desktop app. Each test makes its own organiser and pending events through
 * the API, so the two projects never decide the same event.
 */

// An approved event goes on sale and activated artists join the directory: the catalogue
// readers wait while this runs.
test.use({ catalogue: 'write' });

const TECHNO = GENEROS.find((g) => g.cdGenero === 1)!.dsGenero;
const dsTipo = (cd: number) => TIPOS_ENTRADA.find((t) => t.cdTipo === cd)!.dsTipo;

const searchBox = (page: Page) => field(page, L.buscar);
const cards = (page: Page) => page.getByRole('list', { name: L.titulo }).getByRole('article');
const flash = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function openFromList(page: Page, search: string, nombre: string) {
  await page.goto(ROUTES.eventosAValidar.path);
  await expect(page.getByRole('heading', { level: 1, name: L.titulo })).toBeVisible();
  await searchBox(page).fill(search);
  const card = page.getByRole('article', { name: nombre });
  await card.getByRole('button', { name: L.verificar, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: nombre })).toBeVisible();
}

test('an administrator finds pending events by owner mail, activates and discards artists, validates one (it goes on sale) and rejects the other (the owner is mailed the reason)', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await adminSession(request);
  // The organiser's first event is the one to reject; the second one is validated.
  const org = await freshOrganiser(request, 'validacion');
  const tag = uniqueTag();
  const activo = titleCase(`activo ${tag}`);
  const descartado = titleCase(`descartado ${tag}`);
  const nombreA = `Validar ${titleCase(tag)}`;
  const descripcion = 'Techno de madrugada junto al río.';
  const { idEvento: idA } = await createEventViaApi(
    request,
    org.session.token,
    eventPayload(nombreA, {
      artistas: [{ nombre: activo }, { nombre: descartado }],
      descripcion,
      soundCloud: 'https://soundcloud.com/pulso/set',
    }),
  );
  const idB = org.evento.idEvento;
  const nombreB = org.nombreEvento;
  const before = await eventoAValidar(request, admin, idA);
  expect(before.evento.estado).toBe(ESTADO_EVENTO.POR_APROBAR);
  expect(before.artistasInactivos.map((a) => a.nombre).sort()).toEqual([activo, descartado].sort());
  const idActivo = before.artistasInactivos.find((a) => a.nombre === activo)!.idArtista;
  const idDescartado = before.artistasInactivos.find((a) => a.nombre === descartado)!.idArtista;

  await signInAdmin(page);
  await page.goto(ROUTES.eventosAValidar.path);
  await expect(page.getByRole('heading', { level: 1, name: L.titulo })).toBeVisible();

  await test.step('the owner mail finds exactly their two pending events', async () => {
    await searchBox(page).fill(org.user.correo.toUpperCase());
    await expect(cards(page)).toHaveCount(2);
    const titles = await cards(page).getByRole('heading', { level: 2 }).allTextContents();
    expect(titles.sort()).toEqual([nombreA, nombreB].sort());
    const card = page.getByRole('article', { name: nombreA });
    await expect(
      card.getByText(L.organizador(`${org.user.nombre} ${org.user.apellido}`), { exact: true }),
    ).toBeVisible();
    await expect(card.getByText(org.user.correo, { exact: true })).toBeVisible();
    // The event's own name finds it too; a search that matches nothing says so.
    await searchBox(page).fill(nombreB.toLowerCase());
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole('article', { name: nombreB })).toBeVisible();
    await searchBox(page).fill(`nadie-${tag}@pulso.test`);
    await expect(page.getByText(VALIDATION_MSG.busquedaVacia, { exact: true })).toBeVisible();
    await searchBox(page).fill(org.user.correo);
    await page
      .getByRole('article', { name: nombreA })
      .getByRole('button', { name: L.verificar, exact: true })
      .click();
  });

  await expect(page).toHaveURL(new RegExp(`${routePath('eventoAValidar', { idEvento: idA })}$`));
  await expect(page.getByRole('heading', { level: 1, name: nombreA })).toBeVisible();

  await test.step('the detail shows owner, genres, artists, dates, tickets and description', async () => {
    const main = page.getByRole('main');
    await expect(
      main.getByText(`${org.user.nombre} ${org.user.apellido}`, { exact: true }),
    ).toBeVisible();
    await expect(main.getByText(org.user.correo, { exact: true })).toBeVisible();
    await expect(main.getByText(TECHNO, { exact: true })).toBeVisible();
    await expect(main.getByText(`${activo}, ${descartado}`, { exact: true })).toBeVisible();
    await expect(main.getByText('Buenos Aires', { exact: true })).toBeVisible();
    await expect(main.getByText(descripcion, { exact: true })).toBeVisible();
    await expect(main.getByText(VALIDATION_MSG.sinDescripcion)).toHaveCount(0);
    await expect(
      main.getByRole('link', { name: 'https://soundcloud.com/pulso/set' }),
    ).toBeVisible();
    await expect(main.getByText(D.sinVideo, { exact: true })).toBeVisible();
    const dia1 = main.getByRole('heading', { level: 3 }).filter({ hasText: D.dia(1) });
    await expect(dia1).toContainText('23:00 – 06:00');
    await expect(dia1.locator(`time[datetime="${before.evento.fechas[0]!.inicio}"]`)).toBeVisible();
    const tickets = main.getByRole('table', { name: `${D.entradas}, ${D.dia(1)}` });
    await expect(tickets.getByRole('row')).toHaveText([
      `${D.tipo}${D.precio}${D.cantidad}`,
      `${dsTipo(0)}${pesos(5000)}100`,
      `${dsTipo(2)}${pesos(9000)}20`,
    ]);
  });

  await test.step('activate one artist through the dialog, each URL check first', async () => {
    const list = page.getByRole('list', { name: ACTIVATION_TEXT.titulo });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await list
      .getByRole('listitem')
      .filter({ hasText: activo })
      .getByRole('button', { name: ACTIVATION_TEXT.activar, exact: true })
      .click();
    const box = dialog(page, ACTIVATION_TEXT.dialogo);
    await expect(box).toBeVisible();
    // The name is there to correct, as the organiser typed it.
    await expect(box.getByLabel(ACTIVATION_TEXT.nombre, { exact: true })).toHaveValue(activo);
    const confirmar = button(box, ACTIVATION_TEXT.confirmar);
    for (const [label, bad, good, message] of [
      [
        SOCIAL_LABELS.mdInstagram,
        'instagram.com/activo',
        'https://instagram.com/activo',
        ACTIVATION_MSG.instagram,
      ],
      [
        SOCIAL_LABELS.mdSpotify,
        'spotify: activo',
        'https://open.spotify.com/artist/activo',
        ACTIVATION_MSG.spotify,
      ],
      [
        SOCIAL_LABELS.mdSoundcloud,
        'ftp://soundcloud.com/activo',
        'https://soundcloud.com/activo',
        ACTIVATION_MSG.soundcloud,
      ],
    ] as const) {
      await field(box, label).fill(bad);
      await confirmar.click();
      await expect(box.getByRole('alert')).toHaveText(message);
      await field(box, label).fill(good);
      await expect(box.getByRole('alert')).toHaveCount(0);
    }
    await confirmar.click();
    await expect(box).toBeHidden();
    await expect(page.getByText(ARTIST_MSG.activado, { exact: true })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
  });

  await test.step('discard the other one', async () => {
    const list = page.getByRole('list', { name: ACTIVATION_TEXT.titulo });
    await list
      .getByRole('listitem')
      .filter({ hasText: descartado })
      .getByRole('button', { name: ACTIVATION_TEXT.noActivar, exact: true })
      .click();
    await expect(
      page.getByText(ACTIVATION_TEXT.descartado(descartado), { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(ACTIVATION_TEXT.vacio, { exact: true })).toBeVisible();
  });

  await test.step('the artists as the server keeps them', async () => {
    const stored = await artistaById(request, admin, idActivo);
    expect(stored).toMatchObject({
      nombre: activo,
      isActivo: true,
      socials: {
        mdInstagram: 'https://instagram.com/activo',
        mdSpotify: 'https://open.spotify.com/artist/activo',
        mdSoundcloud: 'https://soundcloud.com/activo',
      },
    });
    expect((await activeArtists(request)).map((a) => a.idArtista)).toContain(idActivo);
    expect((await activeArtists(request)).map((a) => a.idArtista)).not.toContain(idDescartado);
    // Discarded: no longer offered on the event, nor in the administrators' list.
    expect((await eventoAValidar(request, admin, idA)).artistasInactivos).toEqual([]);
    expect((await artistasAdmin(request, admin)).map((a) => a.idArtista)).not.toContain(
      idDescartado,
    );
  });

  await test.step('validate: "Validando..." while the server answers, then the result', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.endsWith('/Evento/ValidarEvento'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/Evento/ValidarEvento') && r.request().method() === 'PUT',
    );
    await button(page, D.validar).click();
    const busy = page.getByRole('button', { name: VALIDATION_MSG.validando });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();
    // The server's answer: approved (estado 1); the lifecycle puts it on sale afterwards.
    expect(await (await answer).json()).toEqual({ idEvento: idA, estado: ESTADO_EVENTO.APROBADO });
    await expect(page).toHaveURL(new RegExp(`${ROUTES.eventosAValidar.path}$`));
    await expect(flash(page, VALIDATION_MSG.aprobado)).toBeVisible();
    await page.unroute((url) => url.pathname.endsWith('/Evento/ValidarEvento'));
  });

  await test.step('the lifecycle puts the approved event on sale', async () => {
    await expect
      .poll(async () => (await getEvento(request, org.session.token, idA)).estado, {
        timeout: 20_000,
      })
      .toBe(ESTADO_EVENTO.EN_VENTA);
    await expect
      .poll(async () => {
        const res = await request.get(`${E2E.apiBase}/Evento/GetEventos`, {
          params: { Estado: ESTADO_EVENTO.EN_VENTA, pageSize: 100 },
        });
        return ((await res.json()) as { eventos: Array<{ idEvento: number }> }).eventos.map(
          (e) => e.idEvento,
        );
      })
      .toContain(idA);
  });

  await test.step('reject the other one: a reason is required, then mailed', async () => {
    await searchBox(page).fill(org.user.correo);
    await expect(cards(page)).toHaveCount(1);
    await openFromList(page, org.user.correo, nombreB);
    // Its one artist (created with the event) is waiting; it stays untouched.
    await expect(
      page.getByRole('list', { name: ACTIVATION_TEXT.titulo }).getByRole('listitem'),
    ).toHaveCount(1);
    const rechazar = button(page, D.rechazar);
    const alert = page.getByRole('main').getByRole('alert');
    await rechazar.click();
    await expect(alert).toHaveText(VALIDATION_MSG.motivoFalta);
    // Blank is no reason either.
    await field(page, D.motivo).fill('   ');
    await expect(alert).toHaveCount(0);
    await rechazar.click();
    await expect(alert).toHaveText(VALIDATION_MSG.motivoFalta);
    expect((await getEvento(request, org.session.token, idB)).estado).toBe(
      ESTADO_EVENTO.POR_APROBAR,
    );

    const motivo = `Falta la dirección exacta del lugar (${tag}).`;
    await field(page, D.motivo).fill(motivo);
    await rechazar.click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.eventosAValidar.path}$`));
    await expect(flash(page, VALIDATION_MSG.rechazado)).toBeVisible();
    expect((await getEvento(request, org.session.token, idB)).estado).toBe(ESTADO_EVENTO.RECHAZADO);

    const mails = await correosA(request, admin, org.user.correo);
    const mail = mails.find((m) => m.asunto === VALIDATION_MSG.rechazoAsunto(nombreB));
    expect(mail, 'the rejection mail is in the outbox').toBeDefined();
    expect(mail!.destinatario).toBe(org.user.correo);
    expect(mail!.cuerpo).toContain(motivo);
    expect(mail!.cuerpo).toContain(nombreB);
  });

  await test.step('nothing of that owner is pending any more', async () => {
    await searchBox(page).fill(org.user.correo);
    await expect(page.getByText(VALIDATION_MSG.busquedaVacia, { exact: true })).toBeVisible();
    // Neither decision can be taken twice.
    for (const [url, data] of [
      ['ValidarEvento', { idEvento: idB }],
      ['RechazarEvento', { idEvento: idA, motivo: 'otra vez' }],
    ] as const) {
      const res = await request.put(`${E2E.apiBase}/Evento/${url}`, {
        headers: { authorization: `Bearer ${admin.token}` },
        data,
      });
      expect(res.status()).toBe(409);
      expect(await res.text()).toContain(VALIDATION_MSG.noPendiente);
    }
  });
});
