import { readFileSync } from 'node:fs';
import path from 'node:path';
import { assessPassword } from '@boardhouse/shared/password-strength';
import { translations } from '@zxcvbn-ts/language-en';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { newPasswordRule } from './form-rules.ts';
import { describeAssessment, loadPasswordEstimator } from './password-strength.ts';

const english = JSON.parse(readFileSync(path.join(import.meta.dirname, '../i18n/en.json'), 'utf8'));
const hasText = (key: string) =>
  typeof key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], english) === 'string';
/** Echoes the key and its values, so the tests see which message a rule chose. */
const t = ((key: string, values?: object) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as TFunction;

describe('strength display', () => {
  it('shows a weak password as a red fifth of the bar with zxcvbn advice', () => {
    expect(describeAssessment(assessPassword('password123'))).toEqual({
      percent: 20,
      colour: 'red',
      levelKey: 'passwordStrength.levels.weak',
      problemKey: null,
      hintKeys: ['passwordStrength.warnings.common', 'passwordStrength.suggestions.anotherWord'],
    });
  });

  it('shows a strong passphrase as a full green bar', () => {
    expect(describeAssessment(assessPassword('purple tractor melody lamp'))).toMatchObject({
      percent: 100,
      colour: 'green',
      levelKey: 'passwordStrength.levels.strong',
    });
  });

  it('names a username inside the password instead of the vaguer "personal data" warning', () => {
    const display = describeAssessment(assessPassword('Harbour-linus-93!', { username: 'Linus' }));
    expect(display.problemKey).toBe('validation.passwordHasUsername');
    expect(display.hintKeys).not.toContain('passwordStrength.warnings.userInputs');
  });

  it('has an English text for every warning and suggestion zxcvbn can give', () => {
    const none = { score: 0 as const, level: 'weak' as const, problem: null };
    for (const warning of Object.keys(translations.warnings)) {
      const [key] = describeAssessment({ ...none, warning, suggestions: [] }).hintKeys;
      expect(key && hasText(key), warning).toBe(true);
    }
    const suggestions = Object.keys(translations.suggestions);
    const keys = describeAssessment({ ...none, warning: null, suggestions }).hintKeys;
    expect(keys).toHaveLength(suggestions.length);
    for (const key of keys) expect(hasText(key), key).toBe(true);
  });
});

describe('newPasswordRule', () => {
  it('checks only the length until the estimator has loaded', async () => {
    // Fresh copies of the modules: another test of this file may have loaded the estimator already.
    vi.resetModules();
    const fresh = await import('./password-strength.ts');
    const { newPasswordRule: freshRule } = await import('./form-rules.ts');
    expect(fresh.assessIfLoaded('Sunshine2024')).toBeNull();
    expect(freshRule(t)('Sunshine2024', {})).toBeNull();
    expect(freshRule(t)('short', {})).toBe('validation.minLength {"name":"fields.password","min":8}');
  });

  describe('once the estimator has loaded', () => {
    beforeAll(() => loadPasswordEstimator());

    it('refuses a guessable password', () => {
      expect(newPasswordRule(t)('Sunshine2024', {})).toBe(
        'validation.passwordTooWeak {"name":"fields.password"}',
      );
    });

    it("refuses the owner's username or address read from the form", () => {
      const rule = newPasswordRule(t, 'newPassword', (values: { username: string; email: string }) => values);
      const owner = { username: 'linus', email: 'l.board@example.test' };
      expect(rule('Harbour-LINUS-93!', owner)).toBe(
        'validation.passwordHasUsername {"name":"fields.newPassword"}',
      );
      expect(rule('Harbour-l.board-93!', owner)).toBe(
        'validation.passwordHasEmail {"name":"fields.newPassword"}',
      );
      expect(rule('Harbour-Lantern-93!', owner)).toBeNull();
    });
  });
});
