import { AnnotationMode, OPS, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { analysisLimits, PdfAnalysisError } from './limits';

/**
 * What pdf.js reads from one page's content: whether everything drawn is tagged or marked as an
 * artifact (PDF/UA 7.1), whether the page is an image with no text (a scan), and its text —
 * all of it for the search index, and by marked-content id for the web version.
 */
export interface PageContent {
  number: number;
  /** Drawing operators outside both tagged content and artifacts. */
  untaggedContent: number;
  /** Artifacts inside tagged content, and tagged content inside artifacts. */
  misnestedContent: number;
  /** Images drawn outside a Figure tag (a figure has its own rule on alternative text; a scan tagged as a paragraph is still a scan). */
  drawsImages: boolean;
  /** Every character on the page, in content order, lines ended by newlines. */
  text: string;
  /** Text by marked-content id (pdf.js's "p<page>R_mc<id>"), artifacts left out. */
  textById: Map<string, string>;
  /** Every text but artifacts, as lines with their position, for a reading-order fallback. */
  lines: TextLine[];
  /** Characters of text inside tagged content, and outside it (not artifacts): a page mostly untagged is read in order. */
  taggedCharacters: number;
  untaggedCharacters: number;
}

export interface TextLine {
  text: string;
  /** Baseline height from the bottom of the page, and the font's size. */
  y: number;
  size: number;
}

const paintOperators = new Set<number>([
  OPS.showText,
  OPS.showSpacedText,
  OPS.nextLineShowText,
  OPS.nextLineSetSpacingShowText,
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageXObjectRepeat,
  OPS.paintImageMaskXObjectRepeat,
  OPS.paintSolidColorImageMask,
  OPS.paintImageMaskXObjectGroup,
  OPS.paintInlineImageXObjectGroup,
  OPS.shadingFill,
  OPS.fill,
  OPS.eoFill,
  OPS.stroke,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);
const imageOperators = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageXObjectRepeat, OPS.paintInlineImageXObjectGroup]);

/** Whether an operator draws something; pdf.js folds a path's painting operator into constructPath's first argument. */
function paints(operator: number, args: unknown): boolean {
  if (operator === OPS.constructPath) {
    const painting = Array.isArray(args) ? args[0] : undefined;
    return typeof painting === 'number' && painting !== OPS.endPath && paintOperators.has(painting);
  }
  return paintOperators.has(operator);
}

interface Marked {
  tagged: boolean;
  artifact: boolean;
  figure: boolean;
}

export async function readPage(page: PDFPageProxy, number: number): Promise<PageContent> {
  const operators = await page.getOperatorList({ annotationMode: AnnotationMode.DISABLE });
  if (operators.fnArray.length > analysisLimits.operatorsPerPage) {
    throw new PdfAnalysisError('too-complex', `page ${number} draws more than ${analysisLimits.operatorsPerPage.toLocaleString('en-US')} operations`);
  }
  const stack: Marked[] = [];
  let untaggedContent = 0;
  let misnestedContent = 0;
  let drawsImages = false;
  operators.fnArray.forEach((operator, index) => {
    const args = operators.argsArray[index];
    const inside = stack.at(-1) ?? { tagged: false, artifact: false, figure: false };
    if (operator === OPS.beginMarkedContent || operator === OPS.beginMarkedContentProps) {
      // A BMC's tag arrives as a name object ({ name }), a BDC's as a string; a BDC's MCID as a number.
      const [tag, properties] = (args ?? []) as [string | { name?: string } | undefined, unknown];
      const tagName = typeof tag === 'string' ? tag : tag?.name;
      const mark = { tagged: typeof properties === 'number', artifact: tagName === 'Artifact', figure: tagName === 'Figure' };
      if ((mark.artifact && inside.tagged) || (mark.tagged && inside.artifact)) misnestedContent++;
      // Each mark carries what it sits in, so a question about the content in it is answered at once.
      stack.push({ tagged: mark.tagged || inside.tagged, artifact: mark.artifact || inside.artifact, figure: mark.figure || inside.figure });
    } else if (operator === OPS.endMarkedContent) {
      stack.pop();
    } else if (paints(operator, args)) {
      if (imageOperators.has(operator) && !inside.figure) drawsImages = true;
      if (!inside.tagged && !inside.artifact) untaggedContent++;
    }
  });
  page.cleanup();
  return { number, untaggedContent, misnestedContent, drawsImages, ...(await readText(page)) };
}

interface TextItem {
  str: string;
  hasEOL: boolean;
  transform: number[];
  height: number;
}
type ContentItem = TextItem | { type: 'beginMarkedContent' | 'beginMarkedContentProps' | 'endMarkedContent'; id?: string | null; tag?: string };

async function readText(page: PDFPageProxy): Promise<Pick<PageContent, 'text' | 'textById' | 'lines' | 'taggedCharacters' | 'untaggedCharacters'>> {
  const content = await page.getTextContent({ includeMarkedContent: true });
  const stack: { id: string | null; artifact: boolean }[] = [];
  const textById = new Map<string, string>();
  const lines: TextLine[] = [];
  let text = '';
  let line: TextLine | null = null;
  let taggedCharacters = 0;
  let untaggedCharacters = 0;
  for (const item of content.items as ContentItem[]) {
    if ('type' in item) {
      if (item.type === 'endMarkedContent') stack.pop();
      else stack.push({ id: item.id ?? null, artifact: item.tag === 'Artifact' });
      continue;
    }
    text += item.str + (item.hasEOL ? '\n' : '');
    if (stack.some((mark) => mark.artifact)) continue;
    const id = stack.findLast((mark) => mark.id !== null)?.id;
    if (id) {
      textById.set(id, (textById.get(id) ?? '') + item.str + (item.hasEOL ? ' ' : ''));
      taggedCharacters += item.str.trim().length;
    } else {
      untaggedCharacters += item.str.trim().length;
    }
    line ??= { text: '', y: item.transform[5] ?? 0, size: item.height || Math.abs(item.transform[3] ?? 0) };
    line.text += item.str;
    if (item.hasEOL) {
      lines.push(line);
      line = null;
    }
  }
  if (line) lines.push(line);
  return { text, textById, lines: lines.filter((candidate) => candidate.text.trim() !== ''), taggedCharacters, untaggedCharacters };
}
