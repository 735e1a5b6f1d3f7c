import { controlCharacterMessage } from '@boardhouse/shared/fields';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

/**
 * A NUL, or half of a UTF-16 surrogate pair (`"\ud800"` is valid JSON): PostgreSQL stores neither in
 * text or jsonb and fails the statement. Without the surrogate flag a regular expression reads code
 * units, so a lone half is one that no partner stands beside.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL is this expression's purpose.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** "customerReference" → "Customer reference"; a list index names its list's entry. */
function fieldName(path: readonly string[]): string {
  const last = [...path].reverse().find((part) => !/^\d+$/.test(part)) ?? 'Text';
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Where a value sits: its key or index, and the place of what holds it. */
interface Place {
  key: string;
  parent: Place | null;
}

const pathOf = (place: Place | null): string[] => {
  const path: string[] = [];
  for (let at = place; at; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The path of the first text in `value` (its own strings and its objects' keys) that the database
 * could not store, or null. Walks with a stack of its own, each entry pointing at its parent's place:
 * a body nested thousands deep that the JSON parser took must neither overflow the call stack here nor
 * copy its path at every level.
 */
export function findUnstorableText(value: unknown): string[] | null {
  const pending: { value: unknown; place: Place | null }[] = [{ value, place: null }];
  while (pending.length > 0) {
    const { value: next, place } = pending.pop() as { value: unknown; place: Place | null };
    if (typeof next === 'string') {
      if (UNSTORABLE.test(next)) return pathOf(place);
    } else if (Array.isArray(next)) {
      next.forEach((item, index) => {
        pending.push({ value: item, place: { key: String(index), parent: place } });
      });
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (UNSTORABLE.test(key)) return pathOf({ key, parent: place });
        pending.push({ value: item, place: { key, parent: place } });
      }
    }
  }
  return null;
}

/**
 * Refuses, once a route's own validation passed, a body, or a query or path parameter the route
 * declares, still holding text the database cannot store: 400 naming the field, where it would
 * otherwise fail as a 500 in whichever statement first met it (a status change's JSON note, a staff
 * edit's audit row). The request schemas refuse it first in the fields they declare, with the field's
 * own name (`@boardhouse/shared/fields`); this catches what no schema names, such as a free-form
 * document or the keys of an object, and the fields of a schema that took a plain string.
 */
export function registerStorableText(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    // A query or path a route does not declare is never read (an unknown parameter is ignored, as
    // everywhere); a body is checked whether declared or not, since a route may read it as it came.
    const schema = request.routeOptions.schema;
    const parts = [
      schema?.params ? request.params : null,
      schema?.querystring ? request.query : null,
      request.body,
    ];
    for (const part of parts) {
      const path = findUnstorableText(part);
      if (path) {
        const field = path.join('.') || '_';
        done(AppError.validation({ [field]: controlCharacterMessage(fieldName(path)) }));
        return;
      }
    }
    done();
  });
}
