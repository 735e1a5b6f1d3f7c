import { describe, expect, it } from 'vitest';
import { neutraliseCell } from './bom-export.ts';

describe('neutraliseCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+31 20 123', "'+31 20 123"],
    ['-5V', "'-5V"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
    ['10k', '10k'],
    ['R1 - R4', 'R1 - R4'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(neutraliseCell(text)).toBe(expected);
  });
});
