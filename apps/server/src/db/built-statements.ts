import type { Database } from './client.ts';

/**
 * drizzle prepared queries kept per database and shape. drizzle turns a query builder into SQL text on
 * every run, and for the statements with the visibility policy that cost more CPU than PostgreSQL
 * spent answering them (decision 034); a prepared query is built once, its values left as
 * placeholders. A shape names what changes the SQL text (the kind of caller, a sort column, whether
 * there is a search), never a value. Prepared queries run on the pool: never use them for a read
 * that must see a transaction's writes.
 */
export class BuiltStatements<T> {
  private readonly byDatabase = new WeakMap<Database, Map<string, T>>();

  /** The statement of `shape` on `db`, built by `build` the first time. */
  of(db: Database, shape: string, build: () => T): T {
    let statements = this.byDatabase.get(db);
    if (!statements) {
      statements = new Map();
      this.byDatabase.set(db, statements);
    }
    let statement = statements.get(shape);
    if (statement === undefined) {
      statement = build();
      statements.set(shape, statement);
    }
    return statement;
  }
}
