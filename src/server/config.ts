import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const milliseconds = (min: number, max: number) =>
  z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(min).max(max);

const optionalUrl = z.url({ message: 'must be a full URL' }).optional();

// Names proxy-addr (Fastify's trustProxy) knows for the private ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length, or one of the named ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

const TRUST_PROXY_ALTERNATIVES =
  'the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1)';

/**
 * Which X-Forwarded-For entries to believe: false (none, the default), a hop count, or the proxies'
 * addresses and ranges. `true` is refused: it would believe whatever address a client writes.
 */
const trustProxySetting = z.string().transform((value, ctx): false | number | string[] => {
  const text = value.trim().toLowerCase();
  if (['false', 'no', '0'].includes(text)) return false;
  if (['true', 'yes'].includes(text)) {
    ctx.addIssue({
      code: 'custom',
      message: `true is no longer accepted: it trusts an X-Forwarded-For written by any client, so anyone could choose their own address and escape the per-address limits; set ${TRUST_PROXY_ALTERNATIVES}`,
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= 10) return hops;
    ctx.addIssue({ code: 'custom', message: 'must be at most 10 proxies' });
    return z.NEVER;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || invalid.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be false, ${TRUST_PROXY_ALTERNATIVES}${invalid.length > 0 ? `; not an address or range: ${invalid.join(', ')}` : ''}`,
    });
    return z.NEVER;
  }
  return entries;
});

/** Every environment variable the server reads. Defaults here are the documented ones in .env.example. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(5000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
    DATA_DIR: z.string().min(1).default('./data'),
    TWO_FACTOR_KEY: z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32, { message: 'must be 32 random bytes in base64' })
      .optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// connection URL' })
      .optional(),
    DATABASE_CONNECT_TIMEOUT_MS: milliseconds(100, 120_000).default(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(100, 3_600_000).default(30_000),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(100, 3_600_000).default(60_000),
    DATABASE_APPLICATION_NAME: z.string().min(1).max(63).default('soul-market'),
    SEED_DEMO: booleanFlag.default(true),
    PUBLIC_URL: optionalUrl,
    TRUST_PROXY: trustProxySetting.default(false),
    CATALOG_CACHE_SECONDS: z.coerce.number({ message: 'must be a number of seconds' }).min(0).max(300).default(2),
    COVERS_PER_START: z.coerce.number({ message: 'must be a whole number' }).int().min(0).max(100_000).default(200),
    TRUSTED_ORIGINS: commaList.default([]),
    PAYOUT_HOLD_DAYS: z.coerce.number({ message: 'must be a whole number of days' }).int().min(0).max(90).default(14),
    PAYOUT_ACCOUNT_HOLD_DAYS: z.coerce.number({ message: 'must be a whole number of days' }).int().min(0).max(90).default(7),
    BUSINESS_NAME: z.string().trim().min(1).max(200).default('Soul Market'),
    BUSINESS_ADDRESS: z.string().trim().min(1).max(500).optional(),
    VAT_NUMBER: z.string().trim().min(1).max(40).optional(),
    ADMIN_EMAILS: commaList.default([]),
    SESSION_TTL_DAYS: z.coerce.number({ message: 'must be a number of days' }).int().min(1).max(365).default(30),
    SIGN_IN_ATTEMPTS_PER_WINDOW: z.coerce.number({ message: 'must be a whole number' }).int().min(1).default(10),
    SIGN_IN_WINDOW_MINUTES: z.coerce.number({ message: 'must be a whole number' }).int().min(1).default(15),
    SIGN_UPS_PER_ADDRESS_PER_HOUR: z.coerce.number({ message: 'must be a whole number' }).int().min(1).default(20),
    OIDC_ISSUER_URL: optionalUrl,
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_DISPLAY_NAME: z.string().min(1).default('Single sign-on'),
    AI_BASE_URL: optionalUrl,
    AI_API_KEY: z.string().min(1).optional(),
    AI_MODEL: z.string().min(1).optional(),
    AI_TIMEOUT_MS: z.coerce.number({ message: 'must be a number of milliseconds' }).int().min(100).max(300_000).default(20_000),
    AI_RATE_LIMIT_PER_WINDOW: z.coerce.number({ message: 'must be a whole number' }).int().min(1).default(20),
    AI_RATE_LIMIT_WINDOW_MINUTES: z.coerce.number({ message: 'must be a whole number' }).int().min(1).default(10),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, { message: 'must be a Stripe secret key (sk_test_... or sk_live_...)' })
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, { message: 'must be a Stripe publishable key (pk_test_... or pk_live_...)' })
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, { message: 'must be a Stripe webhook signing secret (whsec_...)' })
      .optional(),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { message: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    EMAIL_FROM: z.string().min(3).max(200).optional(),
  })
  .superRefine((env, ctx) => {
    const oidcKeys = ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
    const set = oidcKeys.filter((key) => env[key] !== undefined);
    if (set.length > 0 && set.length < oidcKeys.length) {
      for (const key of oidcKeys.filter((k) => env[k] === undefined)) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when any OIDC_ variable is set' });
      }
    }
    // The external AI model needs its address, key and model name together.
    const aiMissing = (['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'] as const).filter((key) => env[key] === undefined);
    if (aiMissing.length === 1 || aiMissing.length === 2) {
      for (const key of aiMissing) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required when any of AI_BASE_URL, AI_API_KEY, AI_MODEL is set',
        });
      }
    }
    const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'] as const;
    const stripeSet = stripeKeys.filter((key) => env[key] !== undefined);
    if (stripeSet.length === 1) {
      const missing = stripeKeys.find((key) => env[key] === undefined)!;
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required when ${stripeSet[0]} is set` });
    }
    if (env.STRIPE_WEBHOOK_SECRET !== undefined && stripeSet.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY',
      });
    }
    // A live secret key with a test publishable key (or the reverse) would take payments nobody can complete.
    if (
      env.STRIPE_SECRET_KEY &&
      env.STRIPE_PUBLISHABLE_KEY &&
      env.STRIPE_SECRET_KEY.includes('_live_') !== env.STRIPE_PUBLISHABLE_KEY.includes('_live_')
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message: 'must be in the same mode (test or live) as STRIPE_SECRET_KEY',
      });
    }
    // S3 settings without a bucket would be silently ignored and files would go to local disk.
    if (env.S3_BUCKET === undefined) {
      for (const key of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (env[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'needs S3_BUCKET' });
      }
    }
    // One without the other would queue e-mail nobody sends, or send it from no address.
    const emailKeys = ['SMTP_URL', 'EMAIL_FROM'] as const;
    const emailSet = emailKeys.filter((key) => env[key] !== undefined);
    if (emailSet.length === 1) {
      const missing = emailKeys.find((key) => env[key] === undefined)!;
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required when ${emailSet[0]} is set` });
    }
    const s3Keys = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const s3KeysSet = s3Keys.filter((key) => env[key] !== undefined);
    if (s3KeysSet.length === 1) {
      const missing = s3Keys.find((key) => env[key] === undefined)!;
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required when ${s3KeysSet[0]} is set` });
    }
  });

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function toConfig(env: z.output<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    // Seals two-factor secrets in the database; without it a key is kept in DATA_DIR (src/server/lib/secret-box.ts).
    twoFactorKey: env.TWO_FACTOR_KEY,
    databaseUrl: env.DATABASE_URL,
    database: {
      applicationName: env.DATABASE_APPLICATION_NAME,
      timeouts: {
        connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
        statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
        idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      },
    },
    seedDemo: env.SEED_DEMO,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
    // Behind a load balancer: which X-Forwarded-* entries name the client (a hop count or the proxies' addresses).
    trustProxy: env.TRUST_PROXY,
    catalogCacheSeconds: env.CATALOG_CACHE_SECONDS,
    // Products without a cover get one drawn after each start, at most this many (about 0.1 s each).
    coversPerStart: env.COVERS_PER_START,
    trustedOrigins: env.TRUSTED_ORIGINS.map((origin) => origin.replace(/\/$/, '')),
    // Earnings of a sale become payable this many days after it (see docs/decisions/015-payout-rule.md).
    // A newly connected or changed payout account receives no payout for this many days (docs/decisions/041).
    payouts: { holdDays: env.PAYOUT_HOLD_DAYS, accountHoldDays: env.PAYOUT_ACCOUNT_HOLD_DAYS },
    // Who the invoices name as the seller of record; with a VAT number, prices include VAT (docs/decisions/054).
    business: { name: env.BUSINESS_NAME, address: env.BUSINESS_ADDRESS, vatNumber: env.VAT_NUMBER },
    adminEmails: new Set(env.ADMIN_EMAILS.map((email) => email.toLowerCase())),
    session: {
      ttlDays: env.SESSION_TTL_DAYS,
      // Secure cookies need https; browsers treat http://localhost as secure, but other plain-http hosts are not.
      secureCookie: env.PUBLIC_URL?.startsWith('https://') ?? false,
    },
    signInLimit: { attempts: env.SIGN_IN_ATTEMPTS_PER_WINDOW, windowMinutes: env.SIGN_IN_WINDOW_MINUTES },
    // Each sign-up hashes a password (deliberately slow): one address may not create accounts in bulk.
    signUpLimit: { limit: env.SIGN_UPS_PER_ADDRESS_PER_HOUR, windowMs: 60 * 60_000 },
    oidc:
      env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            issuerUrl: env.OIDC_ISSUER_URL,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            displayName: env.OIDC_DISPLAY_NAME,
          }
        : undefined,
    ai: {
      // An OpenAI-compatible chat endpoint; without it the built-in offline engine answers.
      model:
        env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL
          ? { baseUrl: env.AI_BASE_URL.replace(/\/$/, ''), apiKey: env.AI_API_KEY, model: env.AI_MODEL }
          : undefined,
      timeoutMs: env.AI_TIMEOUT_MS,
      rateLimit: { limit: env.AI_RATE_LIMIT_PER_WINDOW, windowMinutes: env.AI_RATE_LIMIT_WINDOW_MINUTES },
    },
    // Without Stripe keys, payments go through the built-in test-mode processor.
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          }
        : undefined,
    // Without SMTP, e-mails stay in the outbox table and their links are logged (a local install).
    smtp: env.SMTP_URL && env.EMAIL_FROM ? { url: env.SMTP_URL, from: env.EMAIL_FROM } : undefined,
    // Links in e-mails point here: the public address, or this machine's port for a local install.
    siteUrl: env.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${env.PORT}`,
    // Without a bucket, files stay on local disk (one instance only).
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          // Unset: the AWS SDK's default credential chain (environment, instance role, ...).
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}

/** Reads the environment once; throws ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  return toConfig(parsed.data);
}
