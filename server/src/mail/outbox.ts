import type { DbExecutor } from '../db/executor';
import { outbox } from '../db/schema/index';

export interface Mail {
  destinatario: string;
  asunto: string;
  cuerpo: string;
}

/**
 * Queues mails in the outbox, inside the caller's transaction: they exist exactly when the
 * change they announce was committed. A sender (SMTP when configured) drains the table.
 */
export async function queueMails(exec: DbExecutor, mails: ReadonlyArray<Mail>): Promise<number> {
  if (mails.length === 0) return 0;
  await exec.insert(outbox).values([...mails]);
  return mails.length;
}
