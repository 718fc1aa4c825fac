import 'server-only';
import { documentDetailsAsShown } from '@vtrans/contracts/documents';
import { AppError } from '@vtrans/contracts/errors';
import { asRead, savedMeanwhile } from '@vtrans/contracts/saved-meanwhile';
import { documentForChange, latestAuditEntry } from '@vtrans/db';
import type { UnitOfWork } from '../http/unit-of-work';

export const noSuchDocument = () => new AppError('not-found', 'No such document.');

/**
 * The document as a form read it (an edit, or a reviewer's decision), locked, unless someone saved
 * its details since: then refused, naming them, with what it says now (issue 56: no lost edits;
 * issue 63: a reviewer approves what they read).
 */
export async function documentAsRead(db: UnitOfWork['db'], id: string, readAs: string) {
  const before = await documentForChange(db, id);
  if (!before) throw noSuchDocument();
  if (asRead(documentDetailsAsShown(before)) !== readAs) {
    const last = await latestAuditEntry(db, `document:${id}`, ['document.update']);
    throw savedMeanwhile(
      last?.actor ?? null,
      last?.at ?? before.updated_at,
      'this document’s details',
      `Its title is now “${before.title}”${before.hidden ? ', and it is hidden' : ''}.`,
    );
  }
  return before;
}
