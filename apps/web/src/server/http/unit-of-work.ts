import 'server-only';
import type { Trx } from '@vtrans/db';
import { db } from '../platform/db';
import { logger } from '../platform/logger';

/** What a server action's or a route handler's work gets: one transaction, and what to do around it. */
export interface UnitOfWork {
  /** The transaction: the work's writes and their events commit together, or none does. */
  db: Trx;
  /** Undoes work outside the database (a stored file) when the transaction does not commit. */
  onRollback(undo: () => Promise<void>): void;
  /** Work outside the database that must wait until the transaction has committed (removing a file). */
  afterCommit(then: () => Promise<void>): void;
}

/**
 * Runs `work` in one transaction, the one way formAction and withRoute write: when it throws,
 * nothing it wrote stays and its undos run (a failed undo is logged, and the work's error is what
 * is thrown); once it has committed, its afterCommit steps run.
 */
export async function inTransaction<Result>(work: (unit: UnitOfWork) => Promise<Result>): Promise<Result> {
  const undos: (() => Promise<void>)[] = [];
  const thens: (() => Promise<void>)[] = [];
  const result = await db()
    .transaction()
    .execute((trx) => work({ db: trx, onRollback: (undo) => undos.push(undo), afterCommit: (then) => thens.push(then) }))
    .catch(async (error: unknown) => {
      for (const undo of undos) await undo().catch((undoError: unknown) => logger().error({ err: undoError }, 'could not undo after a failed transaction'));
      throw error;
    });
  for (const then of thens) await then();
  return result;
}
