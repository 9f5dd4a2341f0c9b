import type { NoticiaView } from '@shared/api/discovery';
import { routePath, ROUTES } from '@shared/routes';
import { ARTISTS_TEXT } from '@shared/texts/discovery';
import { NEWS_TEXT } from '@shared/texts/news-directions';
import { E2E } from './support/stack-env';
import { expect, test } from './support/fixtures';
import { activeArtists, registerFreshUser, signIn } from './support/discovery';

/** Artists directory and profile likes, and the news session cache (issue 3). */

// These read the whole catalogue and compare it with the screen: the admin specs wait.
test.use({ catalogue: 'read' });

const LETTERS = 'ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const byName = new Intl.Collator('es', { numeric: true }).compare;

/** The directory heading of a name, decided here: '#' unless it starts with a letter. */
function heading(nombre: string): string {
  const first = nombre.trim().charAt(0).toLocaleUpperCase('es');
  if (first === 'Ñ') return 'Ñ';
  const plain = first.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return LETTERS.includes(plain) ? plain : '#';
}

test('the artists page groups "#" first, then A–Z with Ñ after N', async ({ page, request }) => {
  const artistas = await activeArtists(request);
  const groups = new Map<string, string[]>();
  for (const a of artistas)
    groups.set(heading(a.nombre), [...(groups.get(heading(a.nombre)) ?? []), a.nombre]);
  const keys = [...groups.keys()].sort(
    (a, b) => `#${LETTERS}`.indexOf(a) - `#${LETTERS}`.indexOf(b),
  );
  // The demo seed has all three cases this test is about.
  expect(groups.get('#')).toEqual(expect.arrayContaining(['2Lux', '999 Hertz']));
  expect(groups.get('Ñ')).toEqual(['Ñandú Collective']);
  expect(keys.indexOf('Ñ')).toBe(keys.indexOf('N') + 1);

  await page.goto(ROUTES.artistas.path);
  await expect(page.getByRole('heading', { level: 1, name: ARTISTS_TEXT.titulo })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(keys);
  for (const key of keys) {
    const section = page.getByRole('region', { name: key, exact: true });
    await expect(section.locator('.artist-name'), `group ${key}`).toHaveText(
      groups.get(key)!.sort(byName),
    );
  }
});

test('an artist like moves the count and the likers’ avatars, and an unlike moves them back', async ({
  page,
  request,
  target,
}) => {
  // One artist per target, so the two projects never move the same count at once.
  const liked = (await activeArtists(request)).filter((a) => a.likes > 0);
  const artista = liked[target === 'web' ? 0 : 1]!;
  const user = await registerFreshUser(request, `like-${target}`);

  await page.goto(routePath('artista', { id: artista.idArtista }));
  await signIn(page, user);
  await expect(page.getByRole('heading', { level: 1, name: artista.nombre })).toBeVisible();
  const count = page.getByText(ARTISTS_TEXT.likes(artista.likes), { exact: true });
  const likers = page.getByRole('list', { name: ARTISTS_TEXT.leGusta });
  const mine = likers.getByRole('img', { name: user.nombre, exact: true });
  await expect(count).toBeVisible();
  await expect(likers.getByRole('listitem')).toHaveCount(Math.min(4, artista.likes));
  await expect(mine).toHaveCount(0);

  await page.getByRole('button', { name: ARTISTS_TEXT.meGusta, exact: true }).click();
  await expect(
    page.getByText(ARTISTS_TEXT.likes(artista.likes + 1), { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: ARTISTS_TEXT.yaNoMeGusta })).toBeVisible();
  // The newest liker comes first.
  await expect(likers.getByRole('listitem').first().getByRole('img')).toHaveAccessibleName(
    user.nombre,
  );
  await expect(likers.getByRole('listitem')).toHaveCount(Math.min(4, artista.likes + 1));

  await page.getByRole('button', { name: ARTISTS_TEXT.yaNoMeGusta, exact: true }).click();
  await expect(count).toBeVisible();
  await expect(page.getByRole('button', { name: ARTISTS_TEXT.meGusta, exact: true })).toBeVisible();
  await expect(mine).toHaveCount(0);
  await expect(likers.getByRole('listitem')).toHaveCount(Math.min(4, artista.likes));
});

test('a news item opens from the session cache after one visit, with its API blocked', async ({
  page,
  request,
}) => {
  const res = await request.get(`${E2E.apiBase}/noticia`);
  expect(res.ok()).toBe(true);
  const [noticia] = ((await res.json()) as { noticias: NoticiaView[] }).noticias;
  const card = page
    .getByRole('link')
    .filter({ has: page.getByRole('heading', { level: 2, name: noticia!.titulo }) });
  const detail = page.getByRole('heading', { level: 1, name: noticia!.titulo });

  await page.goto(ROUTES.noticias.path);
  await expect(page.getByRole('heading', { level: 1, name: NEWS_TEXT.titulo })).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/noticias/${noticia!.idNoticia}$`));
  await expect(detail).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: NEWS_TEXT.titulo })).toBeVisible();

  const cached = await page.evaluate(
    (id) => ({
      list: sessionStorage.getItem('noticias'),
      item: sessionStorage.getItem(`noticia-${id}`),
    }),
    noticia!.idNoticia,
  );
  expect(cached.list).not.toBeNull();
  expect((JSON.parse(cached.list!) as NoticiaView[]).map((n) => n.idNoticia)).toContain(
    noticia!.idNoticia,
  );
  expect(JSON.parse(cached.item!) as NoticiaView).toMatchObject({
    idNoticia: noticia!.idNoticia,
    titulo: noticia!.titulo,
  });

  // The item's API is now unreachable: the page must not need it.
  const blocked: string[] = [];
  await page.route(
    (url) => url.pathname.endsWith('/api/v1/noticia') && url.searchParams.has('idNoticia'),
    (route) => {
      blocked.push(route.request().url());
      return route.abort();
    },
  );
  await card.click();
  await expect(detail).toBeVisible();
  await expect(page.getByText(noticia!.contenido)).toBeVisible();
  // A fresh load of the address (no navigation state) reads the same cache.
  await page.goto(routePath('noticia', { id: noticia!.idNoticia }));
  await expect(detail).toBeVisible();
  await expect(page.getByText(noticia!.contenido)).toBeVisible();
  expect(blocked).toEqual([]);
});
