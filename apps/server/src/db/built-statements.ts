import { is, type SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Executor } from './client.ts';

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

/**
 * drizzle prepared queries kept per database and name. drizzle turns a query builder into SQL text on
 * every run, and for the statements with the visibility policy that cost more CPU than PostgreSQL
 * spent answering them (decision 034); a prepared query is built once, its values left as
 * placeholders. One registry for every module, since a statement name is one text on every connection.
 */
const builtOnce = new WeakMap<Database, Map<string, Runnable<unknown>>>();

function builtStatement(db: Database, name: string, build: () => Runnable<unknown>): Runnable<unknown> {
  let statements = builtOnce.get(db);
  if (!statements) {
    statements = new Map();
    builtOnce.set(db, statements);
  }
  let statement = statements.get(name);
  if (statement === undefined) {
    statement = build();
    statements.set(name, statement);
  }
  return statement;
}

/**
 * Runs the query `build` makes, filling its placeholders with `values`. On the pool it is built once
 * per database and prepared under `name`, which names what changes its text (the kind of caller, a sort
 * column, whether there is a search), never a value;
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
  const statement = builtStatement(db as Database, name, () => build(db).prepare(name));
  return (statement as Runnable<R>).execute(values);
}
