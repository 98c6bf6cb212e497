import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, withoutCredentials } from './config.ts';

describe('loadConfig', () => {
  it('needs nothing for the embedded default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, appName: 'Wayfinder', dataDir: './data', databaseUrl: undefined, publicUrl: 'http://localhost:3000' });
  });

  it('derives the public URL from the port', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://wayfinder.example/' }).publicUrl).toBe('https://wayfinder.example');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('defaults the rate limits and the Redis key prefix, and refuses a prefix that is not a plain word', () => {
    expect(loadConfig({})).toMatchObject({ rateLimitPerMinute: 600, formRateLimitPerMinute: 10, redisKeyPrefix: 'wayfinder:' });
    expect(loadConfig({ REDIS_KEY_PREFIX: 'staging:wayfinder:' }).redisKeyPrefix).toBe('staging:wayfinder:');
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'has spaces*' })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('waits 30 quiet seconds before rewriting a memory, and takes 0 to 3600', () => {
    expect(loadConfig({}).memoryRewritePauseSeconds).toBe(30);
    expect(loadConfig({ MEMORY_REWRITE_PAUSE_SECONDS: '0' }).memoryRewritePauseSeconds).toBe(0);
    expect(() => loadConfig({ MEMORY_REWRITE_PAUSE_SECONDS: '-1' })).toThrow(/MEMORY_REWRITE_PAUSE_SECONDS/);
    expect(() => loadConfig({ MEMORY_REWRITE_PAUSE_SECONDS: '3601' })).toThrow(/MEMORY_REWRITE_PAUSE_SECONDS/);
    expect(() => loadConfig({ MEMORY_REWRITE_PAUSE_SECONDS: 'soon' })).toThrow(/MEMORY_REWRITE_PAUSE_SECONDS/);
  });

  it('splits the trusted proxies', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 10.0.0.2' }).trustedProxies).toEqual(['10.0.0.1', '10.0.0.2']);
  });

  it('defaults the accounts settings for a laptop', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      signupMode: 'invite',
      authSecret: undefined,
      smtpUrl: undefined,
      mailFrom: 'Wayfinder <no-reply@localhost>',
      teamEmail: 'team@localhost',
      redisUrl: undefined,
      demoAccounts: true,
    });
  });

  it('seeds demo accounts only on a laptop: embedded database, localhost PUBLIC_URL, no bootstrap admin, not production', () => {
    expect(loadConfig({})).toMatchObject({ demoAccounts: true, demoAccountsForced: false });
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:4173', 'http://[::1]:3000', 'http://wayfinder.localhost']) {
      expect(loadConfig({ PUBLIC_URL: local }).demoAccounts).toBe(true);
    }
    for (const remote of ['https://wayfinder.example', 'http://192.168.1.20:3000', 'http://localhost.example.com', 'https://127.0.0.1.nip.io']) {
      expect(loadConfig({ PUBLIC_URL: remote }).demoAccounts).toBe(false);
    }
    expect(loadConfig({ NODE_ENV: 'production' }).demoAccounts).toBe(false);
    expect(loadConfig({ ADMIN_EMAIL: 'boss@example.com' })).toMatchObject({ demoAccounts: false, teamEmail: 'boss@example.com' });
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/wayfinder' }).demoAccounts).toBe(false);
    expect(loadConfig({ DEMO_ACCOUNTS: 'off' }).demoAccounts).toBe(false);
    expect(loadConfig({ DEMO_ACCOUNTS: 'false' }).demoAccounts).toBe(false);
  });

  it('seeds demo accounts anywhere when DEMO_ACCOUNTS=on says so, except on a server database', () => {
    expect(loadConfig({ DEMO_ACCOUNTS: 'on', PUBLIC_URL: 'https://demo.wayfinder.example', NODE_ENV: 'production' })).toMatchObject({ demoAccounts: true, demoAccountsForced: true });
    expect(loadConfig({ DEMO_ACCOUNTS: 'true', ADMIN_EMAIL: 'boss@example.com' })).toMatchObject({ demoAccounts: true, demoAccountsForced: true });
    expect(() => loadConfig({ DEMO_ACCOUNTS: 'on', DATABASE_URL: 'postgres://db.example/wayfinder' })).toThrow(/DEMO_ACCOUNTS/);
    expect(() => loadConfig({ DEMO_ACCOUNTS: 'sometimes' })).toThrow(/DEMO_ACCOUNTS/);
  });

  it('listens on this machine only while the demo accounts are on, unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ DEMO_ACCOUNTS: 'on', PUBLIC_URL: 'https://demo.wayfinder.example' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DEMO_ACCOUNTS: 'off' }).host).toBe('0.0.0.0');
    expect(loadConfig({ PUBLIC_URL: 'https://wayfinder.example' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/wayfinder' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::', DEMO_ACCOUNTS: 'on' }).host).toBe('::');
  });

  it('shows a configured address without its credentials', () => {
    expect(withoutCredentials('https://user:s3cret@llm.example/v1?api_key=k3y#frag')).toBe('https://llm.example/v1');
    expect(withoutCredentials('http://localhost:11434/v1')).toBe('http://localhost:11434/v1');
    expect(withoutCredentials('redis://:pass@127.0.0.1:6379/0')).toBe('redis://127.0.0.1:6379/0');
    expect(withoutCredentials('not a url with s3cret')).toBe('(an address that is not a URL)');
  });

  it('checks the accounts settings', () => {
    expect(() => loadConfig({ SIGNUP_MODE: 'sometimes' })).toThrow(/SIGNUP_MODE/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'not-an-email' })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long-enough-secret' })).toThrow(/ADMIN_EMAIL/);
    expect(loadConfig({ SIGNUP_MODE: 'open', TEAM_EMAIL: 'Team@Example.com', MAIL_FROM: 'Ops <ops@example.com>' })).toMatchObject({
      signupMode: 'open',
      teamEmail: 'team@example.com',
      mailFrom: 'Ops <ops@example.com>',
    });
  });

  it('turns Stripe billing on with its key, and refuses a key without the price or the webhook secret', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: '', STRIPE_PRICE_ID: 'price_1' }).stripe).toBeUndefined();
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_ID: 'price_premium', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig(stripe).stripe).toEqual({ secretKey: 'sk_test_1', priceId: 'price_premium', webhookSecret: 'whsec_1', apiUrl: undefined });
    expect(loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111/' }).stripe?.apiUrl).toBe('http://127.0.0.1:12111');
    expect(() => loadConfig({ ...stripe, STRIPE_PRICE_ID: '' })).toThrow(/STRIPE_PRICE_ID: is required when STRIPE_SECRET_KEY is set/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_PRICE_ID[^]*STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: undefined })).toThrow(ConfigError);
    // The SDK takes a host, a port and a protocol: a path would be silently dropped, so it is refused.
    expect(() => loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111/v1' })).toThrow(/STRIPE_API_URL/);
    expect(() => loadConfig({ ...stripe, STRIPE_API_URL: 'ftp://127.0.0.1' })).toThrow(/STRIPE_API_URL/);
    expect(() => loadConfig({ ...stripe, STRIPE_API_URL: 'not a url' })).toThrow(/STRIPE_API_URL/);
  });

  it('has contact details for the contact page, which an operator can replace', () => {
    expect(loadConfig({})).toMatchObject({ contactPhone: '+1 (555) 013-2024', contactEmail: 'support@wayfinder.app', contactAddress: expect.stringContaining('Portland, OR') });
    expect(
      loadConfig({ CONTACT_PHONE: ' +44 20 7946 0000 ', CONTACT_EMAIL: 'help@example.org', CONTACT_ADDRESS: '1 Example Street, London' }),
    ).toMatchObject({ contactPhone: '+44 20 7946 0000', contactEmail: 'help@example.org', contactAddress: '1 Example Street, London' });
    expect(loadConfig({ CONTACT_PHONE: '', CONTACT_EMAIL: '', CONTACT_ADDRESS: '' }).contactPhone).toBe('+1 (555) 013-2024');
    expect(() => loadConfig({ CONTACT_EMAIL: 'not-an-email' })).toThrow(/CONTACT_EMAIL/);
    expect(() => loadConfig({ CONTACT_ADDRESS: 'x'.repeat(201) })).toThrow(/CONTACT_ADDRESS/);
  });
});
