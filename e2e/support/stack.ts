import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { buildCsp } from '../../electron/main/security';
import { createAppProtocolHandler } from '../../electron/main/protocol';
import { startLocalIdp } from '../../server/src/test/local-idp';
import { startStubGeoref } from '../../server/src/test/stub-georef';
import { runTempDir } from './run-dir';
import { stackDatabase } from './stack-database';
import { E2E } from './stack-env';

/**
 * The e2e stack, started by Playwright's webServer: a local OpenID provider standing in for
 * Google, a stub of the national geographic service (Georef), the real Pulso server (server/src/main.ts on a fresh PGlite folder with the demo
 * seed), and the desktop renderer build served through the app:// protocol handler of the
 * Electron main process (for the desktop project when no Electron binary exists).
 */
const idp = await startLocalIdp({
  clientIds: [E2E.googleWebClientId, E2E.googleDesktopClientId],
  port: E2E.idpPort,
});

// The national geographic service, stood in for on loopback with the same JSON shapes.
const georef = await startStubGeoref();

const dataDir = runTempDir('data-');
const database = await stackDatabase();
if (database) {
  process.env.DATABASE_URL = database.url;
  // Stopped with the process group (npm test, Playwright): the run's database goes with it.
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => {
      void database.drop().finally(() => process.exit(0));
    });
}
Object.assign(process.env, {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: new URL(E2E.webUrl).port,
  DATA_DIR: dataDir,
  STATIC_DIR: path.resolve('dist/web'),
  SEED_DEMO: 'true',
  GEO_API_URL: georef.url,
  LOG_LEVEL: 'warn',
  CORS_ORIGINS: `app://pulso,${E2E.desktopUrl}`,
  RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '1000',
  RATE_LIMIT_ACCOUNT_ACTIONS_PER_MINUTE: '1000',
  RATE_LIMIT_REGISTER_PER_HOUR: '1000',
  // Proof-of-work challenges (sign-up, the fila virtual, sign-in after failures) about 100
  // tries instead of 3,500, each of 10 PBKDF2 iterations instead of 1,000: the widget still
  // fetches, solves and sends each one, and the server verifies it; a spec waits milliseconds
  // on two busy cores instead of seconds.
  CHALLENGE_COST: '10',
  CHALLENGE_MAX_COUNTER: '200',
  // An approved event goes on sale within a second, so a spec can watch the lifecycle move it.
  EVENT_LIFECYCLE_INTERVAL_MS: '1000',
  GOOGLE_CLIENT_ID: E2E.googleWebClientId,
  GOOGLE_DESKTOP_CLIENT_ID: E2E.googleDesktopClientId,
  GOOGLE_DESKTOP_CLIENT_SECRET: E2E.googleDesktopClientSecret,
  GOOGLE_JWKS_URL: idp.jwksUrl,
  GOOGLE_ISSUER: idp.issuer,
  GOOGLE_AUTH_URL: idp.authorizationEndpoint,
  GOOGLE_TOKEN_URL: idp.tokenEndpoint,
});
await import('../../server/src/main');

const rendererRoot = path.resolve('out/renderer');
readFileSync(path.join(rendererRoot, 'index.html')); // fail early when the desktop build is missing
const handle = createAppProtocolHandler({
  root: rendererRoot,
  csp: buildCsp(new URL(E2E.apiBase).origin),
  readFile: (p) => readFile(p),
  stat: (p) => stat(p),
});
const desktopServer = createServer((req, res) => {
  const request = new Request(`app://pulso${req.url ?? '/'}`, {
    method: req.method,
    headers: { accept: req.headers.accept ?? '*/*' },
  });
  void handle(request).then(async (response) => {
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
});
desktopServer.listen(Number(new URL(E2E.desktopUrl).port), '127.0.0.1');
console.log(
  `[e2e] stack up: web ${E2E.webUrl}, desktop renderer ${E2E.desktopUrl}, identity provider ${idp.issuer}`,
);
