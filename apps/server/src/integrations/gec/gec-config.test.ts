import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

const base = {
  NODE_ENV: 'test',
  DATA_DIR: '/tmp/boardhouse-gec-config',
  JWT_SECRET: 'x'.repeat(32),
} as const;

describe('GEC settings', () => {
  it('are off without GEC_URL and GEC_TOKEN, on with both (timeout 15 s unless set)', () => {
    expect(loadConfig({ ...base }).gec).toBeNull();
    expect(
      loadConfig({ ...base, GEC_URL: 'https://gec.example.test/api/', GEC_TOKEN: 'gec-token' }).gec,
    ).toEqual({
      url: 'https://gec.example.test/api',
      token: 'gec-token',
      timeoutMs: 15_000,
    });
  });

  it('refuse one without the other', () => {
    expect(() => loadConfig({ ...base, GEC_URL: 'https://gec.example.test' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, GEC_TOKEN: 'gec-token' })).toThrow(
      /GEC_URL and GEC_TOKEN are set together/,
    );
  });
});
