import { describe, expect, it } from 'vitest';
import { attachmentProblem, formatFileSize } from './attachment-rules.ts';

describe('attachmentProblem', () => {
  it('accepts images and PDFs up to 10 MB', () => {
    expect(attachmentProblem({ name: 'board.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(attachmentProblem({ name: 'drawing.pdf', type: '', size: 10 * 1024 * 1024 })).toBeNull();
  });

  it('refuses larger files, SVG and other kinds', () => {
    expect(attachmentProblem({ name: 'big.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toBe(
      'tooLarge',
    );
    expect(attachmentProblem({ name: 'logo.svg', type: 'image/svg+xml', size: 10 })).toBe('wrongType');
    expect(attachmentProblem({ name: 'setup.exe', type: 'application/x-msdownload', size: 10 })).toBe(
      'wrongType',
    );
  });
});

describe('formatFileSize', () => {
  it('says bytes, KB and MB', () => {
    expect(formatFileSize(500)).toBe('500 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(3_500_000)).toBe('3.3 MB');
  });
});
