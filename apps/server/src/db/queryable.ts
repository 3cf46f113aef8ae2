import type pg from 'pg';

/** Anything a query can run on: the pool, or a client inside a transaction. */
export type Queryable = pg.Pool | pg.PoolClient;

/** A client inside an open transaction (BEGIN ... COMMIT). */
export type Tx = pg.PoolClient;
