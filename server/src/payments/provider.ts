import type { PaymentProvider as ProviderName } from '@shared/domain/orders';

/**
 * The payment provider port (docs/architecture.md, "Payment providers"): MercadoPago through its
 * official SDK, or the embedded sandbox. Statuses use MercadoPago's words (approved, rejected,
 * pending, in_process, cancelled, refunded, charged_back…).
 */
export interface PreferenceInput {
  /** The order id: MercadoPago's external_reference. */
  idOrden: number;
  titulo: string;
  items: ReadonlyArray<{ titulo: string; cantidad: number; precioUnitario: number }>;
  /** The service fee, charged as its own line. */
  cargoServicio: number;
  total: number;
  expiresAt: Date;
  backUrls: { success: string; failure: string; pending: string };
  notificationUrl: string;
  payerEmail: string;
}

export interface ProviderPayment {
  id: string;
  status: string;
  /** The order id the payment was made for (as text, the way providers keep it). */
  externalReference: string;
  /** Whole pesos. */
  amount: number;
  raw: unknown;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createPreference(input: PreferenceInput): Promise<{ preferenceId: string; redirectUrl: string }>;
  /** Null when the provider does not know the payment. */
  getPayment(paymentId: string): Promise<ProviderPayment | null>;
  refund(paymentId: string, amount: number): Promise<{ refundId: string }>;
  searchPaymentsByReference(externalReference: string): Promise<ProviderPayment[]>;
}

export const isApproved = (status: string) => status === 'approved';
/** Final refusals: the payment will never be approved. */
export const isRefused = (status: string) => status === 'rejected' || status === 'cancelled';
