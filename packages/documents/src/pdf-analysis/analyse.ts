import { webVersionNotes, type WebVersion } from '@vtrans/contracts/document-web-version';
import { BOOKMARKS_EXPECTED_ABOVE_PAGES, pdfAutomatedChecks, type PdfAccessibilityReport } from '@vtrans/contracts/pdf-accessibility';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { checkAnnotations, checkDocument, encryptionAllowsAssistiveTechnology } from './document-rules';
import { Tally } from './findings';
import { FontUsage } from './fonts';
import { analysisLimits, PdfAnalysisError } from './limits';
import { readMarkedContent } from './marked-content';
import { type PageContent, readPage } from './pages';
import { dictEntry, itemsOf, refKey, resolve, StreamReader } from './pdf-objects';
import { readStructure } from './structure';
import { checkStructure } from './structure-rules';
import { blockCharacters, blocksFromLines, blocksFromStructure, type StructNode } from './web-version';

/** Everything the document pipeline keeps from one PDF, from one reading of it. */
export interface PdfAnalysis {
  pages: number;
  /** The text for the search index: pages joined by blank lines. */
  text: string;
  accessibility: PdfAccessibilityReport;
  webVersion: WebVersion;
}

const webVersionCharacters = 4_000_000;

/**
 * Reads a PDF with pdf.js (pages, content, text, structure per page) and pdf-lib (the raw objects
 * pdf.js does not expose) and answers its text, its PDF/UA findings and its web version. Runs in
 * the bounded child process (bounded.ts); limits it cannot see coming are counted here.
 */
export async function analysePdf(bytes: Uint8Array): Promise<PdfAnalysis> {
  if (bytes.byteLength > analysisLimits.bytes)
    throw new PdfAnalysisError('too-large', `it is larger than ${Math.round(analysisLimits.bytes / 1024 / 1024)} MB`);
  let pdf: PDFDocumentProxy;
  try {
    // pdf.js takes ownership of the buffer it is given; a copy keeps the caller's bytes intact.
    pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false, disableFontFace: true, stopAtErrors: false }).promise;
  } catch (error) {
    if ((error as Error).name === 'PasswordException')
      throw new PdfAnalysisError('password', 'it is protected by a password, so neither this check nor a screen reader can open it');
    throw new PdfAnalysisError('unreadable', `it is not a PDF that can be read (${(error as Error).message})`);
  }
  try {
    if (pdf.numPages > analysisLimits.pages)
      throw new PdfAnalysisError(
        'too-complex',
        `it has ${pdf.numPages.toLocaleString('en-US')} pages; the check reads at most ${analysisLimits.pages.toLocaleString('en-US')}`,
      );
    const raw = await loadObjects(bytes);
    countPages(raw);
    if (raw.context.trailerInfo.Encrypt !== undefined)
      throw new PdfAnalysisError(
        'unreadable',
        encryptionAllowsAssistiveTechnology(raw)
          ? 'it is encrypted, and the check cannot read the tags, language and fonts of an encrypted file; save it without encryption to have it checked'
          : 'its security settings stop screen readers from reading its text',
      );
    const streams = new StreamReader();
    const pageNumbers = new Map(raw.getPages().map((page, index) => [refKey(page.ref), index + 1]));
    const structure = readStructure(raw, pageNumbers);
    const tally = new Tally();
    checkStructure(structure, tally);
    checkDocument(raw, structure, streams, tally);
    checkAnnotations(raw, structure, tally);
    const fonts = new FontUsage(raw, streams);
    readMarkedContent(raw, structure, fonts, streams, tally);
    fonts.check(tally);

    const pages: PageContent[] = [];
    const webPages: WebVersion['pages'] = [];
    let partlyTagged = false;
    let webSize = 0;
    let truncated = false;
    let textLength = 0;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await readPage(page, number);
      textLength += content.text.length;
      if (textLength > analysisLimits.textCharacters)
        throw new PdfAnalysisError('too-complex', `it holds more than ${analysisLimits.textCharacters.toLocaleString('en-US')} characters of text`);
      pages.push(content);
      if (truncated) continue;
      // A tagged page is built from its tags, unless most of its text is untagged: then it is read in order.
      let blocks = structure.tagged ? blocksFromStructure(((await page.getStructTree()) as StructNode | null) ?? { role: 'Root' }, content.textById) : [];
      if (!structure.tagged || content.untaggedCharacters > content.taggedCharacters) {
        if (structure.tagged) partlyTagged = true;
        blocks = blocksFromLines(content.lines);
      }
      webSize += blockCharacters(blocks);
      if (webSize > webVersionCharacters) truncated = true;
      else webPages.push({ number, blocks });
    }

    const outline = await pdf.getOutline();
    const pagesWhere = (test: (page: PageContent) => boolean) => pages.filter(test).map((page) => page.number);
    if (structure.tagged) for (const page of pagesWhere((page) => page.untaggedContent > 0 || page.misnestedContent > 0)) tally.add('untagged-content', page);
    for (const page of pagesWhere((page) => page.drawsImages && page.text.trim() === '')) tally.add('scanned-page', page);
    if (pdf.numPages > BOOKMARKS_EXPECTED_ABOVE_PAGES && !(outline?.length ?? 0)) tally.add('no-bookmarks');

    const note = truncated ? webVersionNotes.truncated : !structure.tagged ? webVersionNotes.untagged : partlyTagged ? webVersionNotes.partlyTagged : null;
    return {
      pages: pdf.numPages,
      text: pages.map((page) => page.text).join('\n\n'),
      accessibility: { pages: pdf.numPages, checks: [...pdfAutomatedChecks], findings: tally.findings() },
      webVersion: { structured: structure.tagged, note, pages: webPages, truncated },
    };
  } catch (error) {
    if (error instanceof PdfAnalysisError) throw error;
    if (error instanceof RangeError) throw new PdfAnalysisError('too-complex', 'its objects are nested too deeply to read');
    throw new PdfAnalysisError('unreadable', `it could not be read (${(error as Error).message})`);
  } finally {
    await pdf.destroy();
  }
}

/**
 * The page tree walked before pdf-lib lists its pages: a tree whose count lies, or that lists one
 * branch many times, would have pdf-lib list millions. The pages, and the tree's nodes, are counted.
 */
function countPages(document: PDFDocument): void {
  const tooMany = () =>
    new PdfAnalysisError('too-complex', `its page tree holds more than ${analysisLimits.pages.toLocaleString('en-US')} pages or repeats a branch`);
  const root = dictEntry(document.catalog, 'Pages');
  const pending = root ? [root] : [];
  const seen = new Set<PDFDict>();
  let pages = 0;
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (seen.has(node)) throw tooMany();
    seen.add(node);
    const kids = node.get(PDFName.of('Kids'));
    if (kids === undefined) {
      if (++pages > analysisLimits.pages) throw tooMany();
      continue;
    }
    for (const kid of itemsOf(document, kids)) {
      const child = resolve(document, kid);
      if (child instanceof PDFDict) pending.push(child);
      if (pending.length + seen.size > analysisLimits.pages * 4) throw tooMany();
    }
  }
}

async function loadObjects(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch (error) {
    if (error instanceof RangeError) throw new PdfAnalysisError('too-complex', 'its objects are nested too deeply to read');
    throw new PdfAnalysisError('unreadable', `its objects could not be read (${(error as Error).message})`);
  }
}
