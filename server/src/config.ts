import { z } from 'zod';
import { LOGIN_LIMITS } from '@shared/domain/limits';

/**
 * Every environment variable the server reads, parsed once. README's "Configuration" table
 * documents each one; keep the two in step.
 */
const csv = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_PREPARED_STATEMENTS: bool(true),
  JWT_SECRET: z.string().min(32).optional(),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(720),
  STATIC_DIR: z.string().default('./dist/web'),
  /** The renderer's server bundle (public pages rendered to HTML); empty: browser only. */
  SSR_DIR: z.string().default('./dist/ssr'),
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: csv,
  TRUST_PROXY: bool(false),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce
    .number()
    .int()
    .positive()
    .default(LOGIN_LIMITS.attemptsPerAddressPerMinute),
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: z.coerce
    .number()
    .int()
    .positive()
    .default(LOGIN_LIMITS.failuresPerAccount),
  RATE_LIMIT_ACCOUNT_ACTIONS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_ORDERS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_ORDERS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** Proof-of-work challenges (server/src/modules/desafio); unset key: derived from JWT_SECRET. */
  CHALLENGE_HMAC_KEY: z.string().min(32).optional(),
  CHALLENGE_COST: z.coerce.number().int().min(1).max(100_000).default(1000),
  CHALLENGE_MAX_COUNTER: z.coerce.number().int().min(10).max(10_000_000).default(5000),
  CHALLENGE_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  /** High: a venue's crowd behind one carrier address (CGNAT) joins a queue at once. */
  CHALLENGE_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** Shared rate-limit counters (server/src/plugins/rate-limit-store.ts); unset: in memory. */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/ })
    .or(z.literal(''))
    .optional(),
  SERVICE_FEE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  EVENTS_LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  EVENT_VIEW_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(300_000),
  EVENT_LIFECYCLE_INTERVAL_MS: z.coerce.number().int().min(500).default(60_000),
  GOOGLE_CLIENT_ID: csv,
  GOOGLE_DESKTOP_CLIENT_ID: z.string().optional(),
  GOOGLE_DESKTOP_CLIENT_SECRET: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: csv,
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  GEO_API_URL: z.url().default('https://apis.datos.gob.ar/georef/api'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .or(z.literal(''))
    .optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
  S3_PREFIX: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Pulso <no-responder@pulso.com.ar>'),
  HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(10),
  /** Unpaid tickets of one stock row one address may hold (docs/decisions/0076-hostile-users.md). */
  HOLDS_PER_ADDRESS_PERCENT: z.coerce.number().int().min(1).max(100).default(10),
  VIRTUAL_QUEUE_ADMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(200),
  /** Unset: HOLD_MINUTES. */
  VIRTUAL_QUEUE_ADMISSION_MINUTES: z.coerce.number().int().min(1).max(120).optional(),
  /**
   * Unset: MercadoPago when MP_* are set, else the sandbox (never in production). `sandbox` in
   * production says on purpose that payments are not real (docs/decisions/0076-hostile-users.md).
   */
  PAYMENTS_PROVIDER: z.enum(['mercadopago', 'sandbox']).optional(),
  MP_ACCESS_TOKEN: z.string().optional(),
  MP_WEBHOOK_SECRET: z.string().optional(),
  MP_API_URL: z.url().default('https://api.mercadopago.com'),
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).default(600),
  TICKET_SIGNING_KEY: z.string().optional(),
  RECONCILE_AFTER_MINUTES: z.coerce.number().int().min(1).default(15),
  PAYMENT_JOBS_INTERVAL_MS: z.coerce.number().int().min(1000).default(30_000),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string | null;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL: parameterised statements prepared once per connection (db/preparing-client). */
  databasePreparedStatements: boolean;
  /** null: main.ts derives one and keeps it in DATA_DIR (never in production). */
  jwtSecret: string | null;
  sessionTtlHours: number;
  staticDir: string | null;
  ssrDir: string | null;
  seedDemo: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  corsOrigins: string[];
  trustProxy: boolean;
  rateLimit: {
    /** Sign-in attempts per address and minute (website, Google, door app). */
    loginPerMinute: number;
    /** Failed password sign-ins per account in LOGIN_LIMITS.accountWindowMinutes. */
    loginFailuresPerAccount: number;
    /** Password change, forgotten and reset password, door invitation, withdrawal: per address. */
    accountActionsPerMinute: number;
    registerPerHour: number;
    /** New orders per account and minute, and per address (many buyers share one: CGNAT). */
    ordersPerMinute: number;
    ordersPerAddressPerMinute: number;
  };
  /** Redis keeping the rate-limit counters every instance shares; null: each keeps its own. */
  redisUrl: string | null;
  /** Proof-of-work challenges (docs/decisions/0076-hostile-users.md). */
  challenge: {
    /** null: derived from the JWT secret (app.ts). */
    hmacKey: string | null;
    /** PBKDF2 iterations per try. */
    cost: number;
    /** Most tries a challenge takes (drawn between 40 % and all of it). */
    maxCounter: number;
    ttlSeconds: number;
    /** GET /Desafio per address and minute. */
    perAddressPerMinute: number;
  };
  serviceFeeRate: number;
  eventsListCacheMs: number;
  /** Longest a checked session is answered from memory (kept exact by notifications); 0 = off. */
  sessionCacheMs: number;
  /** Longest an event's view is kept in memory (0: off); notifications forget it at once. */
  eventViewCacheMs: number;
  /** How often the event status lifecycle runs (server/src/jobs/event-lifecycle.ts). */
  eventLifecycleIntervalMs: number;
  google: {
    clientIds: string[];
    desktopClientId: string | null;
    desktopClientSecret: string | null;
    jwksUrl: string;
    issuers: string[];
    authUrl: string;
    tokenUrl: string;
  };
  mapsApiKey: string | null;
  /** National geographic service (Georef) the server proxies under /api/v1/Geo. */
  geoApiUrl: string;
  media: {
    /** S3-compatible object storage when S3_BUCKET is set; null: files under DATA_DIR/media. */
    s3: {
      bucket: string;
      /** null: AWS. */
      endpoint: string | null;
      region: string;
      /** null (both): the SDK's default credential chain. */
      accessKeyId: string | null;
      secretAccessKey: string | null;
      forcePathStyle: boolean;
      prefix: string | null;
    } | null;
  };
  /** SMTP server for the outbox; null keeps mails in the outbox table (and the log). */
  smtpUrl: string | null;
  mailFrom: string;
  payments: {
    /** Minutes an order holds its stock waiting for the payment. */
    holdMinutes: number;
    /**
     * Share (%) of a stock row that the unpaid holds of one client address may take, never
     * below the per-account limit; one device holds at most the per-account limit.
     */
    holdsPerAddressPercent: number;
    /**
     * MercadoPago when both are set; otherwise the embedded sandbox provider (in production only
     * with PAYMENTS_PROVIDER=sandbox: loadConfig refuses it otherwise).
     */
    mpAccessToken: string | null;
    mpWebhookSecret: string | null;
    mpApiUrl: string;
    /** Secret the sandbox signs its webhooks with; null: generated at start (in memory). */
    sandboxWebhookSecret: string | null;
    webhookToleranceSeconds: number;
    /** Pending orders with a checkout older than this are reconciled with the provider. */
    reconcileAfterMinutes: number;
    jobsIntervalMs: number;
  };
  /** The virtual queue of high-demand days (modules/fila-virtual). */
  virtualQueue: {
    /** People admitted per minute after the sale opens (plus a first batch of a sixth). */
    admitPerMinute: number;
    /** How long an admission lets its account create orders for the day. */
    admissionMinutes: number;
  };
  /** Ed25519 private key (PEM, PKCS#8) signing ticket codes; null: kept in DATA_DIR. */
  ticketSigningKey: string | null;
  /** Worker processes `npm start` runs on the one port (node:cluster); 1: no cluster. */
  webConcurrency: number;
  /** How long a stopping instance lets in-flight requests finish before closing anyway. */
  shutdownGraceMs: number;
}

