import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The embedded sandbox payment provider's own records (server/src/payments/sandbox-provider.ts).
 * It keeps them like a real provider would, apart from Pulso's orders: a checkout
 * (preference) and the payments made on it, so webhooks, reconciliation and refunds work the
 * same way against it as against MercadoPago.
 */
export const sandboxPreferencias = pgTable('sandbox_preferencias', {
  id: text('id').primaryKey(),
  externalReference: text('external_reference').notNull(),
  titulo: text('titulo').notNull(),
  amount: integer('amount').notNull(),
  successUrl: text('success_url').notNull(),
  failureUrl: text('failure_url').notNull(),
  pendingUrl: text('pending_url').notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const sandboxPagos = pgTable(
  'sandbox_pagos',
  {
    id: text('id').primaryKey(),
    preferenceId: text('preference_id')
      .notNull()
      .references(() => sandboxPreferencias.id),
    externalReference: text('external_reference').notNull(),
    /** approved | rejected | pending | refunded (MercadoPago's words). */
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    refundId: text('refund_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_pagos_preference_idx').on(t.preferenceId),
    index('sandbox_pagos_reference_idx').on(t.externalReference),
  ],
);
