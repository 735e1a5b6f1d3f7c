import { beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  emailAddress,
  fieldErrorsFromIssues,
  hasControlCharacter,
  multiLineText,
  optionalText,
  recordId,
  requiredText,
  searchText,
  singleLineText,
  text,
} from './fields.ts';

/** The first message a schema gives for `input`, or the parsed value when it accepts it. */
function outcome(schema: z.ZodType, input: unknown): { value: unknown } | { error: string } {
  const result = schema.safeParse(input);
  return result.success ? { value: result.data } : { error: result.error.issues[0]?.message ?? '' };
}

describe('hasControlCharacter', () => {
  it('finds C0 control characters and DEL, and nothing in ordinary text', () => {
    expect(hasControlCharacter('a\u0000b')).toBe(true);
    expect(hasControlCharacter('a\u001fb')).toBe(true);
    expect(hasControlCharacter('a\u007fb')).toBe(true);
    expect(hasControlCharacter(' ~ äöü €')).toBe(false);
    expect(hasControlCharacter('')).toBe(false);
  });

  it('finds half a surrogate pair, and lets whole pairs through', () => {
    expect(hasControlCharacter('oops \ud800')).toBe(true);
    expect(hasControlCharacter('\ud800 leading half')).toBe(true);
    expect(hasControlCharacter('trailing half \udc00 first')).toBe(true);
    expect(hasControlCharacter('\udc00\ud800')).toBe(true);
    expect(hasControlCharacter('board 🟩 基板 😀😀', true)).toBe(false);
  });

  it('lets multi-line text keep tab, line feed and carriage return, and nothing else', () => {
    for (const kept of ['\t', '\n', '\r']) {
      expect(hasControlCharacter(`a${kept}b`)).toBe(true);
      expect(hasControlCharacter(`a${kept}b`, true)).toBe(false);
    }
    expect(hasControlCharacter('a\u000bb', true)).toBe(true);
    expect(hasControlCharacter('a\u0000b', true)).toBe(true);
    expect(hasControlCharacter('line\nend\u007f', true)).toBe(true);
  });
});

describe('text fields', () => {
  it('keeps text as sent and names the field in each message', () => {
    expect(outcome(singleLineText('Name', 5), ' abc ')).toEqual({ value: ' abc ' });
    expect(outcome(singleLineText('Name', 5), 'abcdef')).toEqual({ error: 'Name maximum length is 5' });
    expect(outcome(singleLineText('Name'), undefined)).toEqual({ error: 'Name is required' });
    expect(outcome(singleLineText('Name'), 12)).toEqual({ error: 'Name is not valid' });
    expect(outcome(singleLineText('Name'), 'a\nb')).toEqual({
      error: 'Name contains characters that are not allowed',
    });
  });

  it('allows 500 characters unless told otherwise', () => {
    expect(outcome(text('Note'), 'x'.repeat(500))).toEqual({ value: 'x'.repeat(500) });
    expect(outcome(text('Note'), 'x'.repeat(501))).toEqual({ error: 'Note maximum length is 500' });
  });

  it('lets multi-line text keep line breaks but not other control characters', () => {
    expect(outcome(multiLineText('Notes'), 'one\r\ntwo\tthree')).toEqual({ value: 'one\r\ntwo\tthree' });
    expect(outcome(multiLineText('Notes'), 'one\u0000')).toEqual({
      error: 'Notes contains characters that are not allowed',
    });
  });

  it('trims a search and leaves it optional', () => {
    expect(outcome(searchText(10), '  resistor  ')).toEqual({ value: 'resistor' });
    expect(outcome(searchText(10), undefined)).toEqual({ value: undefined });
    expect(outcome(searchText(3), 'abcd')).toEqual({ error: 'Search maximum length is 3' });
    expect(outcome(searchText(10, 'Find'), 5)).toEqual({ error: 'Find is not valid' });
    expect(outcome(searchText(10), 'a\tb')).toEqual({
      error: 'Search contains characters that are not allowed',
    });
  });
});

