import { sql, type SQL } from 'drizzle-orm';
import { pagos } from '../../db/schema/index';

/**
 * Fields of a provider's payment answer (pagos.raw) that say nothing about who paid: what
 * support and accounting still need once the person deleted their account. MercadoPago's names
 * first, then the sandbox's own. Everything else goes: payer (name, e-mail, identification,
 * phone, address), card and cardholder, additional_info, metadata, point of interaction.
 */
export const NON_PERSONAL_PAYMENT_FIELDS = [
  'id',
  'status',
  'status_detail',
  'external_reference',
  'transaction_amount',
  'transaction_amount_refunded',
  'currency_id',
  'payment_method_id',
  'payment_type_id',
  'installments',
  'operation_type',
  'live_mode',
  'date_created',
  'date_approved',
  'date_last_updated',
  'preferenceId',
  'externalReference',
  'amount',
  'refundId',
  'createdAt',
  'updatedAt',
] as const;

/** pagos.raw reduced to NON_PERSONAL_PAYMENT_FIELDS (null when it is not a JSON object). */
export const rawWithoutPersonalData: SQL = sql`case when jsonb_typeof(${pagos.raw}) = 'object'
  then (select jsonb_object_agg(f.key, f.value) from jsonb_each(${pagos.raw}) f
        where f.key in (${sql.join(
          NON_PERSONAL_PAYMENT_FIELDS.map((k) => sql`${k}`),
          sql`, `,
        )}))
  end`;
