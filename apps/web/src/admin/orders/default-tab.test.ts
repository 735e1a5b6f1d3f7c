import { describe, expect, it } from 'vitest';
import { chooseDefaultTab } from './default-tab.ts';

const none = { new: 0, open: 0, pending: 0, review: 0, deleted: 0 };

describe('the tab the Orders page opens on', () => {
  it('is Projects review while it holds orders, whatever the others hold', () => {
    expect(chooseDefaultTab({ new: 4, open: 9, pending: 1, review: 2, deleted: 3 })).toBe('review');
  });

  it('is otherwise the first tab with orders', () => {
    expect(chooseDefaultTab({ ...none, open: 3, pending: 5 })).toBe('open');
    expect(chooseDefaultTab({ ...none, pending: 1 })).toBe('pending');
    expect(chooseDefaultTab({ ...none, new: 1, open: 7 })).toBe('new');
  });

  it('is New when no tab holds work: nothing at all, only deleted orders, or the counts not known yet', () => {
    expect(chooseDefaultTab(none)).toBe('new');
    expect(chooseDefaultTab({ ...none, deleted: 12 })).toBe('new');
    expect(chooseDefaultTab(undefined)).toBe('new');
  });
});
