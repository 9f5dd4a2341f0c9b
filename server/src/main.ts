import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { startEventLifecycle } from './jobs/event-lifecycle';
import { startPaymentJobs } from './jobs/payment-jobs';
import { smtpTransport, startMailSender } from './mail/mail-sender';
import { seedCatalogs } from './db/seed/catalogs';
import { DEMO_ACCOUNTS, seedDemo } from './db/seed/demo';
import { resolveJwtSecret } from './jwt-secret';
import { createLocalMediaStore } from './media/media-store';
import { createTicketSigner, resolveTicketSigningKey } from './tickets/ticket-signer';
import { PUERTA_APP_PATH } from '@shared/api/door';

/** Reads config, migrates, seeds, listens and prints where Pulso is. */
async function main() {
  const config = loadConfig();
  config.jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await seedCatalogs(database.db);
  const mediaStore = createLocalMediaStore(path.join(config.dataDir, 'media'));
  if (config.seedDemo)
    await seedDemo(database.db, mediaStore, {
      // The demo's sold tickets are signed with the key the server verifies codes with.
      ticketSigner: createTicketSigner(
        resolveTicketSigningKey(config.ticketSigningKey, config.dataDir),
      ),
    });

  const app = await buildApp(config, { database, mediaStore });
  const lifecycle = startEventLifecycle({
    db: database.db,
    intervalMs: config.eventLifecycleIntervalMs,
    onChange: (moved) => {
      app.clearEventosListCache();
      app.log.info({ moved }, 'event lifecycle moved events');
    },
    onError: (err) => app.log.error({ err }, 'event lifecycle tick failed'),
  });
  const paymentJobs = startPaymentJobs({
    database,
    pagos: app.pagos,
    reconcileAfterMinutes: config.payments.reconcileAfterMinutes,
    intervalMs: config.payments.jobsIntervalMs,
    onResult: (result) => {
      if (
        result.expiradas ||
        result.conciliadas ||
        result.reembolsos?.hecho ||
        result.reembolsos?.fallido
      )
        app.log.info({ result }, 'payment jobs');
    },
    onError: (err) => app.log.error({ err }, 'payment jobs tick failed'),
  });
  // Without SMTP the mails stay in the outbox table, readable at GET /api/v1/Admin/Correos.
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
  const mailSender = transport
    ? startMailSender({
        db: database.db,
        transport,
        from: config.mailFrom,
        onError: (err) => app.log.error({ err }, 'mail sender tick failed'),
      })
    : null;
  const close = async () => {
    await lifecycle.stop();
    await paymentJobs.stop();
    await mailSender?.stop();
    transport?.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);

  const address = await app.listen({ host: config.host, port: config.port });
  const url = config.publicUrl ?? address.replace('127.0.0.1', 'localhost');
  const engine =
    database.engine === 'pglite' ? `PGlite en ${path.resolve(config.dataDir)}` : 'PostgreSQL';
  console.log(
    `\nPulso está en ${url}  (API ${url}/api/v1, documentación ${url}/api/docs, base de datos: ${engine})`,
  );
  console.log(`App de puerta: ${url}${PUERTA_APP_PATH}/`);
  if (config.seedDemo) {
    console.log('Cuentas de demostración:');
    for (const a of DEMO_ACCOUNTS)
      console.log(`  ${a.email.padEnd(26)} ${a.password}  ${a.description}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
