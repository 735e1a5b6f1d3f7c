import { describe, expect, it } from 'vitest';
import { isBlankMessage, sanitiseMessage } from './message-sanitiser.ts';
import { expectInert, XSS_PAYLOADS } from './xss-corpus.test-support.ts';

describe('sanitiseMessage', () => {
  it('has a corpus of at least 50 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  // The check can fail: every payload, as sent, trips it.
  it.each(XSS_PAYLOADS.map((payload) => [payload]))('catches %s unsanitised', (payload) => {
    expect(() => expectInert(payload, payload)).toThrow();
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))('leaves %s inert', (payload) => {
    expectInert(sanitiseMessage(payload), payload);
  });

  it('keeps bold, italic, lists and links, each link opening apart without opener or referrer', () => {
    const kept = sanitiseMessage(
      '<p><b>Bold</b>, <strong>strong</strong>, <i>italic</i>, <em>em</em></p>' +
        '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>' +
        '<a href="https://boards.example/spec?rev=2&amp;side=top" target="_self" rel="opener">spec</a>',
    );
    expect(kept).toBe(
      '<p><b>Bold</b>, <strong>strong</strong>, <i>italic</i>, <em>em</em></p>' +
        '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>' +
        '<a href="https://boards.example/spec?rev=2&amp;side=top" target="_blank" rel="noopener noreferrer">spec</a>',
    );
  });

  it('keeps mailto links and drops the address of a protocol-relative one', () => {
    expect(sanitiseMessage('<a href="mailto:sales@boards.example">mail</a>')).toBe(
      '<a href="mailto:sales@boards.example" target="_blank" rel="noopener noreferrer">mail</a>',
    );
    expect(sanitiseMessage('<a href="//evil.example/x">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps plain text as text, escaping what would be markup', () => {
    expect(sanitiseMessage('Is 0402 < 0603 && 1206 > 0805?\nThanks, "Ann"')).toBe(
      'Is 0402 &lt; 0603 &amp;&amp; 1206 &gt; 0805?\nThanks, "Ann"',
    );
    expect(sanitiseMessage('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });

  it('tells an empty body from one with words', () => {
    expect(isBlankMessage(sanitiseMessage('<p> </p><br><ul><li>&nbsp;</li></ul>'))).toBe(true);
    expect(isBlankMessage(sanitiseMessage('<script>alert(1)</script>'))).toBe(true);
    expect(isBlankMessage(sanitiseMessage('<p>ok</p>'))).toBe(false);
    expect(isBlankMessage(sanitiseMessage('0'))).toBe(false);
  });
});
