import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { batchWhileBusy } from '../db/batch-while-busy';
import type { Db } from '../db/client';
import { sandboxPagos, sandboxPreferencias } from '../db/schema/index';
import type { PaymentProvider, ProviderPayment } from './provider';

/** What the buyer chose on the sandbox page. */
export type SandboxDecision = 'aprobar' | 'rechazar' | 'pendiente';

const STATUS_OF: Record<SandboxDecision, string> = {
  aprobar: 'approved',
  rechazar: 'rejected',
  pendiente: 'pending',
};

const newId = (prefix: string) => `${prefix}${randomBytes(10).toString('hex')}`;

type PagoRow = typeof sandboxPagos.$inferSelect;
const toPayment = (row: PagoRow): ProviderPayment => ({
  id: row.id,
  status: row.status,
  externalReference: row.externalReference,
  amount: row.amount,
  raw: { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() },
});

export type SandboxCheckout =
  | { kind: 'abierto'; preference: typeof sandboxPreferencias.$inferSelect }
  | { kind: 'pendiente'; preference: typeof sandboxPreferencias.$inferSelect; pagoId: string }
  | { kind: 'pagado' | 'vencido'; preference: typeof sandboxPreferencias.$inferSelect }
  | { kind: 'inexistente' };

export interface SandboxProvider extends PaymentProvider {
  /** The checkout page's state for a preference. */
  checkout(preferenceId: string, now: Date): Promise<SandboxCheckout>;
  /**
   * Records the buyer's choice: resolves the preference's pending payment, or makes a new
   * payment while the preference has not expired. Null when there is nothing to decide.
   */
  decide(
    preferenceId: string,
    decision: SandboxDecision,
    now: Date,
  ): Promise<ProviderPayment | null>;
  /** Every refund the sandbox made (tests read them as the provider's record). */
  refunds(): Promise<Array<{ paymentId: string; refundId: string; amount: number }>>;
}

/**
 * The embedded payment provider (the default without MP_ACCESS_TOKEN). It keeps its own
 * checkouts and payments in sandbox_* tables, apart from Pulso's orders, and serves a page
 * (sandbox-routes.ts) where the buyer approves, rejects or leaves the payment pending.
 */
export function createSandboxProvider(db: Db): SandboxProvider {
  // A drop opens its checkouts all at once: those opened while an insert is in the database
  // go together in the next one, one round trip and one commit for many (decision 0073).
  const storePreference = batchWhileBusy<0, typeof sandboxPreferencias.$inferInsert, void>({
    max: 200,
    run: async (_, batch) => {
      await db.insert(sandboxPreferencias).values(batch.map((w) => w.item));
      for (const w of batch) w.resolve();
    },
  });

  async function checkout(preferenceId: string, now: Date): Promise<SandboxCheckout> {
    const [preference] = await db
      .select()
      .from(sandboxPreferencias)
      .where(eq(sandboxPreferencias.id, preferenceId));
    if (!preference) return { kind: 'inexistente' };
    const pagos = await db
      .select()
      .from(sandboxPagos)
      .where(eq(sandboxPagos.preferenceId, preferenceId))
      .orderBy(desc(sandboxPagos.createdAt));
    if (pagos.some((p) => p.status === 'approved' || p.status === 'refunded'))
      return { kind: 'pagado', preference };
    const pending = pagos.find((p) => p.status === 'pending');
    if (pending) return { kind: 'pendiente', preference, pagoId: pending.id };
    if (preference.expiresAt <= now) return { kind: 'vencido', preference };
    return { kind: 'abierto', preference };
  }

  return {
    name: 'sandbox',

    async createPreference(input) {
      const id = newId('sbxpref');
      await storePreference(0, {
        id,
        externalReference: String(input.idOrden),
        titulo: input.titulo,
        amount: input.total,
        successUrl: input.backUrls.success,
        failureUrl: input.backUrls.failure,
        pendingUrl: input.backUrls.pending,
        expiresAt: input.expiresAt,
      });
      const base = new URL(input.notificationUrl).origin;
      return { preferenceId: id, redirectUrl: `${base}/api/v1/Pagos/Sandbox/${id}` };
    },

    async getPayment(paymentId) {
      const [row] = await db.select().from(sandboxPagos).where(eq(sandboxPagos.id, paymentId));
      return row ? toPayment(row) : null;
    },

    async refund(paymentId, amount) {
      const [row] = await db.select().from(sandboxPagos).where(eq(sandboxPagos.id, paymentId));
      if (!row) throw new Error(`sandbox: payment ${paymentId} does not exist`);
      if (row.refundId) return { refundId: row.refundId };
      if (row.status !== 'approved')
        throw new Error(`sandbox: payment ${paymentId} is ${row.status}`);
      if (amount > row.amount) throw new Error(`sandbox: refund above the payment amount`);
      const refundId = newId('sbxref');
      await db
        .update(sandboxPagos)
        .set({ status: 'refunded', refundId, updatedAt: new Date() })
        .where(and(eq(sandboxPagos.id, paymentId), eq(sandboxPagos.status, 'approved')));
      return { refundId };
    },

    async searchPaymentsByReference(externalReference) {
      const rows = await db
        .select()
        .from(sandboxPagos)
        .where(eq(sandboxPagos.externalReference, externalReference))
        .orderBy(sandboxPagos.createdAt);
      return rows.map(toPayment);
    },

    checkout,

    async decide(preferenceId, decision, now) {
      const state = await checkout(preferenceId, now);
      const status = STATUS_OF[decision];
      if (state.kind === 'pendiente') {
        if (status === 'pending') return this.getPayment(state.pagoId);
        const [row] = await db
          .update(sandboxPagos)
          .set({ status, updatedAt: now })
          .where(and(eq(sandboxPagos.id, state.pagoId), eq(sandboxPagos.status, 'pending')))
          .returning();
        return row ? toPayment(row) : null;
      }
      if (state.kind !== 'abierto') return null;
      const [row] = await db
        .insert(sandboxPagos)
        .values({
          id: newId('sbxpay'),
          preferenceId,
          externalReference: state.preference.externalReference,
          status,
          amount: state.preference.amount,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return toPayment(row!);
    },

    async refunds() {
      const rows = await db.select().from(sandboxPagos).where(eq(sandboxPagos.status, 'refunded'));
      return rows.map((r) => ({ paymentId: r.id, refundId: r.refundId!, amount: r.amount }));
    },
  };
}
