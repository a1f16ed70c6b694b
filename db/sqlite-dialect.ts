import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import { type SqliteDatabase, SqliteDialect } from "kysely";

/**
 * Kysely's SQLite dialect expects better-sqlite3's statement interface; Node's built-in `node:sqlite`
 * differs only in taking parameters as arguments and in how a statement tells it returns rows.
 */
export function nodeSqliteDialect(database: DatabaseSync): SqliteDialect {
  const adapted: SqliteDatabase = {
    close: () => database.close(),
    prepare(sql) {
      const statement = database.prepare(sql);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...(parameters as SQLInputValue[])),
        run: (parameters) => statement.run(...(parameters as SQLInputValue[])),
        iterate: (parameters) => statement.iterate(...(parameters as SQLInputValue[])),
      };
    },
  };
  return new SqliteDialect({ database: adapted });
}
