import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/stack-env';

/**
 * The served API documentation works as documentation (docs/decisions/0076-hostile-users.md):
 * a developer signs in through its own sign-in operation, pastes the token in "Authorize", and
 * a protected operation run from the page answers 200, because the document says which
 * operations require the bearer scheme. The page works under the site's Content-Security-Policy.
 */

const CORREO = 'organizador@pulso.test';

/** One operation of the page, by its method and path, opened with "Try it out". */
async function tryOut(page: Page, method: string, path: string): Promise<Locator> {
  const op = page.locator(`.opblock-${method}`).filter({
    has: page.locator('.opblock-summary-path', { hasText: new RegExp(`^${path}$`) }),
  });
  await op.locator('.opblock-summary').click();
  await op.getByRole('button', { name: 'Try it out' }).click();
  return op;
}

/** Runs the opened operation; its live answer's status and body. */
async function execute(op: Locator) {
  await op.getByRole('button', { name: 'Execute' }).click();
  const live = op.locator('.live-responses-table .response');
  await expect(live).toBeVisible();
  return {
    status: live.locator('.response-col_status'),
    body: live.locator('.response-col_description pre.microlight').first(),
  };
}

test('signs in through the docs page and runs a protected operation with the token', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) refused.push(msg.text());
  });
  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: /Pulso API/ })).toBeVisible();
  // The document is long enough that the page draws only what is on screen: narrowed to the
  // tag, as a developer would with the filter box.
  await page.getByPlaceholder('Filter by tag').fill('Security');

  // Signed out, the protected operation is refused, as the document says.
  const me = await tryOut(page, 'get', '/api/v1/Security/Me');
  expect(await (await execute(me)).status.textContent()).toBe('401');

  const login = await tryOut(page, 'post', '/api/v1/Security/Login');
  await login
    .locator('textarea.body-param__text')
    .fill(JSON.stringify({ usuario: CORREO, pass: DEMO_PASSWORD }));
  const signedIn = await execute(login);
  await expect(signedIn.status).toHaveText('200');
  const { token } = JSON.parse((await signedIn.body.textContent()) ?? '{}') as { token: string };
  expect(token).toMatch(/^ey/);

  await page.getByRole('button', { name: 'Authorize' }).first().click();
  // Swagger UI's modal has no dialog role: its box, its field and its "Authorize" by their names.
  const modal = page.locator('.modal-ux');
  await modal.getByRole('textbox', { name: 'auth-bearer-value' }).fill(token);
  await modal.getByRole('button', { name: 'Apply credentials' }).click();
  await modal.getByRole('button', { name: 'Close' }).click();

  const answer = await execute(me);
  await expect(answer.status).toHaveText('200');
  await expect(answer.body).toContainText(`"email": "${CORREO}"`);
  expect(refused).toEqual([]);
});
