/**
 * Every PostgreSQL advisory-lock key Pulso takes, in one place so no two uses share a key
 * (the mail sender and the hold expiry once did, and skipped each other's passes).
 * Single-key locks only; two-key locks (`pg_advisory_xact_lock(a, b)`) live in another
 * key space.
 */
export const ADVISORY_LOCKS = {
  migrations: 4_040_000,
  eventLifecycle: 4_040_001,
  holdExpiry: 4_040_002,
  reconciliation: 4_040_003,
  refundRetry: 4_040_004,
  mailSender: 4_040_005,
  jobQueueSetup: 4_040_010,
  /** Publishing a terms version (modules/terminos): one in force at a time. */
  termsPublish: 4_040_011,
} as const;
