import { parse } from '@tracespace/parser';
import { expect } from 'vitest';
import { parseGerber } from './gerber-parse.ts';

/** Shared by the gerber-parse tests: the fast path's tree against tracespace's. */

/** The tree without source positions (the fast path does not record them; nothing reads them). */
export function withoutPositions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutPositions);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== 'position')
      .map(([key, value]) => [key, withoutPositions(value)]),
  );
}

/** The fast path's tree of `text` is tracespace's tree of `readByTracespace` (the same text unless given). */
export const expectSameTree = (text: string, readByTracespace = text) =>
  expect(withoutPositions(parseGerber(text))).toEqual(withoutPositions(parse(readByTracespace)));

/** What reading gives: the tree without positions, or "throws". */
function outcomeOf(read: () => unknown): unknown {
  try {
    return withoutPositions(read());
  } catch {
    return 'throws';
  }
}

/** Like expectSameTree, for text tracespace may also refuse: both refuse, or both give the same tree. */
export const expectSameOutcome = (text: string) =>
  expect(outcomeOf(() => parseGerber(text))).toEqual(outcomeOf(() => parse(text)));
