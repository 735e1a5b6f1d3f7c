import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness.ts';
import { multipartBody } from '../../test/multipart.ts';
import { type Person, projectOf, signedInPerson } from '../../test/people.ts';

/**
 * A multipart body cut off before its closing boundary (a dropped connection, a broken client) answers
 * 400 on every upload route; it used to answer 500 ("Unexpected end of form" from the parser).
 */
let t: TestApp;
let owner: Person;
let admin: Person;
let project: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInPerson(t);
  admin = await signedInPerson(t, { roles: ['ADMIN', 'USER'] });
  project = await projectOf(t, owner, 'Truncated upload board');
});
afterAll(() => t.close());

const cutOff = (fileName: string, field = 'file', data = 'R1,1,RC0603\n') =>
  multipartBody([{ name: fileName, data, field }], { closed: false });

const UPLOADS = [
  ['BOM', () => `/rest/project/bomFileUpload/${project}`, 'bom.csv', () => owner],
  ['CPL', () => `/rest/project/cplFileUpload/${project}`, 'cpl.csv', () => owner],
  ['Gerbers', () => `/rest/project/pcb/${project}/gerbers`, 'top.gbr', () => owner],
  ['MPN import', () => '/rest/mpn-data/import', 'mpn.csv', () => admin],
] as const;

const send = (url: string, who: Person, body: ReturnType<typeof cutOff>) =>
  t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...who.headers, ...body.headers } });

describe('a multipart upload without its closing boundary', () => {
  it.each(UPLOADS)('answers 400 on the %s upload', async (_name, url, fileName, who) => {
    const response = await send(url(), who(), cutOff(fileName));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    expect(response.json().error.message).toBe(
      'The upload ended before it was complete: please send the file again',
    );
  });

  it.each(UPLOADS)(
    'answers 400 on the %s upload when its part is not named "file"',
    async (_name, url, _file, who) => {
      const response = await send(url(), who(), cutOff('bom.csv', '', ''));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
    },
  );
});
