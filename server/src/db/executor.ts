import type { Db } from './client';

/** A transaction handle, so services can run inside a caller's transaction. */
export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction: what services accept. */
export type DbExecutor = Db | DbTx;
