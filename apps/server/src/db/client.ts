import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema.ts';

/** The pool is there too (`$client`): the ledger talks to it directly. */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

// bigint columns come back as strings by default; ours fit in a JS number (ids, satang < 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connect(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client that loses its connection must not crash the process, nor one that is checked
  // out between two queries (its query in flight fails on its own; the pool drops the client).
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
