import { cachePreparedStatements, MAX_STATEMENTS } from '../src/database/statement-cache';

/** The SQLite connection's statement cache (src/database/statement-cache.ts), on a stand-in connection. */
function connection() {
  const prepared: string[] = [];
  const conn = {
    prepare: (sql: string) => {
      prepared.push(sql);
      return { sql };
    },
  };
  cachePreparedStatements(conn);
  return { conn, prepared };
}

it('prepares a statement once and hands the same one back for the same SQL', () => {
  const { conn, prepared } = connection();
  const first = conn.prepare('select 1');
  expect(conn.prepare('select 1')).toBe(first);
  expect(conn.prepare('select 2')).not.toBe(first);
  expect(prepared).toEqual(['select 1', 'select 2']);
});

it('keeps at most MAX_STATEMENTS, dropping the least recently used', () => {
  const { conn, prepared } = connection();
  for (let i = 0; i < MAX_STATEMENTS; i += 1) conn.prepare(`select ${i}`);
  conn.prepare('select 0'); // used again: now the most recent
  conn.prepare('select new'); // drops `select 1`
  prepared.length = 0;
  conn.prepare('select 0');
  conn.prepare('select 1');
  expect(prepared).toEqual(['select 1']);
});
