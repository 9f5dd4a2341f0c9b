/** The test clock's `now` is all this needs. */
type Clock = { now: () => Date };
import { startFakeMercadoPago } from './fake-mercadopago';
import { startFlakyProxy } from './flaky-proxy';
import { createTestApp, type TestApp } from './test-app';

export const MP_TEST_SECRET = 'mp-webhook-secret-for-tests-0123456789';
export const MP_TEST_ACCESS_TOKEN = 'TEST-0000-access-token';

/**
 * An app on the job queue that pays with MercadoPago (the fake on loopback) through a proxy
 * the test can hold or make refuse calls, for the refund paths that must survive a provider
 * that is slow or says no.
 */
export async function startAppWithMercadoPagoBehindProxy(clock: Clock) {
  const mp = await startFakeMercadoPago(MP_TEST_ACCESS_TOKEN);
  const proxy = await startFlakyProxy(mp.url);
  const t: TestApp = await createTestApp(
    {
      MP_ACCESS_TOKEN: MP_TEST_ACCESS_TOKEN,
      MP_WEBHOOK_SECRET: MP_TEST_SECRET,
      MP_API_URL: proxy.url,
    },
    { now: clock.now, jobQueue: true },
  );
  const close = async () => {
    await t.close();
    await proxy.close();
    await mp.close();
  };
  return { mp, proxy, t, close };
}
