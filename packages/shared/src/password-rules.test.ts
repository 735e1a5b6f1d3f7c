import { describe, expect, it } from 'vitest';
import { describeStrength, findPersonalDetail, personalWords } from './password-rules.ts';

describe('describeStrength', () => {
  it('names each estimator score', () => {
    expect([0, 1, 2, 3, 4].map((score) => describeStrength(score as 0 | 1 | 2 | 3 | 4))).toEqual([
      'weak',
      'weak',
      'fair',
      'good',
      'strong',
    ]);
  });
});

describe('findPersonalDetail', () => {
  const dana = { username: 'dana', email: 'dana.demo@example.com' };

  it('finds the username in any case, also with spaces around the stored name', () => {
    expect(findPersonalDetail('my-DANA-pass', dana)).toBe('passwordHasUsername');
    expect(findPersonalDetail('my-dana-pass', { username: '  dana  ' })).toBe('passwordHasUsername');
  });

  it('finds the e-mail address or its local part, also when the address has spaces around it', () => {
    expect(findPersonalDetail('Dana.Demo@Example.com!', { email: 'dana.demo@example.com' })).toBe(
      'passwordHasEmail',
    );
    expect(findPersonalDetail('x-dana.demo-y', { email: ' dana.demo@example.com ' })).toBe(
      'passwordHasEmail',
    );
  });

  it('does not take the domain alone for the local part', () => {
    expect(findPersonalDetail('example.com rocks', { email: 'dana.demo@example.com' })).toBeNull();
  });

  it('reads an address without "@" as a whole only', () => {
    expect(findPersonalDetail('the word danademo', { email: 'danademo' })).toBe('passwordHasEmail');
    expect(findPersonalDetail('only dana here', { email: 'danademo' })).toBeNull();
  });

  it('ignores parts shorter than three characters and missing details', () => {
    expect(findPersonalDetail('xab-horse-battery', { username: 'ab', email: 'ab@x.io' })).toBeNull();
    expect(findPersonalDetail('anything at all', { username: null, email: null })).toBeNull();
    expect(findPersonalDetail('anything at all', {})).toBeNull();
  });

  it('measures a part without the spaces around it', () => {
    expect(findPersonalDetail('xab-horse-battery', { username: ' ab ' })).toBeNull();
  });

  it('counts a part of exactly three characters', () => {
    expect(findPersonalDetail('xxbobxx', { username: 'bob' })).toBe('passwordHasUsername');
  });
});

describe('personalWords', () => {
  it('gives the username, the trimmed address and its local part', () => {
    expect(personalWords({ username: 'dana', email: ' dana.demo@example.com ' })).toEqual([
      'dana',
      'dana.demo@example.com',
      'dana.demo',
    ]);
  });

  it('keeps the local part before the last "@"', () => {
    expect(personalWords({ email: 'a@b@example.com' })).toEqual(['a@b@example.com', 'a@b']);
  });

  it('leaves out what is missing or blank', () => {
    expect(personalWords({ username: '  ', email: 'nodomain' })).toEqual(['nodomain']);
    expect(personalWords({ username: null, email: null })).toEqual([]);
  });
});
