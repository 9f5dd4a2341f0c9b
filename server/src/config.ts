import { z } from 'zod';

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
  JWT_SECRET: z.string().min(32).optional(),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(720),
  STATIC_DIR: z.string().default('./dist/web'),
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: csv,
  TRUST_PROXY: bool(false),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().positive().default(20),
  SERVICE_FEE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  EVENTS_LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  GOOGLE_CLIENT_ID: csv,
  GOOGLE_DESKTOP_CLIENT_ID: z.string().optional(),
  GOOGLE_DESKTOP_CLIENT_SECRET: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: csv,
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  GEO_API_URL: z.url().default('https://apis.datos.gob.ar/georef/api'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Pulso <no-responder@pulso.com.ar>'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string | null;
  dataDir: string;
  databaseUrl: string | null;
  /** null: main.ts derives one and keeps it in DATA_DIR (never in production). */
  jwtSecret: string | null;
  sessionTtlHours: number;
  staticDir: string | null;
  seedDemo: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  corsOrigins: string[];
  trustProxy: boolean;
  rateLimit: { loginPerMinute: number; registerPerHour: number };
  serviceFeeRate: number;
  eventsListCacheMs: number;
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
  /** SMTP server for the outbox; null keeps mails in the outbox table (and the log). */
  smtpUrl: string | null;
  mailFrom: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new Error(
      'Invalid configuration:\n  JWT_SECRET: required in production (32+ characters)',
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL ?? null,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || null,
    jwtSecret: e.JWT_SECRET ?? null,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    staticDir: e.STATIC_DIR || null,
    seedDemo:
      e.SEED_DEMO === undefined ? e.NODE_ENV !== 'production' : ['true', '1'].includes(e.SEED_DEMO),
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS.length > 0 ? e.CORS_ORIGINS : ['app://pulso'],
    trustProxy: e.TRUST_PROXY,
    rateLimit: {
      loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
      registerPerHour: e.RATE_LIMIT_REGISTER_PER_HOUR,
    },
    serviceFeeRate: e.SERVICE_FEE_RATE,
    eventsListCacheMs: e.EVENTS_LIST_CACHE_MS,
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
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
  };
}
