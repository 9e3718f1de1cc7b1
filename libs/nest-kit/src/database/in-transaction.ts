import type { DataSource, EntityManager } from 'typeorm';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner.js';
import { isDatabaseUnavailable } from './database-unavailable.js';

/**
 * `work` in one transaction, like `dataSource.transaction(work)`, except when the database stops answering: then
 * the connection is dropped instead of rolled back over the same silent wire (the server rolls back a dropped
 * session's transaction itself). `dataSource.transaction` would send ROLLBACK behind the query that timed out and
 * wait a second query timeout for it, so a stalled database would hold the request for twice the budget
 * (DATABASE_QUERY_BUDGET_MS); this fails it within one query's.
 */
export async function inTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction();
    const result = await work(runner.manager);
    await runner.commitTransaction();
    return result;
  } catch (error) {
    if (isDatabaseUnavailable(error) && runner instanceof PostgresQueryRunner) {
      // Released with the error, pg-pool destroys the connection instead of reusing it (TypeORM keeps that method
      // private; its public release() cannot pass the error on).
      await (runner as unknown as { releasePostgresConnection(error: Error): Promise<void> }).releasePostgresConnection(error as Error);
    } else if (runner.isTransactionActive) {
      await runner.rollbackTransaction();
    }
    throw error;
  } finally {
    // Once released (dropped above), release() does nothing.
    await runner.release();
  }
}
