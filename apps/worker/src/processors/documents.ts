import { type Db, expireAccessibleFiles, findDocumentFile, markAnalysisFailed, purgeTrashedDocuments, saveDocumentAnalysis } from '@vtrans/db';
import { analysePdfBounded, PdfAnalysisError } from '@vtrans/documents';
import type { FileStorage } from '@vtrans/storage';
import { UnrecoverableError } from 'bullmq';
import type { EventHandlers } from '../jobs/run-job';

/**
 * Reads a PDF once, in a bounded checker process, and keeps what it found: its text in the search
 * index (in chunks; see saveDocumentText), its PDF/UA findings, and its web version. Running it
 * twice replaces all three with the same. A document removed meanwhile is skipped; a PDF that
 * cannot be read, or breaks a limit, is marked failed with the reason for staff to see, and its job
 * fails for good with it rather than retrying — the same file fails the same way. (The event
 * keeps its first name, extract.)
 */
export function createDocumentHandlers({ db, storage }: { db: Db; storage: FileStorage }): EventHandlers {
  return {
    'document.extract': async ({ documentId }, { log }) => {
      const document = await findDocumentFile(db, { id: documentId });
      if (!document) return { skipped: 'removed' };
      const bytes = await storage.get(document.storage_key);
      let analysis;
      try {
        analysis = await analysePdfBounded(bytes);
      } catch (error) {
        if (!(error instanceof PdfAnalysisError)) throw error;
        await markAnalysisFailed(db, documentId, error.message);
        // Recorded on the document for staff, and the job fails with the reason (no retry: the
        // same file fails the same way), so operators see it among the failed jobs (issue 59).
        throw new UnrecoverableError(`The document was not read or checked: ${error.message}`);
      }
      const chunks = await db.transaction().execute((trx) => saveDocumentAnalysis(trx, documentId, analysis));
      const findings = analysis.accessibility.findings.map((finding) => finding.rule);
      log.info({ documentId, pages: analysis.pages, chunks, findings }, 'document analysed');
      return { pages: analysis.pages, chunks, findings };
    },
    // The rows go first, then their files: a run stopped between the two leaves files no row names
    // (harmless), never a row whose file is gone. A second run finds nothing left to purge.
    'documents.purge-trash': async (_payload, { log }) => {
      const keys = await purgeTrashedDocuments(db);
      // Each file on its own: one that cannot be removed (its rows are gone, so no retry would
      // find it) is logged for an operator, and the rest are still removed.
      let left = 0;
      for (const key of keys) {
        await storage.remove(key).catch((error: unknown) => {
          left += 1;
          log.error({ err: error, storageKey: key }, 'a purged document’s file could not be removed');
        });
      }
      if (keys.length) log.info({ purged: keys.length, filesLeft: left }, 'documents purged from the trash');
      // The accessible files sent to readers whose 30 days are over go too: their links are already
      // cleared, so a file that cannot be removed now is only logged.
      const expired = await expireAccessibleFiles(db);
      for (const key of expired) {
        await storage.remove(key).catch((error: unknown) => log.error({ err: error, storageKey: key }, 'an expired accessible file could not be removed'));
      }
      return { purged: keys.length, filesLeft: left, accessibleFilesExpired: expired.length };
    },
  };
}
