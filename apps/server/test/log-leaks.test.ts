import { describe, expect, it } from 'vitest';
import { findLeaks, rememberSecret } from './log-leaks.ts';

/** The log-leak gate itself: what it must find, and what it must let pass. */
describe('findLeaks', () => {
  const line = (fields: object) => `${JSON.stringify({ level: 30, msg: 'request completed', ...fields })}\n`;

  it('finds a secret a test made, and names its line with the secret masked', () => {
    rememberSecret('Hunter-2-Correct-Horse');
    const leaks = findLeaks(line({ body: { note: 'Hunter-2-Correct-Horse' } }), []);
    expect(leaks).toEqual(['"{"level":30,"msg":"request completed","body":{"note":"<secret>"}}"']);
  });

  it('finds a stored hash or an e-mailed code', () => {
    expect(
      findLeaks(line({ url: '/rest/open/welcome/Zk3q9X_abcdefghijkl' }), ['Zk3q9X_abcdefghijkl']),
    ).toHaveLength(1);
  });

  it('finds text shaped like a token, a hash or a password field', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV';
    expect(findLeaks(line({ token: jwt }), [])).toEqual(['a JSON Web Token']);
    expect(findLeaks(line({ hash: '$argon2id$v=19$m=1024,t=1,p=1$c2FsdA$aGFzaA' }), [])).toEqual([
      'an argon2 hash',
    ]);
    expect(findLeaks(line({ body: { password: 'Whatever-1' } }), [])).toEqual(['a password field']);
    expect(findLeaks(line({ headers: { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz' } }), [])).toEqual([
      'a bearer header',
    ]);
  });

  it('lets redacted fields and ordinary lines pass', () => {
    expect(
      findLeaks(line({ body: { password: '[redacted]' }, url: '/rest/project/info/P-26-000001' }), []),
    ).toEqual([]);
  });
});
