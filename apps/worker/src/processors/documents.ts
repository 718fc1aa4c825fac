import { type Db, findDocumentFile, markExtractionFailed, saveDocumentText } from '@vtrans/db';
import { extractPdfText } from '@vtrans/documents';
import type { FileStorage } from '@vtrans/storage';
import type { EventHandlers } from '../jobs/run-job';

/**
 * Extracts a PDF's text into the search index (in chunks; see saveDocumentText). Running it twice
 * replaces the chunks with the same ones. A document removed meanwhile is skipped; a PDF that
 * cannot be read is marked failed with the reason, for staff to see, rather than retried.
 */
export function createDocumentHandlers({ db, storage }: { db: Db; storage: FileStorage }): EventHandlers {
  return {
    'document.extract': async ({ documentId }, { log }) => {
      const document = await findDocumentFile(db, { id: documentId });
      if (!document) return { skipped: 'removed' };
      let extracted: { text: string; pages: number };
      try {
        extracted = await extractPdfText(await storage.get(document.storage_key));
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') throw error;
        const reason = `The PDF could not be read: ${(error as Error).message}`;
        await markExtractionFailed(db, documentId, reason);
        return { failed: reason };
      }
      const chunks = await db.transaction().execute((trx) => saveDocumentText(trx, documentId, extracted.text, `${extracted.pages} pages`));
      log.info({ documentId, pages: extracted.pages, chunks }, 'document text indexed');
      return { pages: extracted.pages, chunks };
    },
  };
}
