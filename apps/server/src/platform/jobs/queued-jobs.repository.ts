import type PgBoss from 'pg-boss';

/**
 * Whether a job of this name and singleton key waits to run (created, or failed and due for a retry).
 * pg-boss 10 dedupes singleton keys only for "short"/"stately" queues or within a time slot; ours are
 * standard queues, so the runner asks first (ADR 0117).
 */
export async function hasQueuedJob(db: PgBoss.Db, name: string, singletonKey: string): Promise<boolean> {
  const { rows } = await db.executeSql(
    `select 1 from pgboss.job where name = $1 and singleton_key = $2 and state in ('created', 'retry') limit 1`,
    [name, singletonKey],
  );
  return rows.length > 0;
}
