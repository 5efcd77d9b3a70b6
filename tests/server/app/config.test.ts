import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config.js';

function problemsOf(env: Record<string, string>) {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it('works with no variables at all, using the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.seedDemo).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidc).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(5000);
  });

  it('names each bad variable', () => {
    const problems = problemsOf({ PORT: 'eighty', SEED_DEMO: 'maybe', DATABASE_URL: 'mysql://x' });
    expect(problems).toEqual([
      expect.stringMatching(/^PORT: /),
      expect.stringMatching(/^DATABASE_URL: must be a postgres:\/\/ connection URL/),
      expect.stringMatching(/^SEED_DEMO: must be true or false/),
    ]);
  });

  it('requires all OIDC variables once one is set', () => {
    const problems = problemsOf({ OIDC_ISSUER_URL: 'https://id.example' });
    expect(problems).toEqual([
      'OIDC_CLIENT_ID: is required when any OIDC_ variable is set',
      'OIDC_CLIENT_SECRET: is required when any OIDC_ variable is set',
    ]);
  });

  it('parses lists and flags', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' A@x.example, b@y.example ,',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'https://shop.example/',
    });
    expect([...config.adminEmails]).toEqual(['a@x.example', 'b@y.example']);
    expect(config.seedDemo).toBe(false);
    expect(config.publicUrl).toBe('https://shop.example');
    expect(config.session.secureCookie).toBe(true);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no forwarded address by default or when false', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of proxy addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', 'TRUE', 'yes'])('refuses %s at start-up, naming the alternatives', (value) => {
    const [problem] = problemsOf({ TRUST_PROXY: value });
    expect(problem).toMatch(/^TRUST_PROXY: true is no longer accepted: it trusts an X-Forwarded-For written by any client/);
    expect(problem).toContain('TRUST_PROXY=1');
    expect(problem).toContain('TRUST_PROXY=10.0.0.0/8,127.0.0.1');
  });

  it('names what is not an address or range', () => {
    expect(problemsOf({ TRUST_PROXY: '10.0.0.0/33,proxy.example,127.0.0.1' })).toEqual([
      expect.stringMatching(
        /^TRUST_PROXY: must be false, the number of proxies .*; not an address or range: 10\.0\.0\.0\/33, proxy\.example$/,
      ),
    ]);
    expect(problemsOf({ TRUST_PROXY: '11' })).toEqual(['TRUST_PROXY: must be at most 10 proxies']);
  });
});

describe('AI configuration', () => {
  it('uses the built-in engine by default, with the documented limits', () => {
    const { ai } = loadConfig({});
    expect(ai).toEqual({ model: undefined, timeoutMs: 20_000, rateLimit: { limit: 20, windowMinutes: 10 } });
  });

  it('requires AI_BASE_URL, AI_API_KEY and AI_MODEL together', () => {
    expect(problemsOf({ AI_MODEL: 'llama3' })).toEqual([
      'AI_BASE_URL: is required when any of AI_BASE_URL, AI_API_KEY, AI_MODEL is set',
      'AI_API_KEY: is required when any of AI_BASE_URL, AI_API_KEY, AI_MODEL is set',
    ]);
    const { ai } = loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_API_KEY: 'ollama', AI_MODEL: 'llama3' });
    expect(ai.model).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: 'ollama', model: 'llama3' });
  });
});

describe('Stripe configuration', () => {
  it('uses the test-mode processor when no Stripe key is set', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
  });

  it('takes both keys and the optional webhook secret', () => {
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_def', STRIPE_WEBHOOK_SECRET: 'whsec_ghi' })
        .stripe,
    ).toEqual({
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_def',
      webhookSecret: 'whsec_ghi',
    });
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_def' }).stripe?.webhookSecret,
    ).toBeUndefined();
  });

  it('wants both keys or neither', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toEqual([
      'STRIPE_PUBLISHABLE_KEY: is required when STRIPE_SECRET_KEY is set',
    ]);
    expect(problemsOf({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toEqual([
      'STRIPE_SECRET_KEY: is required when STRIPE_PUBLISHABLE_KEY is set',
    ]);
    expect(problemsOf({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toEqual([
      'STRIPE_WEBHOOK_SECRET: needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY',
    ]);
  });

  it('refuses keys of the wrong kind or of different modes', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' })).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY: must be a Stripe secret key/),
      expect.stringMatching(/^STRIPE_PUBLISHABLE_KEY: must be a Stripe publishable key/),
    ]);
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toEqual([
      'STRIPE_PUBLISHABLE_KEY: must be in the same mode (test or live) as STRIPE_SECRET_KEY',
    ]);
  });
});

describe('file storage configuration', () => {
  it('keeps files on local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads the bucket, endpoint, region, keys and path style', () => {
    const config = loadConfig({
      S3_BUCKET: 'soul-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      bucket: 'soul-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
    });
    // Without keys the AWS SDK's own credential chain (environment, instance role) answers.
    expect(loadConfig({ S3_BUCKET: 'soul-files', S3_REGION: 'eu-west-1' }).s3).toMatchObject({
      region: 'eu-west-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses S3 settings without a bucket, and one key without the other', () => {
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual(['S3_ENDPOINT: needs S3_BUCKET']);
    expect(problemsOf({ S3_BUCKET: 'soul-files', S3_ACCESS_KEY_ID: 'minio' })).toEqual([
      'S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set',
    ]);
  });

  it('sends e-mail over SMTP only with both SMTP_URL and EMAIL_FROM, and links to PUBLIC_URL or the local port', () => {
    expect(loadConfig({}).smtp).toBeUndefined();
    expect(loadConfig({ PORT: '5123' }).siteUrl).toBe('http://localhost:5123');
    const configured = loadConfig({
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      EMAIL_FROM: 'Soul Market <hello@soulmarket.example>',
      PUBLIC_URL: 'https://soulmarket.example/',
    });
    expect(configured.smtp).toEqual({
      url: 'smtps://user:pass@smtp.example.com:465',
      from: 'Soul Market <hello@soulmarket.example>',
    });
    expect(configured.siteUrl).toBe('https://soulmarket.example');
    expect(problemsOf({ SMTP_URL: 'smtp://127.0.0.1:25' })).toEqual(['EMAIL_FROM: is required when SMTP_URL is set']);
    expect(problemsOf({ EMAIL_FROM: 'hello@soulmarket.example' })).toEqual(['SMTP_URL: is required when EMAIL_FROM is set']);
    expect(problemsOf({ SMTP_URL: 'http://mail.example', EMAIL_FROM: 'a@b.example' })).toEqual([
      'SMTP_URL: must be an smtp:// or smtps:// URL',
    ]);
  });
});
