/**
 * knex's better-sqlite3 client prepares every statement again, each time it runs (14 % of the CPU of issue #11's
 * benchmark). A connection keeps its most recent statements instead: Strapi's queries repeat the same SQL with
 * other bindings. Safe because knex only runs a statement to completion (`all` or `run`, synchronous) and
 * SQLite recompiles a prepared statement itself when the schema changes.
 */
export const MAX_STATEMENTS = 500;

type Statement = object;
type SqliteConnection = { prepare(sql: string): Statement };

export function cachePreparedStatements(connection: SqliteConnection): void {
  const prepare = connection.prepare.bind(connection);
  const recent = new Map<string, Statement>();
  connection.prepare = (sql) => {
    let statement = recent.get(sql);
    if (statement) {
      recent.delete(sql);
    } else {
      statement = prepare(sql);
      if (recent.size >= MAX_STATEMENTS) recent.delete(recent.keys().next().value as string);
    }
    recent.set(sql, statement);
    return statement;
  };
}
