import { is, type SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Executor } from './client.ts';

/**
 * drizzle prepared queries kept per database and shape. drizzle turns a query builder into SQL text on
 * every run, and for the statements with the visibility policy that cost more CPU than PostgreSQL
 * spent answering them (decision 034); a prepared query is built once, its values left as
 * placeholders. A shape names what changes the SQL text (the kind of caller, a sort column, whether
 * there is a search), never a value. Prepared queries run on the pool: never use them for a read
 * that must see a transaction's writes.
 */
class BuiltStatements<T> {
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

type Values = Record<string, unknown>;

interface Runnable<R> {
  execute(values?: Values): Promise<R>;
}

/** A query with placeholders that runs as it is or is prepared under a name: drizzle's builders, `rawQuery`. */
export interface Preparable<R> extends Runnable<R> {
  prepare(name: string): Runnable<R>;
}

const dialect = new PgDialect();

/** A raw statement as db.execute runs it (the driver's `{ rows }`), its values `sql.placeholder`s. */
export function rawQuery<Row>(db: Executor, query: SQL): Preparable<{ rows: Row[] }> {
  const prepare = (name?: string) =>
    db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false) as Runnable<{
      rows: Row[];
    }>;
  return { prepare, execute: (values) => prepare().execute(values) };
}

/** One registry for every module: a statement name is one text on every connection. */
const builtOnce = new BuiltStatements<Runnable<unknown>>();

/**
 * Runs the query `build` makes, filling its placeholders with `values`. On the pool it is built once
 * per database and prepared under `name` (which names what changes its text, see BuiltStatements);
 * inside a transaction, whose statements run on the transaction's own connection, it is built and
 * run each time, as any query.
 */
export function runBuilt<R>(
  db: Executor,
  name: string,
  build: (db: Executor) => Preparable<R>,
  values: Values,
): Promise<R> {
  if (is(db, PgTransaction)) return build(db).execute(values);
  const statement = builtOnce.of(db as Database, name, () => build(db).prepare(name));
  return (statement as Runnable<R>).execute(values);
}
