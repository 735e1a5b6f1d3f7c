import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const secret = 'x'.repeat(40);

describe('loadConfig', () => {
  it('works with nothing set: embedded database under ./data, port 8080, outbox-only e-mail', () => {
    const config = loadConfig({ JWT_SECRET: secret });
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({
      kind: 'pglite',
      dataDir: path.resolve('data/db'),
      preparedStatements: true,
    });
    expect(config.filesDir).toBe(path.resolve('data/files'));
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.smtpUrl).toBeNull();
    expect(config.seedDemoData).toBe(true);
  });

  it('takes an empty variable as unset, as compose.yaml passes the optional ones', () => {
    const config = loadConfig({
      JWT_SECRET: secret,
      NODE_ENV: 'production',
      SMTP_URL: '',
      METRICS_TOKEN: '',
      SEED_DEMO_DATA: ' ',
      PORT: '',
    });
    expect(config.smtpUrl).toBeNull();
    expect(config.metricsToken).toBeNull();
    expect(config.seedDemoData).toBe(false);
    expect(config.port).toBe(8080);
    // Empty is not a way around a required setting.
    expect(() => loadConfig({ JWT_SECRET: '', DATABASE_URL: 'postgres://db/boardhouse' })).toThrow(
      /JWT_SECRET/,
    );
  });

  it('links the in-app FAQ unless FAQ_URL names an outside one', () => {
    expect(loadConfig({ JWT_SECRET: secret }).faqUrl).toBeNull();
    expect(loadConfig({ JWT_SECRET: secret, FAQ_URL: 'https://example.com/faq' }).faqUrl).toBe(
      'https://example.com/faq',
    );
  });

  it('switches to PostgreSQL with DATABASE_URL and turns the demo seed off in production', () => {
    const config = loadConfig({
      JWT_SECRET: secret,
      DATABASE_URL: 'postgres://u@h:5432/db',
      NODE_ENV: 'production',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
      poolSize: 10,
      preparedStatements: true,
    });
    expect(config.seedDemoData).toBe(false);
  });

  it('sends statements unnamed and keeps no plans when told to (a pooler that cannot keep them)', () => {
    const config = loadConfig({
      JWT_SECRET: secret,
      DATABASE_URL: 'postgres://u@h:5432/db',
      DATABASE_PREPARED_STATEMENTS: 'false',
    });
    expect(config.database).toMatchObject({ kind: 'postgres', preparedStatements: false });
    // The embedded database keeps no plans either (db/pglite-plans.ts).
    expect(loadConfig({ JWT_SECRET: secret, DATABASE_PREPARED_STATEMENTS: 'false' }).database).toMatchObject({
      kind: 'pglite',
      preparedStatements: false,
    });
    expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: 'no' })).toThrow(ConfigError);
  });

  it('fails fast naming every wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^Invalid configuration:/);
      expect(message).toMatch(/PORT:/);
      expect(message).toMatch(/DATABASE_URL: must start with postgres:\/\//);
      expect(message).toMatch(/SMTP_URL: must start with smtp:\/\//);
    }
  });
  it('reads the distributor keys, runs the simulator without any outside production, and nothing in it', () => {
    const none = loadConfig({ JWT_SECRET: secret }).distributors;
    expect(none.simulated).toBe(true);
    expect(none.mouser).toEqual({
      baseUrl: 'https://api.mouser.com/api/v1',
      searchApiKey: null,
      orderApiKey: null,
      callsPerMinute: 30,
      callsPerDay: 1000,
    });
    expect(none.timeoutMs).toBe(5000);
    expect(loadConfig({ JWT_SECRET: secret, NODE_ENV: 'production' }).distributors.simulated).toBe(false);

    const keyed = loadConfig({
      JWT_SECRET: secret,
      MOUSER_SEARCH_API_KEY: 'search-key',
      ARROW_LOGIN: 'login',
      ARROW_API_KEY: 'arrow-key',
      VERICAL_API_KEY: 'verical-key',
      VERICAL_BASE_URL: 'https://partner.verical.example/v1/',
    }).distributors;
    expect(keyed.simulated).toBe(false);
    expect(keyed.arrow.login).toBe('login');
    expect(keyed.verical).toEqual({ baseUrl: 'https://partner.verical.example/v1', apiKey: 'verical-key' });
  });

  it('refuses a distributor key without its partner setting', () => {
    expect(() => loadConfig({ JWT_SECRET: secret, ARROW_API_KEY: 'k' })).toThrow(
      /ARROW_LOGIN: ARROW_LOGIN and ARROW_API_KEY/,
    );
    expect(() => loadConfig({ JWT_SECRET: secret, VERICAL_API_KEY: 'k' })).toThrow(
      /VERICAL_BASE_URL: VERICAL_API_KEY needs/,
    );
    expect(() => loadConfig({ JWT_SECRET: secret, ARROW_ORDER_API_KEY: 'k' })).toThrow(
      /ARROW_ORDER_BASE_URL/,
    );
  });

  it('refuses SMTP in production without PUBLIC_URL and MAIL_FROM, whose defaults no one could use', () => {
    const production = {
      JWT_SECRET: secret,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://relay.example.com:587',
    };
    expect(() => loadConfig(production)).toThrow(
      /PUBLIC_URL: must be set with SMTP_URL in production[\s\S]*MAIL_FROM: must be set with SMTP_URL in production/,
    );
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'https://boards.example.com' })).toThrow(
      /MAIL_FROM/,
    );
    const config = loadConfig({
      ...production,
      PUBLIC_URL: 'https://boards.example.com',
      MAIL_FROM: 'Boardhouse <orders@example.com>',
    });
    expect([config.publicUrl, config.mailFrom]).toEqual([
      'https://boards.example.com',
      'Boardhouse <orders@example.com>',
    ]);
    // Without SMTP nothing leaves the server, and development keeps its defaults.
    expect(() => loadConfig({ JWT_SECRET: secret, NODE_ENV: 'production' })).not.toThrow();
    expect(loadConfig({ JWT_SECRET: secret, SMTP_URL: 'smtp://127.0.0.1:2525' }).mailFrom).toBe(
      'Boardhouse <no-reply@boardhouse.local>',
    );
  });

  it('reads the SMTP timeout and STARTTLS settings', () => {
    const defaults = loadConfig({ JWT_SECRET: secret });
    expect([defaults.smtpTimeoutMs, defaults.smtpRequireTls]).toEqual([10_000, null]);
    const set = loadConfig({ JWT_SECRET: secret, SMTP_TIMEOUT_SECONDS: '3', SMTP_REQUIRE_TLS: 'false' });
    expect([set.smtpTimeoutMs, set.smtpRequireTls]).toEqual([3000, false]);
    expect(() => loadConfig({ JWT_SECRET: secret, SMTP_REQUIRE_TLS: 'no' })).toThrow(/SMTP_REQUIRE_TLS/);
    expect(() => loadConfig({ JWT_SECRET: secret, SMTP_TIMEOUT_SECONDS: '0' })).toThrow(
      /SMTP_TIMEOUT_SECONDS/,
    );
  });

  it('reads social sign-in: all three OIDC settings or none, https in production', () => {
    expect(loadConfig({ JWT_SECRET: secret }).oidc).toBeNull();
    const oidc = {
      OIDC_ISSUER: 'https://id.example.com/realms/boardhouse',
      OIDC_CLIENT_ID: 'boardhouse',
      OIDC_CLIENT_SECRET: 'client-secret',
    };
    expect(loadConfig({ JWT_SECRET: secret, ...oidc }).oidc).toEqual({
      issuer: 'https://id.example.com/realms/boardhouse',
      clientId: 'boardhouse',
      clientSecret: 'client-secret',
      providers: ['google', 'linkedin'],
      providerHintParam: 'kc_idp_hint',
      allowInsecure: false,
    });
    expect(
      loadConfig({
        JWT_SECRET: secret,
        ...oidc,
        OIDC_PROVIDERS: ' linkedin ',
        OIDC_PROVIDER_HINT_PARAM: 'connection',
      }).oidc,
    ).toMatchObject({ providers: ['linkedin'], providerHintParam: 'connection' });
    expect(() => loadConfig({ JWT_SECRET: secret, ...oidc, OIDC_PROVIDERS: 'google,facebook' })).toThrow(
      /OIDC_PROVIDERS/,
    );
    expect(() => loadConfig({ JWT_SECRET: secret, OIDC_ISSUER: oidc.OIDC_ISSUER })).toThrow(
      /OIDC_CLIENT_ID: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set together[\s\S]*OIDC_CLIENT_SECRET:/,
    );
    const local = { ...oidc, OIDC_ISSUER: 'http://127.0.0.1:4010' };
    expect(loadConfig({ JWT_SECRET: secret, ...local }).oidc?.allowInsecure).toBe(true);
    expect(() => loadConfig({ JWT_SECRET: secret, NODE_ENV: 'production', ...local })).toThrow(
      /OIDC_ISSUER: must be an https:\/\/ address in production/,
    );
  });
});

describe('TRUST_PROXY', () => {
  const trustProxy = (value?: string) =>
    loadConfig({ JWT_SECRET: secret, ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;

  it('trusts no proxy unless told, and takes addresses and networks, or every hop', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('10.0.0.0/8, 192.168.1.7,loopback,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
      'fd00::/8',
    ]);
    expect(trustProxy('true')).toBe(true);
  });

  // A hop count too: Fastify ignores one (it cannot tell the balancer from a client come directly).
  it.each(['yes', '1', '10.0.0.0/33', '10.0.0', 'proxy.local', '10.0.0.1/8/8', '10.0.0.1,'])(
    'refuses %j, saying which forms it takes',
    (value) => {
      expect(() => trustProxy(value)).toThrow(/TRUST_PROXY: must be false, true, or the proxies’ addresses/);
    },
  );
});
