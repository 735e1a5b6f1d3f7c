import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/config.ts';

/**
 * compose.yaml and its Caddyfile, read as docker compose reads them, against the server's own
 * configuration: no Docker runs in CI, and an app environment the server refuses (empty optional
 * variables once did) would leave `docker compose up` restarting both apps forever.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const compose = parse(readFileSync(path.join(root, 'compose.yaml'), 'utf8')) as {
  services: Record<string, { environment?: Record<string, string>; volumes?: string[] }>;
};

/** Compose's interpolation with nothing set in the shell or .env: `${A:-x}` → x, `${A:?…}` → `required`. */
function interpolate(value: string, required: Record<string, string>): string {
  return value.replace(/\$\$|\$\{(\w+)(?::([-?])([^}]*))?\}/g, (whole, name, kind, text) => {
    if (whole === '$$') return '$';
    if (kind === '-') return text;
    if (kind === '?') {
      const given = required[name];
      if (given === undefined) throw new Error(`compose.yaml requires ${name}: ${text}`);
      return given;
    }
    return '';
  });
}

const appServices = Object.entries(compose.services).filter(([, service]) =>
  Object.hasOwn(service.environment ?? {}, 'DATABASE_URL'),
);

describe('compose.yaml', () => {
  it('gives each app process an environment the server accepts, with only JWT_SECRET and PUBLIC_URL to supply', () => {
    expect(appServices.map(([name]) => name)).toEqual(['app-1', 'app-2']);
    for (const [, service] of appServices) {
      const environment = Object.fromEntries(
        Object.entries(service.environment ?? {}).map(([name, value]) => [
          name,
          interpolate(String(value), {
            JWT_SECRET: 'j'.repeat(64),
            PUBLIC_URL: 'https://boards.example.com',
          }),
        ]),
      );
      const config = loadConfig(environment);
      expect(config.database.kind).toBe('postgres');
      expect(config.storage).toMatchObject({ kind: 's3', bucket: 'boardhouse', forcePathStyle: true });
      expect(config.trustProxy).toEqual(['uniquelocal']);
      expect([config.smtpUrl, config.metricsToken, config.seedDemoData]).toEqual([null, null, false]);
      expect(config.publicUrl).toBe('https://boards.example.com');
      // No localhost default: e-mailed links would point at the reader's own machine.
      expect(() => interpolate(String(service.environment?.PUBLIC_URL), {})).toThrow(/PUBLIC_URL/);
      // MAIL_FROM passes through, so a server given SMTP_URL gets its sender from .env too.
      expect(interpolate(String(service.environment?.MAIL_FROM), {})).toBe('');
      expect(Object.hasOwn(service.environment ?? {}, 'MAIL_FROM')).toBe(true);
    }
  });

  it('puts the proxy in front of every app process, health-checked on /health/ready', () => {
    expect(compose.services.proxy?.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
    const caddyfile = readFileSync(path.join(root, 'Caddyfile'), 'utf8');
    const upstreams = caddyfile
      .match(/^\s*reverse_proxy\s+([^{\n]+)\{/m)?.[1]
      ?.trim()
      .split(/\s+/);
    expect(upstreams).toEqual(appServices.map(([name]) => `${name}:8080`));
    expect(caddyfile).toMatch(/^\s*health_uri \/health\/ready$/m);
    expect(caddyfile).toMatch(/^\s*lb_policy round_robin$/m);
  });
});
