import { describe, expect, it } from 'vitest';
import type { MyDocument } from '../../api/documents.api.ts';
import { formatFileSize, matchingDocuments, nextSort, sortedDocuments } from './document-list.ts';

const doc = (id: number, fields: Partial<MyDocument>): MyDocument => ({
  id,
  kind: 'final-bom',
  fileName: `file-${id}.pdf`,
  contentType: 'application/pdf',
  sizeBytes: 100,
  createdAt: '2026-03-01T10:00:00.000Z',
  orderId: 1,
  orderKey: 'BH-26-000001',
  projectId: 'P-0001',
  projectName: 'Sensor board',
  ...fields,
});

const documents = [
  doc(1, { fileName: 'Final BOM.xlsx', createdAt: '2026-03-01T10:00:00.000Z', sizeBytes: 5000 }),
  doc(2, {
    kind: 'invoice',
    fileName: 'Invoice 2026-1.pdf',
    createdAt: '2026-03-03T10:00:00.000Z',
    orderKey: 'BH-26-000007',
    projectName: 'Motor driver',
    projectId: 'P-0002',
  }),
  doc(3, { kind: 'production-report', fileName: 'report 10.pdf', createdAt: '2026-03-02T10:00:00.000Z' }),
  doc(4, { kind: 'production-report', fileName: 'report 9.pdf', createdAt: '2026-03-02T10:00:00.000Z' }),
];
const labels: Record<MyDocument['kind'], string> = {
  invoice: 'Invoice',
  'credit-note': 'Credit note',
  'payment-invoice': 'Payment invoice',
  'final-bom': 'Final BOM',
  'component-orientation-report': 'Orientation',
  'production-report': 'Production report',
};
const ids = (list: MyDocument[]) => list.map((document) => document.id);
const sort = (field: Parameters<typeof nextSort>[1], order: 'asc' | 'desc') =>
  ids(sortedDocuments(documents, { field, order }, (kind) => labels[kind], 'en'));

describe('matchingDocuments', () => {
  it('finds by file name, order key and project name or key, in any case', () => {
    expect(ids(matchingDocuments(documents, 'final bom'))).toEqual([1]);
    expect(ids(matchingDocuments(documents, '000007'))).toEqual([2]);
    expect(ids(matchingDocuments(documents, 'MOTOR'))).toEqual([2]);
    expect(ids(matchingDocuments(documents, 'p-0002'))).toEqual([2]);
    expect(ids(matchingDocuments(documents, '  '))).toEqual([1, 2, 3, 4]);
    expect(matchingDocuments(documents, 'gerber')).toEqual([]);
  });
});

describe('sortedDocuments', () => {
  it('sorts by date, newest first by default, ties by id', () => {
    expect(sort('createdAt', 'desc')).toEqual([2, 4, 3, 1]);
    expect(sort('createdAt', 'asc')).toEqual([1, 4, 3, 2]);
  });

  it('sorts names with numbers the way people read them, and kinds by their label', () => {
    expect(sort('fileName', 'asc')).toEqual([1, 2, 4, 3]);
    expect(sort('kind', 'asc')).toEqual([1, 2, 4, 3]);
    expect(sort('sizeBytes', 'desc')).toEqual([1, 2, 4, 3]);
    expect(sort('orderKey', 'desc')).toEqual([2, 4, 3, 1]);
  });
});

describe('nextSort', () => {
  it('turns the same column round and starts a new one in its natural order', () => {
    expect(nextSort({ field: 'createdAt', order: 'desc' }, 'createdAt')).toEqual({
      field: 'createdAt',
      order: 'asc',
    });
    expect(nextSort({ field: 'createdAt', order: 'desc' }, 'fileName')).toEqual({
      field: 'fileName',
      order: 'asc',
    });
    expect(nextSort({ field: 'fileName', order: 'asc' }, 'sizeBytes')).toEqual({
      field: 'sizeBytes',
      order: 'desc',
    });
  });
});

describe('formatFileSize', () => {
  const format = (value: number, digits: number) =>
    new Intl.NumberFormat('de-DE', { maximumFractionDigits: digits }).format(value);
  it('writes bytes, kilobytes and megabytes', () => {
    expect(formatFileSize(980, format)).toBe('980 B');
    expect(formatFileSize(2048, format)).toBe('2 KB');
    expect(formatFileSize(5000, format)).toBe('4,9 KB');
    expect(formatFileSize(350_000, format)).toBe('342 KB');
    expect(formatFileSize(3_500_000, format)).toBe('3,3 MB');
  });
});
