import { CALENDAR_TEXT } from '@shared/texts/calendar';
import { ARTISTS_TEXT } from '@shared/texts/discovery';
import { EVENT_TEXT } from '@shared/texts/event';
import { NEWS_TEXT } from '@shared/texts/news-directions';
import { eventNamed, homeGrid, onSaleEvents, openHome } from './support/discovery';
import { expect, nav, test } from './support/fixtures';
import { E2E } from './support/stack-env';

/**
 * The desktop app's one walk through the public pages. Attendees use the website, where every
 * public page has its own spec; the desktop app's users meet these pages too, so this checks
 * that the desktop build reaches them all: the home's whole catalogue, an event opened from
 * its card (with its tickets, and the calendar file at the API's own address, since the app
 * is not served by the API), the artists and the news.
 */

// It reads the whole catalogue and compares it with the screen: the admin specs wait.
test.use({ catalogue: 'read' });

const ACID = 'Subsuelo presenta: Acid Night';

test('the home, an event from its card, the artists and the news', async ({ page, request }) => {
  const all = await onSaleEvents(request);
  const acid = eventNamed(all, ACID);
  await openHome(page, all);

  await homeGrid(page).getByRole('listitem').filter({ hasText: ACID }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: ACID })).toBeVisible();
  await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: EVENT_TEXT.comprar, exact: true })).toBeDisabled();
  await expect(
    page
      .getByRole('group', { name: CALENDAR_TEXT.agregar })
      .getByRole('link', { name: CALENDAR_TEXT.ics }),
  ).toHaveAttribute('href', `${E2E.apiBase}/Evento/Calendario?IdEvento=${acid.idEvento}`);

  await nav(page).getByRole('link', { name: 'Artistas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: ARTISTS_TEXT.titulo })).toBeVisible();
  await nav(page).getByRole('link', { name: 'Noticias' }).click();
  await expect(page.getByRole('heading', { level: 1, name: NEWS_TEXT.titulo })).toBeVisible();
});
