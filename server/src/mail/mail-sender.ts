import { and, asc, isNull, lt, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Db } from '../db/client';
import { outbox } from '../db/schema/index';

export const MAIL_SENDER_LOCK = ADVISORY_LOCKS.mailSender;

/** A mail is given up after this many failed attempts; it stays in the table with its error. */
export const MAX_MAIL_ATTEMPTS = 5;

export interface MailTransport {
  send(mail: { from: string; to: string; subject: string; text: string }): Promise<void>;
}

/** nodemailer over SMTP (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export function smtpTransport(smtpUrl: string): MailTransport & { close(): void } {
  const transporter: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

export interface DrainResult {
  sent: number;
  failed: number;
}

/**
 * Sends up to `batch` waiting mails, oldest first. Rows are claimed with `for update skip
 * locked` inside the job's transaction, so two instances never send the same mail; a failure
 * is counted on the row and retried on a later pass.
 */
export async function drainOutbox(
  db: Db,
  transport: MailTransport,
  opts: { from: string; batch?: number },
): Promise<DrainResult | null> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${MAIL_SENDER_LOCK}) as locked`,
    );
    if (!lock.rows[0]?.locked) return null;
    const waiting = await tx
      .select()
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lt(outbox.attempts, MAX_MAIL_ATTEMPTS)))
      .orderBy(asc(outbox.id))
      .limit(opts.batch ?? 50)
      .for('update', { skipLocked: true });
    const result: DrainResult = { sent: 0, failed: 0 };
    for (const mail of waiting) {
      try {
        await transport.send({
          from: opts.from,
          to: mail.destinatario,
          subject: mail.asunto,
          text: mail.cuerpo,
        });
        await tx
          .update(outbox)
          .set({ sentAt: sql`now()`, attempts: mail.attempts + 1, lastError: null })
          .where(sql`${outbox.id} = ${mail.id}`);
        result.sent += 1;
      } catch (err) {
        await tx
          .update(outbox)
          .set({ attempts: mail.attempts + 1, lastError: String(err).slice(0, 500) })
          .where(sql`${outbox.id} = ${mail.id}`);
        result.failed += 1;
      }
    }
    return result;
  });
}
