import path from 'node:path';
import { z } from 'zod';
import { readSigningP12 } from './signing-p12';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1'));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  APP_URL: z.url().optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  DATA_DIR: z.string().default('./data'),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Threshold <no-reply@threshold.local>'),
  SEED_DEMO: bool(true),
  TRUST_PROXY: bool(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(60 * 24 * 30).default(12 * 60),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(7 * 24),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  RATE_LIMIT_USER_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  RATE_LIMIT_PUBLIC_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  IMPORT_BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(16 * 1024 * 1024),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(50 * 1024 * 1024),
  CSP_EXTRA_SOURCES: z.string().default(''),
  WEB_DIST_DIR: z.string().optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool(false),
  SIGNING_P12_PATH: z.string().optional(),
  SIGNING_P12_PASSPHRASE: z.string().optional(),
});

export type Config = ReturnType<typeof loadConfig>;

/** Signs sessions when BETTER_AUTH_SECRET is unset outside production; refused in production. */
const DEVELOPMENT_SECRET = 'threshold-development-secret-not-for-production-use';

/** Reads and validates the environment once; every setting is listed in the README. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.BETTER_AUTH_SECRET) throw new Error('BETTER_AUTH_SECRET is required in production');
  if (isProduction && e.BETTER_AUTH_SECRET === DEVELOPMENT_SECRET) {
    throw new Error('BETTER_AUTH_SECRET is the published development secret; set a random one (e.g. openssl rand -base64 32)');
  }
  if (isProduction && !e.APP_URL) throw new Error('APP_URL is required in production');
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const dataDir = path.resolve(e.DATA_DIR);
  const extraOrigins = (e.TRUSTED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const localOrigins = isProduction ? [] : [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`];
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    // Outside production the demo (known passwords, dev mailbox) stays on this machine unless HOST says otherwise.
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    appUrl,
    trustedOrigins: [...new Set([new URL(appUrl).origin, ...extraOrigins, ...localOrigins])],
    database: e.DATABASE_URL
      ? ({ kind: 'postgres', url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX } as const)
      : ({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') } as const),
    dataDir,
    authSecret: e.BETTER_AUTH_SECRET ?? DEVELOPMENT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO && !isProduction,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    session: { idleSeconds: e.SESSION_IDLE_MINUTES * 60, absoluteSeconds: e.SESSION_ABSOLUTE_HOURS * 3600 },
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    rateLimits: {
      userWritesPerMinute: e.RATE_LIMIT_USER_WRITES_PER_MINUTE,
      addressWritesPerMinute: e.RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE,
      publicPerMinute: e.RATE_LIMIT_PUBLIC_PER_MINUTE,
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    importBodyLimitBytes: e.IMPORT_BODY_LIMIT_BYTES,
    /** Largest file an upload may be (documents and other stored files); streamed, never buffered. */
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    cspExtraSources: e.CSP_EXTRA_SOURCES.split(/\s+/).filter(Boolean),
    storage: storageConfig(e),
    /** The PKCS#12 sealed PDFs are signed with; null = each organization's own generated certificate (ADR 0160). */
    signingP12: e.SIGNING_P12_PATH ? readSigningP12(e.SIGNING_P12_PATH, e.SIGNING_P12_PASSPHRASE ?? '') : null,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../../web/dist')),
  };
}

/** Where stored files go (ADR 0146): local disk under DATA_DIR, or an S3-compatible bucket with every S3_* setting. */
function storageConfig(e: z.infer<typeof EnvSchema>) {
  if (e.STORAGE_DRIVER === 'local') return { driver: 'local' } as const;
  const required = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missing = required.filter((name) => !e[name]);
  if (missing.length)
    throw new Error(`STORAGE_DRIVER=s3 needs ${missing.join(', ')} (see the README, "File storage")`);
  return {
    driver: 's3',
    endpoint: e.S3_ENDPOINT!,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  } as const;
}
