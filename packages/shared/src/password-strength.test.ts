import { describe, expect, it } from 'vitest';
import { describeStrength, findPersonalDetail, passwordProblemMessage } from './password-rules.ts';
import { assessPassword, ESTIMATED_LENGTH } from './password-strength.ts';

describe('assessPassword', () => {
  it('refuses passwords a cracker tries first, which the old 190-word list let through', () => {
    // Of these only password123 was on the old list: the others are a word, a keyboard row or a
    // repeat with a guessable ending, which a list of whole passwords cannot catch.
    for (const password of ['Sunshine2024', 'qwertyuiop1', 'password123', 'aaaaaaaaaaaa']) {
      expect(assessPassword(password).problem, password).toBe('passwordTooWeak');
    }
  });

  it('accepts passphrases and mixed passwords', () => {
    for (const password of ['Solder-Paste-42', 'purple tractor melody lamp', 'Brand-New-Pass-7']) {
      const assessment = assessPassword(password);
      expect(assessment.problem, password).toBeNull();
      expect(assessment.score, password).toBeGreaterThanOrEqual(3);
    }
  });

  it('accepts a password at the lowest passing score, 3 (good)', () => {
    // A word, a common word, digits and a symbol: zxcvbn puts this one at 3, just above the bar.
    const assessment = assessPassword('bluehouse42!');
    expect(assessment.score).toBe(3);
    expect(assessment.level).toBe('good');
    expect(assessment.problem).toBeNull();
  });

  it('gives zxcvbn feedback as translation keys, not English sentences', () => {
    const { warning, suggestions, level } = assessPassword('password123');
    expect(level).toBe('weak');
    expect(warning).toBe('common');
    expect(suggestions).toContain('anotherWord');
  });

  it('refuses a strong password built on the username or the e-mail address, and scores it weak', () => {
    const owner = { username: 'Linus', email: 'l.torvalds@example.test' };
    expect(assessPassword('Xq!linus-Harbour-93', owner)).toMatchObject({
      problem: 'passwordHasUsername',
      level: 'weak',
    });
    expect(assessPassword('Harbour-L.Torvalds-93', owner).problem).toBe('passwordHasEmail');
    expect(assessPassword('Harbour-Linus-93').problem).toBeNull();
  });

  it('judges the first 40 characters only, so hostile long input cannot tie the server up', () => {
    // A strong tail after 40 repeated letters does not help: the estimator never sees it.
    const padded = `${'a'.repeat(ESTIMATED_LENGTH)}Velvet-Harbour-Lantern-8`;
    expect(assessPassword(padded).problem).toBe('passwordTooWeak');
    expect(assessPassword(`Velvet-Harbour-Lantern-8${'a'.repeat(ESTIMATED_LENGTH)}`).problem).toBeNull();
  });
});

describe('findPersonalDetail', () => {
  const owner = { username: 'ada', email: 'Ada.L@example.test' };

  it('finds the username, the whole address and its local part, ignoring case', () => {
    expect(findPersonalDetail('my-ADA-pass', owner)).toBe('passwordHasUsername');
    expect(findPersonalDetail('x-ada.l@EXAMPLE.test', { email: owner.email })).toBe('passwordHasEmail');
    expect(findPersonalDetail('zz-ada.l-zz', { email: owner.email })).toBe('passwordHasEmail');
  });

  it('ignores a local part or username under 3 characters', () => {
    expect(findPersonalDetail('a-bo-password', { username: 'bo', email: 'bo@example.test' })).toBeNull();
    expect(findPersonalDetail('x-bo@example.test', { email: 'bo@example.test' })).toBe('passwordHasEmail');
  });
});

describe('messages and levels', () => {
  it('words problems in the SPEC template style, on the field label', () => {
    expect(passwordProblemMessage('passwordHasUsername', 'New password')).toBe(
      'New password must not contain your username',
    );
    expect(passwordProblemMessage('passwordHasEmail', 'Password')).toBe(
      'Password must not contain your e-mail address',
    );
    expect(passwordProblemMessage('passwordTooWeak', 'Password')).toBe(
      'Password is too easy to guess; add more words or characters',
    );
  });

  it('maps scores 0–4 to weak, weak, fair, good, strong', () => {
    expect([0, 1, 2, 3, 4].map((score) => describeStrength(score as 0))).toEqual([
      'weak',
      'weak',
      'fair',
      'good',
      'strong',
    ]);
  });
});
