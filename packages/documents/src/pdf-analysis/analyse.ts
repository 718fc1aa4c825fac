import { webVersionNotes, type WebVersion } from '@vtrans/contracts/document-web-version';
import {
  BOOKMARKS_EXPECTED_ABOVE_PAGES,
  type PdfAccessibilityFinding,
  type PdfAccessibilityReport,
  type PdfAccessibilityRule,
} from '@vtrans/contracts/pdf-accessibility';
import { PDFDocument } from 'pdf-lib';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { analysisLimits, PdfAnalysisError } from './limits';
import { type PageContent, readPage } from './pages';
import { encryptionAllowsAssistiveTechnology, readAnnotations, readFonts, readStructure, refKey, skippedHeadings, textOf, entry } from './structure';
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
const pagesListed = 50;

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
    const pageNumbers = new Map(raw.getPages().map((page, index) => [refKey(page.ref), index + 1]));
    const catalogLanguage = textOf(entry(raw.catalog, 'Lang'))?.trim() || undefined;
    const structure = readStructure(raw, pageNumbers, catalogLanguage);
    const fonts = readFonts(raw);
    const annotations = readAnnotations(raw, structure.linkAnnotations, structure.tagged);

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

    const [markInfo, viewerPreferences, metadata, outline] = await Promise.all([
      pdf.getMarkInfo(),
      pdf.getViewerPreferences(),
      pdf.getMetadata(),
      pdf.getOutline(),
    ]);
    const findings: PdfAccessibilityFinding[] = [];
    const add = (rule: PdfAccessibilityRule, count: number, pageSet: Iterable<number> = [], detail?: string) => {
      if (count > 0) findings.push({ rule, count, pages: [...pageSet].sort((a, b) => a - b).slice(0, pagesListed), ...(detail ? { detail } : {}) });
    };
    const pagesWhere = (test: (page: PageContent) => boolean) => pages.filter(test).map((page) => page.number);

    add('not-tagged', structure.tagged && markInfo?.Marked ? 0 : 1);
    add('tags-suspect', markInfo?.Suspects ? 1 : 0);
    if (structure.tagged) {
      const untagged = pagesWhere((page) => page.untaggedContent > 0 || page.misnestedContent > 0);
      add('untagged-content', untagged.length, untagged);
      add(
        'figure-without-alternative',
        structure.figures.withoutAlternative,
        structure.figures.pages,
        `${structure.figures.withoutAlternative} of ${structure.figures.total} figures`,
      );
      add(
        'table-without-headers',
        structure.tables.withoutHeaders,
        structure.tables.pages,
        `${structure.tables.withoutHeaders} of ${structure.tables.total} tables`,
      );
      add('heading-levels-skipped', skippedHeadings(structure.headingLevels));
      add('link-not-tagged', annotations.linksNotTagged.count, annotations.linksNotTagged.pages);
    }
    const title = (metadata.metadata?.get('dc:title') as string | null | undefined)?.trim();
    add('no-title', title ? 0 : 1);
    add('title-not-shown', (viewerPreferences as { DisplayDocTitle?: boolean } | null)?.DisplayDocTitle === true ? 0 : 1);
    add('no-language', catalogLanguage || (structure.tagged && structure.contentWithoutLanguage === 0) ? 0 : 1);
    add('font-not-embedded', fonts.notEmbedded.size, fonts.pagesNotEmbedded, [...fonts.notEmbedded].slice(0, 10).join(', '));
    add('text-not-readable', fonts.withoutUnicode.size, fonts.pagesWithoutUnicode, [...fonts.withoutUnicode].slice(0, 10).join(', '));
    const scanned = pagesWhere((page) => page.drawsImages && page.text.trim() === '');
    add('scanned-page', scanned.length, scanned);
    add('link-without-description', annotations.linksWithoutDescription.count, annotations.linksWithoutDescription.pages);
    add('tab-order-not-structural', annotations.tabOrderPages.size, annotations.tabOrderPages);
    add('no-bookmarks', pdf.numPages > BOOKMARKS_EXPECTED_ABOVE_PAGES && !(outline?.length ?? 0) ? 1 : 0);
    add('encryption-blocks-assistive-technology', encryptionAllowsAssistiveTechnology(raw) ? 0 : 1);

    const note = truncated ? webVersionNotes.truncated : !structure.tagged ? webVersionNotes.untagged : partlyTagged ? webVersionNotes.partlyTagged : null;
    return {
      pages: pdf.numPages,
      text: pages.map((page) => page.text).join('\n\n'),
      accessibility: { pages: pdf.numPages, findings },
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

async function loadObjects(bytes: Uint8Array): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch (error) {
    if (error instanceof RangeError) throw new PdfAnalysisError('too-complex', 'its objects are nested too deeply to read');
    throw new PdfAnalysisError('unreadable', `its objects could not be read (${(error as Error).message})`);
  }
}
