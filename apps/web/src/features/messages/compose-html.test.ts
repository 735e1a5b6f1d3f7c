import { describe, expect, it } from 'vitest';
import { composeHtml, prefixLines, wrapSelection } from './compose-html.ts';

describe('composeHtml', () => {
  it('makes paragraphs and line breaks of plain text', () => {
    expect(composeHtml('Hello\nthere\n\nSecond')).toBe('<p>Hello<br>there</p><p>Second</p>');
    expect(composeHtml('  \n \n')).toBe('');
  });

  it('escapes markup someone types, so it stays text', () => {
    expect(composeHtml('<img src=x onerror=alert(1)> & "quotes"')).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;</p>',
    );
  });

  it('turns the toolbar marks into bold, italic and lists', () => {
    expect(composeHtml('**big** and *small* 2*3*4')).toBe(
      '<p><strong>big</strong> and <em>small</em> 2*3*4</p>',
    );
    expect(composeHtml('Please check:\n- pads\n- drills\n1. first\n2. second')).toBe(
      '<p>Please check:</p><ul><li>pads</li><li>drills</li></ul><ol><li>first</li><li>second</li></ol>',
    );
  });

  it('links http, https and mailto only, never javascript:', () => {
    expect(composeHtml('[docs](https://example.com/a_b*c*) or mail [us](mailto:x@y.test)')).toBe(
      '<p><a href="https://example.com/a_b*c*">docs</a> or mail <a href="mailto:x@y.test">us</a></p>',
    );
    expect(composeHtml('see https://example.com/page.')).toBe(
      '<p>see <a href="https://example.com/page">https://example.com/page</a>.</p>',
    );
    expect(composeHtml('[x](javascript:alert(1))')).toBe('<p>[x](javascript:alert(1))</p>');
  });
});

describe('toolbar edits', () => {
  it('wraps the selection and keeps it selected', () => {
    expect(wrapSelection('make this bold', 5, 9, '**')).toEqual({
      text: 'make **this** bold',
      start: 7,
      end: 11,
    });
  });

  it('prefixes each selected line', () => {
    expect(prefixLines('a\nb\nc', 2, 5, () => '- ')).toEqual({ text: 'a\n- b\n- c', start: 4, end: 9 });
    expect(prefixLines('one\ntwo', 0, 7, (i) => `${i + 1}. `).text).toBe('1. one\n2. two');
  });
});
