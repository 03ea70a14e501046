import type { Task } from '@bb/contract';
import { isoAt } from '../../platform/clock.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/errors.js';

/**
 * Background work (imports, re-downloads, later crawls and translation): a row in `tasks`, run
 * in this process right after it is queued. The row is the source of truth, so any process can
 * answer `GET /reader/task/{id}`; a worker on BullMQ can take over the running part at scale.
 */
export type TaskHandler = (deps: Deps, payload: unknown, userId: number | null) => Promise<unknown>;

const handlers = new Map<string, TaskHandler>();

export function registerTaskHandler(kind: string, handler: TaskHandler): void {
  handlers.set(kind, handler);
}

export async function enqueueTask(deps: Deps, kind: string, payload: unknown, userId: number | null): Promise<number> {
  const now = isoAt(deps.clock.now());
  const row = await deps.db
    .insertInto('tasks')
    .values({
      kind,
      status: 'queued',
      payload: JSON.stringify(payload),
      result: 'null',
      error: '',
      created_by: userId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  setImmediate(() => void runTask(deps, row.id));
  return row.id;
}

async function finish(deps: Deps, id: number, fields: { status: Task['status']; result?: string; error?: string }) {
  await deps.db
    .updateTable('tasks')
    .set({ ...fields, updated_at: isoAt(deps.clock.now()) })
    .where('id', '=', id)
    .execute();
}

export async function runTask(deps: Deps, id: number): Promise<void> {
  const task = await deps.db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirst();
  if (task?.status !== 'queued') return;
  const handler = handlers.get(task.kind);
  if (!handler) return finish(deps, id, { status: 'failed', error: `未知任务类型 ${task.kind}` });
  await finish(deps, id, { status: 'running' });
  try {
    const result = await handler(deps, JSON.parse(task.payload), task.created_by);
    await finish(deps, id, { status: 'done', result: JSON.stringify(result ?? null) });
  } catch (error) {
    const msg = error instanceof AppError ? error.message : '任务执行失败';
    await finish(deps, id, { status: 'failed', error: msg }).catch(() => undefined);
  }
}

export function presentTask(row: {
  id: number;
  kind: string;
  status: string;
  result: string;
  error: string;
  created_at: string;
  updated_at: string;
}): Task {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status as Task['status'],
    result: JSON.parse(row.result) as unknown,
    error: row.error,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