/** Production's payments: MercadoPago's two variables, named in the start-up error. */
const MERCADOPAGO_REQUIRED =
  'MP_ACCESS_TOKEN / MP_WEBHOOK_SECRET: required in production (MercadoPago, both)';

/**
 * Secrets every instance must share. Outside production a missing one is generated (into
 * DATA_DIR, or in memory); in production that would give each instance its own (sessions,
 * tickets or webhooks signed by one refused by the next), so the server refuses to start and
 * names what to set.
 */
function missingInProduction(e: z.infer<typeof envSchema>): string[] {
  const missing: string[] = [];
  if (!e.JWT_SECRET) missing.push('JWT_SECRET: required in production (32+ characters)');
  if (!e.TICKET_SIGNING_KEY)
    missing.push(
      'TICKET_SIGNING_KEY: required in production (Ed25519 private key, PEM PKCS#8, the same on every instance)',
    );
  if (e.PAYMENTS_PROVIDER === 'sandbox') {
    if (!e.SANDBOX_WEBHOOK_SECRET)
      missing.push(
        'SANDBOX_WEBHOOK_SECRET: required in production with PAYMENTS_PROVIDER=sandbox (16+ characters, the same on every instance)',
      );
  } else if (!e.MP_ACCESS_TOKEN) {
    // The sandbox approves any payment with one click: never by default where tickets are real.
    missing.push(MERCADOPAGO_REQUIRED);
  }
  // Mailed links (password reset) must not follow a Host header that any caller can choose.
  if (!e.PUBLIC_URL) missing.push('PUBLIC_URL: required in production');
  return missing;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.MP_ACCESS_TOKEN) !== Boolean(e.MP_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid configuration:\n  MP_ACCESS_TOKEN / MP_WEBHOOK_SECRET: set both (MercadoPago) or neither (sandbox)',
    );
  }
  const providerConflict = paymentsProviderConflict(e);
  if (providerConflict) throw new Error(`Invalid configuration:\n  ${providerConflict}`);
  if (e.NODE_ENV === 'production') {
    const missing = missingInProduction(e);
    if (missing.length > 0)
      throw new Error(`Invalid configuration:\n${missing.map((m) => `  ${m}`).join('\n')}`);
  }
  if ((e.WEB_CONCURRENCY ?? 1) > 1 && !e.DATABASE_URL) {
    throw new Error(
      'Invalid configuration:\n  WEB_CONCURRENCY: more than one process needs DATABASE_URL (PostgreSQL); the embedded PGlite database belongs to one process',
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL ?? null,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || null,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    jwtSecret: e.JWT_SECRET ?? null,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    staticDir: e.STATIC_DIR || null,
    ssrDir: e.SSR_DIR || null,
    seedDemo:
      e.SEED_DEMO === undefined ? e.NODE_ENV !== 'production' : ['true', '1'].includes(e.SEED_DEMO),
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS.length > 0 ? e.CORS_ORIGINS : ['app://pulso'],
    trustProxy: e.TRUST_PROXY,
    rateLimit: {
      loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
      loginFailuresPerAccount: e.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT,
      accountActionsPerMinute: e.RATE_LIMIT_ACCOUNT_ACTIONS_PER_MINUTE,
      registerPerHour: e.RATE_LIMIT_REGISTER_PER_HOUR,
      ordersPerMinute: e.RATE_LIMIT_ORDERS_PER_MINUTE,
      ordersPerAddressPerMinute: e.RATE_LIMIT_ORDERS_PER_ADDRESS_PER_MINUTE,
    },
    redisUrl: e.REDIS_URL || null,
    challenge: {
      hmacKey: e.CHALLENGE_HMAC_KEY ?? null,
      cost: e.CHALLENGE_COST,
      maxCounter: e.CHALLENGE_MAX_COUNTER,
      ttlSeconds: e.CHALLENGE_TTL_SECONDS,
      perAddressPerMinute: e.CHALLENGE_PER_ADDRESS_PER_MINUTE,
    },
    serviceFeeRate: e.SERVICE_FEE_RATE,
    eventsListCacheMs: e.EVENTS_LIST_CACHE_MS,
    sessionCacheMs: e.SESSION_CACHE_MS,
    eventViewCacheMs: e.EVENT_VIEW_CACHE_MS,
    eventLifecycleIntervalMs: e.EVENT_LIFECYCLE_INTERVAL_MS,
    google: {
      clientIds: e.GOOGLE_CLIENT_ID,
      desktopClientId: e.GOOGLE_DESKTOP_CLIENT_ID || null,
      desktopClientSecret: e.GOOGLE_DESKTOP_CLIENT_SECRET || null,
      jwksUrl: e.GOOGLE_JWKS_URL,
      issuers:
        e.GOOGLE_ISSUER.length > 0
          ? e.GOOGLE_ISSUER
          : ['https://accounts.google.com', 'accounts.google.com'],
      authUrl: e.GOOGLE_AUTH_URL,
      tokenUrl: e.GOOGLE_TOKEN_URL,
    },
    mapsApiKey: e.GOOGLE_MAPS_API_KEY || null,
    geoApiUrl: e.GEO_API_URL.replace(/\/+$/, ''),
    media: { s3: s3MediaConfig(e) },
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    payments: {
      holdMinutes: e.HOLD_MINUTES,
      holdsPerAddressPercent: e.HOLDS_PER_ADDRESS_PERCENT,
      mpAccessToken: e.MP_ACCESS_TOKEN || null,
      mpWebhookSecret: e.MP_WEBHOOK_SECRET || null,
      mpApiUrl: e.MP_API_URL.replace(/\/+$/, ''),
      sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET ?? null,
      webhookToleranceSeconds: e.WEBHOOK_TOLERANCE_SECONDS,
      reconcileAfterMinutes: e.RECONCILE_AFTER_MINUTES,
      jobsIntervalMs: e.PAYMENT_JOBS_INTERVAL_MS,
    },
    virtualQueue: {
      admitPerMinute: e.VIRTUAL_QUEUE_ADMIT_PER_MINUTE,
      admissionMinutes: e.VIRTUAL_QUEUE_ADMISSION_MINUTES ?? e.HOLD_MINUTES,
    },
    ticketSigningKey: e.TICKET_SIGNING_KEY?.replace(/\\n/g, '\n') || null,
    webConcurrency: e.WEB_CONCURRENCY ?? 1,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
  };
}

