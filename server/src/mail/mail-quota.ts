import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MSG } from '@shared/messages';
import { HttpProblem } from '../plugins/problem';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

// Hashed: the counters' store (Redis) holds no e-mail addresses.
const recipientKey = (correo: string) =>
  createHash('sha256').update(correo.trim().toLowerCase()).digest('base64url');

export interface MailQuotaLimits {
  /** Mails one account may make Pulso send in an hour; absent: no per-account limit. */
  porCuentaPorHora?: number;
  /** Mails one address may receive of this kind in a day, whoever asks. */
  porDestinatarioPorDia: number;
}

/** Why a mail may not go: the sender's hour, or the recipient's day, is used up. */
export type MailRefusal = { porQue: 'cuenta' | 'destinatario'; retryAfterMs: number };

/**
 * How many mails of one kind (`name`: transfers, door invitations, password resets) a stranger
 * can make Pulso send, per sending account and per recipient address
 * (docs/decisions/0076-hostile-users.md). Counted with `app.attemptCounter`, so every instance
 * shares the counts when Redis is configured (and fails open as the route limits do).
 *
 * `take` counts one mail on both counters before the work is done (mails asked for at once
 * cannot all slip under the limit); `giveBack` undoes it when the action then fails and sends
 * nothing, so only mails that went count.
 */
export function createMailQuota(app: FastifyInstance, name: string, limits: MailQuotaLimits) {
  const perSender = app.attemptCounter(`correos-${name}-cuenta`, HOUR_MS);
  const perRecipient = app.attemptCounter(`correos-${name}-destinatario`, DAY_MS);

  async function giveBack(sender: number | null, correo: string) {
    await Promise.all([
      sender === null ? undefined : perSender.undo(String(sender)),
      perRecipient.undo(recipientKey(correo)),
    ]);
  }

  async function take(sender: number | null, correo: string): Promise<MailRefusal | null> {
    const max = limits.porCuentaPorHora;
    const [own, theirs] = await Promise.all([
      sender === null || max === undefined ? null : perSender.hit(String(sender)),
      perRecipient.hit(recipientKey(correo)),
    ]);
    const refusal: MailRefusal | null =
      own && max !== undefined && own.count > max
        ? { porQue: 'cuenta', retryAfterMs: own.ttlMs }
        : theirs.count > limits.porDestinatarioPorDia
          ? { porQue: 'destinatario', retryAfterMs: theirs.ttlMs }
          : null;
    // A refused mail is not sent: it does not use up the other counter either.
    if (refusal) await giveBack(sender, correo);
    return refusal;
  }

  return {
    take,
    giveBack,
    /**
     * Runs `send` (the action that mails `correo`) within the quota: over it, a Spanish 429
     * with Retry-After and nothing done; when `send` fails, the mail is given back.
     */
    async guard<T>(
      reply: FastifyReply,
      sender: number,
      correo: string,
      send: () => Promise<T>,
    ): Promise<T> {
      const refusal = await take(sender, correo);
      if (refusal) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(refusal.retryAfterMs / 1000))));
        throw new HttpProblem(
          429,
          refusal.porQue === 'cuenta' ? MSG.demasiadosCorreos : MSG.demasiadosCorreosDestinatario,
        );
      }
      try {
        return await send();
      } catch (error) {
        await giveBack(sender, correo);
        throw error;
      }
    },
  };
}

export type MailQuota = ReturnType<typeof createMailQuota>;
