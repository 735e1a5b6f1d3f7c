import { describe, expect, it } from 'vitest';
import { buildSynonymIndex, fieldOfHeading, findHeaderRow, mapColumns } from './columns.ts';

// Edges of the column rules: which heading row counts, and when "Comment" is the value.
const index = buildSynonymIndex();

describe('mapColumns: Comment beside another description column', () => {
  it('takes the other column as the description and Comment as the value', () => {
    expect(mapColumns(['Designator', 'Comment', 'Description', 'Qty'], index)).toEqual({
      designators: 0,
      description: 2,
      value: 1,
      quantity: 3,
    });
  });

  it('keeps a real value column as the value', () => {
    expect(mapColumns(['Comment', 'Part Description', 'Value'], index)).toEqual({ description: 1, value: 2 });
  });

  it('takes the first of several comment and several other description columns', () => {
    expect(mapColumns(['Comment', 'Comments', 'Description', 'Part Description'], index)).toEqual({
      description: 2,
      value: 0,
    });
  });

  it('reads Comment as the description when it is the only one', () => {
    expect(mapColumns(['Designator', 'Comment'], index)).toEqual({ designators: 0, description: 1 });
  });
});

describe('fieldOfHeading: headings that start with a known one', () => {
  it('needs the known heading to have at least 8 characters', () => {
    // "quantity" (8) is a known heading, "desc" (4) is one too but too short to lead a longer one.
    expect(fieldOfHeading('Quantity per board', index)).toBe('quantity');
    expect(fieldOfHeading('Desc of part', index)).toBeNull();
  });

  it('prefers the longest known heading it starts with', () => {
    expect(fieldOfHeading('Manufacturer Part Number or Seeed SKU', index)).toBe('mpn');
  });

  it('answers null for a heading of punctuation only', () => {
    expect(fieldOfHeading(' #-- ', index)).toBeNull();
  });
});

describe('findHeaderRow: what makes a header', () => {
  it('wants two recognised headings, one of them the designators, the quantity or the MPN', () => {
    expect(findHeaderRow([['Qty'], ['Value', 'Package'], ['Ref', 'Value']], index)).toBe(2);
    expect(
      findHeaderRow(
        [
          ['Value', 'Package'],
          ['Qty', 'Value'],
        ],
        index,
      ),
    ).toBe(1);
    expect(findHeaderRow([['MPN', 'Description']], index)).toBe(0);
  });

  it('looks at the first scanRows rows only', () => {
    const rows = [['title'], ['notes'], ['Ref', 'Qty']];
    expect(findHeaderRow(rows, index, 2)).toBeNull();
    expect(findHeaderRow(rows, index, 3)).toBe(2);
  });
});