/** PAYMENTS_PROVIDER says which one on purpose: the variables must agree with it. */
function paymentsProviderConflict(e: z.infer<typeof envSchema>): string | null {
  if (e.PAYMENTS_PROVIDER === 'sandbox' && e.MP_ACCESS_TOKEN)
    return 'PAYMENTS_PROVIDER: sandbox while MP_ACCESS_TOKEN / MP_WEBHOOK_SECRET are set; unset one or the other';
  if (e.PAYMENTS_PROVIDER === 'mercadopago' && !e.MP_ACCESS_TOKEN)
    return 'MP_ACCESS_TOKEN / MP_WEBHOOK_SECRET: required with PAYMENTS_PROVIDER=mercadopago';
  return null;
}

/**
 * What an operator must read on every start (main.ts logs each line): today only production
 * on the sandbox provider, chosen with PAYMENTS_PROVIDER=sandbox, where any buyer can approve
 * their own payment and get signed tickets.
 */
export function startupWarnings(config: Config): string[] {
  if (config.env !== 'production' || config.payments.mpAccessToken) return [];
  return [
    'WARNING: PAYMENTS_PROVIDER=sandbox in production: payments are not real, anyone can approve their own order ("Aprobar pago") and get signed tickets. Set MP_ACCESS_TOKEN and MP_WEBHOOK_SECRET (MercadoPago) and unset PAYMENTS_PROVIDER to sell real tickets.',
  ];
}

/** Media in a bucket when S3_BUCKET is set; any other S3_* alone is a mistake, not local disk. */
function s3MediaConfig(e: z.infer<typeof envSchema>): Config['media']['s3'] {
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both, or neither (the AWS SDK's default credential chain)",
    );
  }
  if (!e.S3_BUCKET) {
    const set = (
      [
        'S3_ENDPOINT',
        'S3_REGION',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'S3_FORCE_PATH_STYLE',
        'S3_PREFIX',
      ] as const
    ).filter((name) => e[name]);
    if (set.length > 0)
      throw new Error(
        `Invalid configuration:\n  S3_BUCKET: required when ${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set (media in object storage); unset them for local disk`,
      );
    return null;
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, '') || null,
    region: e.S3_REGION ?? 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID || null,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY || null,
    // Self-hosted stores rarely have a wildcard DNS name for virtual-hosted buckets.
    forcePathStyle:
      e.S3_FORCE_PATH_STYLE === undefined
        ? Boolean(e.S3_ENDPOINT)
        : ['true', '1'].includes(e.S3_FORCE_PATH_STYLE),
    prefix: e.S3_PREFIX?.replace(/^\/+|\/+$/g, '') || null,
  };
}
