import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { createJobQueue, type JobQueue } from '../jobs/job-queue';
import { refundTask } from '../jobs/refund-task';
import { usuarioRoles, usuarios as usuariosTable } from '../db/schema/index';
import { createLocalMediaStore, type MediaStore } from '../media/media-store';
import { createSessionsService } from '../modules/security';
import { createTokenSigner } from '../modules/security';
import { createUsuariosService } from '../modules/usuarios';
import type { CdRol } from '@shared/domain/roles';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  mediaStore: MediaStore;
  /**
   * Registers a user through the service with the given roles; returns id and credentials.
   * The e-mail is confirmed (as for any account that has bought) unless `confirmado: false`.
   */
  createUser(
    roles: CdRol[],
    overrides?: Partial<{ correo: string; password: string; confirmado: boolean }>,
  ): Promise<{ idUsuario: number; correo: string; password: string }>;
  /** A bearer token for a fresh session of this user, made directly (any role, even 3). */
  tokenFor(idUsuario: number): Promise<string>;
  /** Signs in through the real endpoint and returns the bearer token. */
  login(correo: string, password: string): Promise<string>;
  close(): Promise<void>;
}

let counter = 0;

/** The sandbox payment provider's webhook secret in tests (server/src/test/checkout-fixtures.ts). */
export const TEST_SANDBOX_SECRET = 'sandbox-secret-for-tests-0123456789';

/** Nothing listens on the discard port: Georef calls fail at once and the fallback answers. */
export const UNREACHABLE_GEO_API_URL = 'http://127.0.0.1:9/georef';

export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    now?: () => Date;
    /**
     * Runs the job queue's tasks (a cancellation's refunds) as main.ts does; its recurring
     * passes stay off, tests call them. Without it those tasks are never sent.
     */
    jobQueue?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pulso-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    STATIC_DIR: '',
    // Server-rendered pages are covered end to end, against the built renderer.
    SSR_DIR: '',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '1000',
    RATE_LIMIT_ACCOUNT_ACTIONS_PER_MINUTE: '1000',
    RATE_LIMIT_REGISTER_PER_HOUR: '1000',
    RATE_LIMIT_ORDERS_PER_MINUTE: '1000',
    RATE_LIMIT_ORDERS_PER_ADDRESS_PER_MINUTE: '1000',
    // Challenges a test solves in a few milliseconds; still solved and verified for real.
    CHALLENGE_COST: '1',
    CHALLENGE_MAX_COUNTER: '20',
    CHALLENGE_PER_ADDRESS_PER_MINUTE: '100000',
    // Every injected request comes from 127.0.0.1: the per-address cap on unpaid holds has
    // its own tests (ordenes/per-origin-limit.test.ts), which set it back to the default.
    HOLDS_PER_ADDRESS_PERCENT: '100',
    // Tests write and read back at once; the list cache has its own tests.
    EVENTS_LIST_CACHE_MS: '0',
    // On PGlite a change reaches the session cache before its commit resolves; on PostgreSQL
    // a moment later (another connection), which app.inject's next request, made without any
    // I/O, can beat. Its PostgreSQL tests (session-cache.pg.test.ts) wait for that moment;
    // the same holds for the events' view cache (event-view-cache.pg.test.ts).
    ...(database.engine === 'postgres' ? { SESSION_CACHE_MS: '0', EVENT_VIEW_CACHE_MS: '0' } : {}),
    // No test ever reaches the internet: tests that need Georef start a stub on loopback.
    GEO_API_URL: UNREACHABLE_GEO_API_URL,
    // Known to tests, so they can sign (and forge) payment notifications.
    SANDBOX_WEBHOOK_SECRET: TEST_SANDBOX_SECRET,
    ...env,
  });
  const mediaStore = createLocalMediaStore(path.join(dataDir, 'media'));
  const jobs: JobQueue | undefined = options.jobQueue
    ? createJobQueue({ database, onError: (err, name) => console.error(`job ${name}`, err) })
    : undefined;
  const app = await buildApp(config, { database, mediaStore, now: options.now, jobs });
  await app.ready();
  await jobs?.start({ recurring: [], tasks: [refundTask(app.pagos)] });
  const usuarios = createUsuariosService(database.db);
  const sessions = createSessionsService(database.db, config.sessionTtlHours);
  const tokens = createTokenSigner(config.jwtSecret!);

  return {
    app,
    database,
    config,
    mediaStore,
    async createUser(roles, overrides = {}) {
      counter += 1;
      const correo = overrides.correo ?? `user${counter}-${Date.now()}@pulso.test`;
      const password = overrides.password ?? 'clave1234';
      const idUsuario = await usuarios.create({
        nombre: 'Test',
        apellido: `Usuario ${counter}`,
        correo,
        dni: '30123456',
        telefono: '1155554444',
        password,
        dtNacimiento: '1990-05-04',
      });
      if (idUsuario === null) throw new Error(`duplicate test user ${correo}`);
      if (overrides.confirmado !== false)
        await database.db
          .update(usuariosTable)
          .set({ correoConfirmadoAt: new Date() })
          .where(eq(usuariosTable.idUsuario, idUsuario));
      await database.db.delete(usuarioRoles).where(eq(usuarioRoles.idUsuario, idUsuario));
      if (roles.length > 0)
        await database.db.insert(usuarioRoles).values(roles.map((cdRol) => ({ idUsuario, cdRol })));
      return { idUsuario, correo, password };
    },
    async tokenFor(idUsuario) {
      const { sessionId, expiresAt } = await sessions.create(idUsuario, 'test');
      return tokens.sign(sessionId, idUsuario, expiresAt);
    },
    async login(correo, password) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/Security/Login',
        payload: { usuario: correo, pass: password },
      });
      if (res.statusCode !== 200) throw new Error(`login failed ${res.statusCode} ${res.body}`);
      return res.json<{ token: string }>().token;
    },
    async close() {
      await jobs?.stop();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
