import { documentFileTypeOf } from '@vtrans/contracts/documents';
import type { FileStorage } from '@vtrans/storage';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { analysePdfBounded } from '@vtrans/documents';
import { createDocument, type Db, saveDocumentAnalysis } from '@vtrans/db';
import { type SeedDocument, seedDocuments } from './data/documents';

/** The standard PDF fonts encode WinAnsi only: typographic punctuation becomes its ASCII form. */
function winAnsi(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/§/g, 'Section')
    .replace(/[^\x20-\x7e]/g, '');
}

/** A real PDF of the document's text: a title, then the paragraphs, wrapped and paginated. */
export async function writeSeedPdf(document: Pick<SeedDocument, 'title' | 'paragraphs' | 'repeat' | 'closing'>): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(document.title));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height, margin, size, leading] = [612, 792, 60, 11, 15];
  let page = pdf.addPage([width, height]);
  let y = height - margin;
  const line = (text: string, lineFont = font, lineSize = size) => {
    if (y < margin) {
      page = pdf.addPage([width, height]);
      y = height - margin;
    }
    page.drawText(text, { x: margin, y, size: lineSize, font: lineFont });
    y -= leading;
  };
  const paragraph = (text: string) => {
    let current = '';
    for (const word of winAnsi(text).split(/\s+/)) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width - 2 * margin) {
        line(current);
        current = word;
      } else {
        current = next;
      }
    }
    if (current) line(current);
    y -= leading / 2;
  };
  line(winAnsi(document.title), bold, 16);
  y -= leading;
  for (let round = 0; round < (document.repeat ?? 1); round += 1) {
    for (const text of document.paragraphs) paragraph(document.repeat ? `Section ${round + 1}. ${text}` : text);
  }
  if (document.closing) paragraph(document.closing);
  return pdf.save();
}

/**
 * Writes each seed document that is not in the library yet — its PDF into storage, its row and
 * tags, its text, accessibility check and web version — so a second seed changes nothing. The
 * analysis is the worker's own (analysePdfBounded), run here at once so the seed leaves no jobs behind.
 */
export async function seedDocumentLibrary(db: Db, storage: FileStorage): Promise<number> {
  // The trash too: a seeded file staff moved there keeps its name (restorable), and is not seeded again.
  const existing = new Set((await db.selectFrom('document_records').select('file_name').execute()).map((row) => row.file_name));
  for (const document of seedDocuments) {
    if (existing.has(document.fileName)) continue;
    const bytes = await writeSeedPdf(document);
    const analysis = await analysePdfBounded(bytes);
    const storageKey = await storage.put('documents', bytes, 'pdf');
    try {
      await db.transaction().execute(async (trx) => {
        const id = await createDocument(
          trx,
          { title: document.title, description: document.description, publishedOn: document.publishedOn, tags: document.tags, hidden: document.hidden ?? false, archived: document.archived ?? false },
          { fileName: document.fileName, fileType: documentFileTypeOf(document.fileName)!, sizeBytes: bytes.length, storageKey },
          { extract: false },
        );
        await saveDocumentAnalysis(trx, id, analysis);
      });
    } catch (error) {
      await storage.remove(storageKey);
      throw error;
    }
  }
  return seedDocuments.length;
}
