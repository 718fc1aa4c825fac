import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text, pages joined by blank lines (unpdf, pdf.js underneath), and its page count. */
export async function extractPdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  // pdf.js takes ownership of the buffer it is given; a copy keeps the caller's bytes intact.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  return { text: (text as string[]).join('\n\n'), pages: totalPages };
}
