import type { Redis } from 'ioredis';

/**
 * Each worker's word about itself, for the operators' page (/admin/queues): which host and
 * process, since when, which queues it takes, and when it last spoke. It speaks from its event
 * loop every `WORKER_BEAT_MS`, so a worker that is stuck or gone falls silent — which a Redis
 * connection alone would not show (a hung process keeps its connection). One hash per queue
 * prefix, a field per worker; a clean stop says so.
 */
export interface WorkerPresence {
  id: string;
  host: string;
  pid: number;
  queues: string[];
  startedAt: string;
  lastSeenAt: string;
  stoppedAt: string | null;
}

export const WORKER_BEAT_MS = 10_000;
/** Three beats missed: the page says the worker is not answering. */
export const WORKER_SILENT_AFTER_MS = 3 * WORKER_BEAT_MS;
/** A worker not heard from for a day is forgotten (a redeploy's old containers would otherwise stay listed). */
const FORGET_AFTER_MS = 86_400_000;

const presenceKey = (prefix: string) => `${prefix}:worker-presence`;

export async function recordWorkerPresence(redis: Redis, prefix: string, presence: WorkerPresence): Promise<void> {
  await redis.hset(presenceKey(prefix), presence.id, JSON.stringify(presence));
}

/** Every worker heard from in the last day, the longest-running first; older entries are dropped as they are read. */
export async function readWorkerPresences(redis: Redis, prefix: string, now = Date.now()): Promise<WorkerPresence[]> {
  const entries = await redis.hgetall(presenceKey(prefix));
  const presences = Object.values(entries).map((entry) => JSON.parse(entry) as WorkerPresence);
  const forgotten = presences.filter((presence) => now - Date.parse(presence.lastSeenAt) > FORGET_AFTER_MS);
  if (forgotten.length > 0) await redis.hdel(presenceKey(prefix), ...forgotten.map((presence) => presence.id));
  return presences.filter((presence) => !forgotten.includes(presence)).sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}