describe('requiredText', () => {
  // Built in each test, not once for the block, so a test run is what exercises the schema's rules.
  let name: ReturnType<typeof requiredText>;
  beforeEach(() => {
    name = requiredText('Project name', { min: 3, max: 6 });
  });

  it('trims, then wants at least something, at least min and at most max characters', () => {
    expect(outcome(name, '  abc  ')).toEqual({ value: 'abc' });
    expect(outcome(name, '   ')).toEqual({ error: 'Project name is required' });
    expect(outcome(name, 'ab')).toEqual({ error: 'Project name minimum length is 3' });
    expect(outcome(name, 'abcdef')).toEqual({ value: 'abcdef' });
    expect(outcome(name, 'abcdefg')).toEqual({ error: 'Project name maximum length is 6' });
  });

  it('tells a missing value from one of the wrong type', () => {
    expect(outcome(name, undefined)).toEqual({ error: 'Project name is required' });
    expect(outcome(name, 42)).toEqual({ error: 'Project name is not valid' });
  });

  it('takes one character and 500 at most unless told otherwise, on one line unless multi-line', () => {
    expect(outcome(requiredText('Title'), 'a')).toEqual({ value: 'a' });
    expect(outcome(requiredText('Title'), 'x'.repeat(501))).toEqual({ error: 'Title maximum length is 500' });
    expect(outcome(requiredText('Title'), 'a\nb')).toEqual({
      error: 'Title contains characters that are not allowed',
    });
    expect(outcome(requiredText('Address', { multiLine: true }), 'a\nb')).toEqual({ value: 'a\nb' });
  });
});

describe('optionalText', () => {
  it('trims, may be left out and names the field', () => {
    expect(outcome(optionalText('Reference', 4), ' PO-1 ')).toEqual({ value: 'PO-1' });
    expect(outcome(optionalText('Reference', 4), undefined)).toEqual({ value: undefined });
    expect(outcome(optionalText('Reference', 4), 'PO-12')).toEqual({
      error: 'Reference maximum length is 4',
    });
    expect(outcome(optionalText('Reference'), 7)).toEqual({ error: 'Reference is not valid' });
    expect(outcome(optionalText('Reference'), 'x'.repeat(501))).toEqual({
      error: 'Reference maximum length is 500',
    });
  });

  it('keeps line breaks only when multi-line', () => {
    expect(outcome(optionalText('Comment'), 'a\nb')).toEqual({
      error: 'Comment contains characters that are not allowed',
    });
    expect(outcome(optionalText('Comment', 500, { multiLine: true }), 'a\nb')).toEqual({ value: 'a\nb' });
  });
});

describe('recordId', () => {
  let id: ReturnType<typeof recordId>;
  beforeEach(() => {
    id = recordId('Project id');
  });

  it('takes whole numbers from 1 to 2 147 483 647, as numbers or digits', () => {
    expect(outcome(id, 1)).toEqual({ value: 1 });
    expect(outcome(id, '42')).toEqual({ value: 42 });
    expect(outcome(id, '2147483647')).toEqual({ value: 2_147_483_647 });
  });

  it.each([0, -1, 1.5, 2_147_483_648, '0', '2147483648', '1e3', '1.5', ' 7', '-1', '12345678901', '', null])(
    'refuses %j naming the field',
    (input) => {
      expect(outcome(id, input)).toEqual({ error: 'Project id is not valid' });
    },
  );

  it('gives the message it is handed', () => {
    expect(outcome(recordId('Line', 'No such line'), 'x')).toEqual({ error: 'No such line' });
  });
});

describe('emailAddress', () => {
  it('trims and lower-cases an address', () => {
    expect(outcome(emailAddress(), '  Dana.Demo@Example.COM ')).toEqual({ value: 'dana.demo@example.com' });
  });

  it('names the field in each message', () => {
    expect(outcome(emailAddress(), undefined)).toEqual({ error: 'Email is required' });
    expect(outcome(emailAddress(), '   ')).toEqual({ error: 'Email is required' });
    expect(outcome(emailAddress('Contact'), 7)).toEqual({ error: 'Contact is not valid' });
    expect(outcome(emailAddress(), 'not an address')).toEqual({ error: 'Email is not valid' });
    expect(outcome(emailAddress(), `${'a'.repeat(243)}@example.com`)).toEqual({
      error: 'Email maximum length is 254',
    });
    expect(outcome(emailAddress(), 'a\u0000b@example.com')).toEqual({
      error: 'Email contains characters that are not allowed',
    });
  });

  it('takes an address of exactly 254 characters', () => {
    const longest = `${'a'.repeat(64)}.${'b'.repeat(63)}@${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(longest).toHaveLength(254);
    expect(outcome(emailAddress(), longest)).toEqual({ value: longest });
  });
});

describe('fieldErrorsFromIssues', () => {
  it('keys messages by dotted path, keeps the first per field and puts form-wide ones under "_"', () => {
    expect(
      fieldErrorsFromIssues([
        { path: ['name'], message: 'Name is required' },
        { path: ['name'], message: 'Name minimum length is 3' },
        { path: ['lines', 2, 'quantity'], message: 'Quantity is not valid' },
        { path: [], message: 'Something is off' },
      ]),
    ).toEqual({
      name: 'Name is required',
      'lines.2.quantity': 'Quantity is not valid',
      _: 'Something is off',
    });
  });
});
