import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig, startupWarnings, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { createJobQueue } from './jobs/job-queue';
import { pulsoJobs } from './jobs/pulso-jobs';
import { refundTask } from './jobs/refund-task';
import { smtpTransport } from './mail/mail-sender';
import { seedCatalogs } from './db/seed/catalogs';
import { DEMO_ACCOUNTS, seedDemo } from './db/seed/demo';
import { resolveJwtSecret, resolveStoredSecret } from './jwt-secret';
import type { MediaStore } from './media/media-store';
import { describeMediaStore, mediaStoreFromConfig } from './media/media-store-from-config';
import { stopGracefully } from './runtime/graceful-shutdown';
import { runWorkers } from './runtime/worker-cluster';
import { createTicketSigner, resolveTicketSigningKey } from './tickets/ticket-signer';
import { PUERTA_APP_PATH } from '@shared/api/door';

function mediaStoreFor(config: Config): MediaStore {
  return mediaStoreFromConfig(config);
}

/**
 * Shared secrets missing outside production are generated into DATA_DIR (production refuses
 * to start without them, config.ts), so every process of this machine uses the same ones.
 */
function resolveSecrets(config: Config): void {
  config.jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  config.payments.sandboxWebhookSecret ??= config.payments.mpAccessToken
    ? null
    : resolveStoredSecret(null, config.dataDir, 'sandbox-webhook-secret');
}

/** Migrations (one instance at a time), catalogues, and the demo data when asked for. */
async function prepareDatabase(config: Config, database: Database): Promise<void> {
  await database.migrate();
  await seedCatalogs(database.db);
  if (config.seedDemo)
    await seedDemo(database.db, mediaStoreFor(config), {
      // The demo's sold tickets are signed with the key the server verifies codes with.
      ticketSigner: createTicketSigner(
        resolveTicketSigningKey(config.ticketSigningKey, config.dataDir),
      ),
      siteUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    });
}

function printBanner(config: Config, address: string, engine: Database['engine']): void {
  const url = config.publicUrl ?? address.replace('127.0.0.1', 'localhost');
  const where = engine === 'pglite' ? `PGlite en ${path.resolve(config.dataDir)}` : 'PostgreSQL';
  const processes = config.webConcurrency > 1 ? `, ${config.webConcurrency} procesos` : '';
  console.log(
    `\nPulso está en ${url}  (API ${url}/api/v1, documentación ${url}/api/docs, base de datos: ${where}${processes})`,
  );
  console.log(`App de puerta: ${url}${PUERTA_APP_PATH}/`);
  console.log(`Medios: ${describeMediaStore(config)}`);
  if (config.seedDemo) {
    console.log('Cuentas de demostración:');
    for (const a of DEMO_ACCOUNTS)
      console.log(`  ${a.email.padEnd(26)} ${a.password}  ${a.description}`);
  }
}

/** One instance: the API, the website and the background jobs, until SIGTERM/SIGINT. */
async function runInstance(config: Config, opts: { prepare: boolean; banner: boolean }) {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    preparedStatements: config.databasePreparedStatements,
  });
  if (opts.prepare) await prepareDatabase(config, database);

  const jobs = createJobQueue({
    database,
    onRun: (run) => app.log.debug({ job: run }, 'job ran'),
    onError: (err, name) => app.log.error({ err, job: name }, 'job failed'),
  });
  const app = await buildApp(config, { database, mediaStore: mediaStoreFor(config), jobs });
  // Without SMTP the mails stay in the outbox table, readable at GET /api/v1/Admin/Correos.
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
  await jobs.start({
    recurring: pulsoJobs({
      database,
      pagos: app.pagos,
      waitListPass: app.waitListPass,
      intervals: {
        lifecycleMs: config.eventLifecycleIntervalMs,
        paymentsMs: config.payments.jobsIntervalMs,
      },
      reconcileAfterMinutes: config.payments.reconcileAfterMinutes,
      mail: transport ? { transport, from: config.mailFrom } : null,
      onLifecycle: (moved) => {
        // This instance's cached lists; the others' expire within EVENTS_LIST_CACHE_MS.
        app.clearEventosListCache();
        app.log.info({ moved }, 'event lifecycle moved events');
      },
      onPayments: (result) => {
        if (
          result.expiradas ||
          result.conciliadas ||
          result.reembolsos?.hecho ||
          result.reembolsos?.fallido
        )
          app.log.info({ result }, 'payment jobs');
      },
    }),
    // A cancellation's refunds (cancelaciones-service.ts), sent in its transaction.
    tasks: [refundTask(app.pagos)],
  });

  let stopping: Promise<void> | null = null;
  const stop = (signal: string) => {
    stopping ??= (async () => {
      app.log.info({ signal }, 'stopping: finishing requests in flight');
      const outcome = await stopGracefully({
        app,
        jobs: [jobs],
        closeDatabase: () => database.close(),
        graceMs: config.shutdownGraceMs,
      });
      transport?.close();
      if (outcome === 'forced')
        console.error(`Pulso no terminó en ${config.shutdownGraceMs} ms y se detuvo igual.`);
      process.exit(outcome === 'clean' ? 0 : 1);
    })();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));

  const address = await app.listen({ host: config.host, port: config.port });
  if (opts.banner) printBanner(config, address, database.engine);
}

/** Reads config; with WEB_CONCURRENCY > 1 the primary prepares and forks the workers. */
async function main() {
  const config = loadConfig();
  resolveSecrets(config);
  // Once per start, by the process that prints the banner (not by every worker).
  if (cluster.isPrimary) for (const warning of startupWarnings(config)) console.warn(warning);
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    // The primary prepares once (secrets, migrations, demo data) and serves nothing itself.
    resolveTicketSigningKey(config.ticketSigningKey, config.dataDir);
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null });
    await prepareDatabase(config, database);
    await database.close();
    runWorkers({
      count: config.webConcurrency,
      onAllListening: (address) => printBanner(config, address, database.engine),
      log: (message) => console.log(message),
    });
    return;
  }
  await runInstance(config, { prepare: cluster.isPrimary, banner: cluster.isPrimary });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
