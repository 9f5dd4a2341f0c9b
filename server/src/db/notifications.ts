import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Notifications (LISTEN/NOTIFY) on one channel. `onMessage` receives each payload committed by
 * any connection of any instance; `onLost` says some may have been missed (the listening
 * connection dropped): callers must stop trusting what the notifications kept fresh until
 * `onMessage`-driven freshness resumes, which it does after `onReady`.
 */
export interface NotificationHandlers {
  onMessage(payload: string): void;
  onLost(): void;
  onReady(): void;
}

export type StopListening = () => Promise<void>;

/** PGlite: one in-process connection; its notifications arrive before the commit resolves. */
export async function listenPglite(
  client: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<StopListening> {
  const unlisten = await client.listen(channel, handlers.onMessage);
  handlers.onReady();
  return unlisten;
}

const RECONNECT_MS = 1000;

/**
 * PostgreSQL: a connection of its own (a pooled one would be handed to queries), reopened
 * after a failure every RECONNECT_MS until stopped.
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<StopListening> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const open = async () => {
    const c = new pg.Client({ connectionString });
    const lost = () => {
      if (client !== c) return;
      client = null;
      handlers.onLost();
      c.end().catch(() => {});
      if (!stopped) retry = setTimeout(reopen, RECONNECT_MS);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) handlers.onMessage(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    client = c;
    handlers.onReady();
  };
  const reopen = () => {
    retry = null;
    open().catch(() => {
      client = null;
      if (!stopped) retry = setTimeout(reopen, RECONNECT_MS);
    });
  };

  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}
