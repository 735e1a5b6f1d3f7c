import { readFileSync } from 'node:fs';
import { sharedPath } from '@boardhouse/shared/testing/shared-files';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { checkDocumentContent } from './document-content.ts';

const fixture = (name: string) => readFileSync(sharedPath('fixtures/boms/1-click-bom', name));
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n');
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);

async function refusal(data: Buffer | string, name: string): Promise<string> {
  const error = await checkDocumentContent(Buffer.from(data), name).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, details } = error as AppError & { details: { fields: { file: string } } };
  expect(code).toBe('VALIDATION');
  return details.fields.file;
}

describe('checkDocumentContent', () => {
  it.each([
    ['report.pdf', PDF, 'application/pdf'],
    ['photo.png', PNG, 'image/png'],
    ['photo.JPG', JPEG, 'image/jpeg'],
    ['photo.jpeg', JPEG, 'image/jpeg'],
    [
      'bom.xlsx',
      fixture('example.xlsx'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    ['bom.xls', fixture('example.xls'), 'application/vnd.ms-excel'],
    ['bom.ods', fixture('example.ods'), 'application/vnd.oasis.opendocument.spreadsheet'],
    ['bom.csv', Buffer.from('Designator;Qty\r\nR1;1\r\n'), 'text/csv'],
  ])('accepts %s as %s by its content', async (name, data, contentType) => {
    expect(await checkDocumentContent(data, name)).toMatchObject({ fileName: name, contentType });
  });

  it('adds the extension the content shows to a name without one, and sanitises the name', async () => {
    expect(await checkDocumentContent(PDF, 'Final report')).toMatchObject({
      fileName: 'Final report.pdf',
      extension: 'pdf',
    });
    expect((await checkDocumentContent(PDF, '../../etc/"passwd".pdf')).fileName).toBe('_passwd_.pdf');
  });

  it('refuses a renamed Windows program, an ELF program and a script whatever the name', async () => {
    expect(await refusal(Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), 'report.pdf')).toMatch(
      /Windows program/,
    );
    expect(await refusal(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), 'bom.xlsx')).toMatch(/ELF/);
    expect(await refusal('#!/bin/sh\nrm -rf /\n', 'bom.csv')).toMatch(/script/);
  });

  it('refuses a web page named .pdf or .csv, and markup further down a text file', async () => {
    expect(await refusal('<!DOCTYPE html><html><script>alert(1)</script>', 'report.pdf')).toMatch(/web page/);
    expect(await refusal('\ufeff  <html><body>hi</body></html>', 'bom.csv')).toMatch(/web page/);
    expect(await refusal('a,b\r\n1,"<script>alert(1)</script>"\r\n', 'bom.csv')).toMatch(/none of them/);
  });

  it('refuses a name that claims another accepted type than the content', async () => {
    expect(await refusal(PDF, 'bom.xlsx')).toBe(
      'The file’s name ends in .xlsx but its content is a PDF: please check the file',
    );
    expect(await refusal(PNG, 'report.pdf')).toMatch(/a PNG image/);
  });

  it('takes text only as a .csv, and nothing binary it does not know', async () => {
    expect(await refusal('just some notes', 'notes.txt')).toMatch(/\.csv/);
    expect(await refusal(Buffer.from([0x00, 0x01, 0x02, 0x03]), 'data.csv')).toMatch(/none of them/);
    expect(await refusal(Buffer.from('PK\u0003\u0004 broken zip'), 'bom.xlsx')).toMatch(/damaged/);
    expect(await refusal('', 'empty.pdf')).toMatch(/empty/);
  });
});
