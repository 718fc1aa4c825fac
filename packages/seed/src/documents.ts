import { documentFileTypeOf } from '@vtrans/contracts/documents';
import type { FileStorage } from '@vtrans/storage';
import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, StandardFonts } from 'pdf-lib';
import { analysePdfBounded } from '@vtrans/documents';
import { createDocument, type Db, saveDocumentAnalysis } from '@vtrans/db';
import { type SeedChart, type SeedDocument, seedDocuments, type SeedSection, type SeedTable } from './data/documents';
import { type StructureElement, StructureTree, type StructureType, writeOutline, writeXmpMetadata } from './tagged-pdf';

/** The standard PDF fonts encode WinAnsi only: typographic punctuation becomes its ASCII form. */
function winAnsi(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/§/g, 'Section')
    .replace(/[^\x20-\x7e]/g, '');
}

// Liberation Sans (SIL OFL 1.1; see fonts/README.md), read once and embedded as a subset in each file.
const fontFolder = new URL('../fonts/', import.meta.url);
let fontFiles: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
function embeddableFonts() {
  fontFiles ??= Promise.all([readFile(new URL('LiberationSans-Regular.ttf', fontFolder)), readFile(new URL('LiberationSans-Bold.ttf', fontFolder))]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  return fontFiles;
}

/**
 * fontkit as pdf-lib uses it, but parsing each font file once: pdf-lib parses the font again for
 * every file it embeds it in, and decoding Liberation's tables was about three quarters of the time
 * to write a short seed PDF. A parsed font is only read from (each embedding makes its own subset).
 */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
const parsedFonts = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
const fontkitParsingOnce: Fontkit = {
  create(bytes, postscriptName) {
    let font = parsedFonts.get(bytes);
    if (!font) parsedFonts.set(bytes, (font = fontkit.create(bytes, postscriptName)));
    return font;
  },
};

/**
 * No OpenType shaping: pdf-lib draws glyph by glyph and drops positioning (kerning), and for this
 * Latin text the substitutions would only swap in ligatures (fi, fl), whose text a reader then has
 * to recover from the ToUnicode map. Shaping was most of the time to write the long guide.
 */
const noShaping = Object.fromEntries(
  ['ccmp', 'locl', 'rlig', 'mark', 'mkmk', 'calt', 'clig', 'liga', 'rclt', 'curs', 'kern'].map((feature) => [feature, false]),
);

const language = 'en-US';
const producer = 'VTrans seed (pdf-lib)';
/** US Letter, in points. */
const sheet = { width: 612, height: 792, margin: 60 };
const textWidth = sheet.width - 2 * sheet.margin;
const styles = { title: { size: 18, leading: 23 }, heading: { size: 13, leading: 17 }, body: { size: 11, leading: 15 }, small: { size: 9.5, leading: 13 } };
const ink = rgb(0, 0, 0);
const headingInk = rgb(0.05, 0.2, 0.4);
const ruleInk = rgb(0.55, 0.55, 0.55);
const barInk = rgb(0.12, 0.36, 0.62);

interface Typeface {
  regular: PDFFont;
  bold: PDFFont;
  /** The text as the font can draw it. */
  text: (text: string) => string;
  bullet: string;
}

type TextStyle = { size: number; leading: number };
type ElementEntries = Parameters<StructureTree['element']>[2];

/**
 * Lays a document out page by page, top to bottom, and tags each block as it draws it when the
 * file is tagged. A block that fits on a page is not split (the seed's are short); a longer one
 * flows on, each page's part marked on that page as content of the same element.
 */
class SeedPdfLayout {
  private page!: PDFPage;
  /** The baseline of the next line. */
  private y = 0;
  readonly bookmarks: { title: string; page: PDFPage; top: number }[] = [];
  private readonly widths = new Map<PDFFont, Map<string, number>>();

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Typeface,
    private readonly tree: StructureTree | undefined,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.pdf.addPage([sheet.width, sheet.height]);
    this.y = sheet.height - sheet.margin;
  }

  private get pageIsEmpty() {
    return this.y === sheet.height - sheet.margin;
  }

  /** A new page unless `height` fits above the bottom margin (or the page is still empty). */
  private room(height: number) {
    if (this.y - height < sheet.margin && !this.pageIsEmpty) this.newPage();
  }

  /** Words by width; each word measured once per font (fontkit's layout is the costly part). */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    let widths = this.widths.get(font);
    if (!widths) this.widths.set(font, (widths = new Map()));
    const measure = (word: string) => {
      let width = widths.get(word);
      if (width === undefined) widths.set(word, (width = font.widthOfTextAtSize(word, 1)));
      return width * size;
    };
    const space = measure(' ');
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    for (const word of this.fonts.text(text).split(/\s+/).filter(Boolean)) {
      const wordWidth = measure(word);
      if (line && lineWidth + space + wordWidth > width) {
        lines.push(line);
        line = '';
        lineWidth = 0;
      }
      line = line ? `${line} ${word}` : word;
      lineWidth += (lineWidth ? space : 0) + wordWidth;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** A structure element (none in an untagged file); the Document element is the default parent. */
  private group(parent: StructureElement | undefined, type: StructureType, entries?: ElementEntries): StructureElement | undefined {
    return this.tree?.element(parent ?? this.tree.document, type, entries);
  }

  /** Draws on the current page as the element's content (as it is, in an untagged file). */
  private mark(element: StructureElement | undefined, draw: () => void) {
    if (this.tree && element) this.tree.mark(this.page, element, draw);
    else draw();
  }

  private decoration(draw: () => void) {
    if (this.tree) this.tree.artifact(this.page, draw);
    else draw();
  }

  private drawLines(lines: string[], x: number, font: PDFFont, style: TextStyle, color: RGB) {
    for (const line of lines) {
      this.page.drawText(line, { x, y: this.y, size: style.size, font, color });
      this.y -= style.leading;
    }
  }

  /** Lines of text as one element: kept on one page when they fit on one, else flowing from page to page. */
  private text(element: StructureElement | undefined, lines: string[], x: number, font: PDFFont, style: TextStyle, color = ink) {
    if (lines.length * style.leading <= sheet.height - 2 * sheet.margin) this.room(lines.length * style.leading);
    let rest = lines;
    while (rest.length > 0) {
      this.room(style.leading);
      const fit = Math.max(1, Math.floor((this.y - sheet.margin) / style.leading));
      const part = rest.slice(0, fit);
      rest = rest.slice(fit);
      this.mark(element, () => this.drawLines(part, x, font, style, color));
    }
  }

  title(text: string) {
    this.text(
      this.group(undefined, 'H1'),
      this.wrap(text, this.fonts.bold, styles.title.size, textWidth),
      sheet.margin,
      this.fonts.bold,
      styles.title,
      headingInk,
    );
    this.y -= 8;
  }

  heading(text: string, parent: StructureElement | undefined) {
    const lines = this.wrap(text, this.fonts.bold, styles.heading.size, textWidth);
    // Kept with the first lines of what follows it.
    this.room(lines.length * styles.heading.leading + 3 * styles.body.leading + 6);
    if (!this.pageIsEmpty) this.y -= 6;
    this.bookmarks.push({ title: text, page: this.page, top: this.y + styles.heading.size + 4 });
    this.text(this.group(parent, 'H2'), lines, sheet.margin, this.fonts.bold, styles.heading, headingInk);
    this.y -= 2;
  }

  paragraph(text: string, parent: StructureElement | undefined, style = styles.body) {
    this.text(this.group(parent, 'P'), this.wrap(text, this.fonts.regular, style.size, textWidth), sheet.margin, this.fonts.regular, style);
    this.y -= style.leading / 2;
  }

  /** A bulleted list: L, then per item LI with the bullet as its label (Lbl) and its text (LBody). */
  list(items: string[], parent: StructureElement | undefined) {
    const indent = 16;
    const list = this.group(parent, 'L', { A: { O: 'List', ListNumbering: 'Disc' } });
    for (const item of items) {
      const lines = this.wrap(item, this.fonts.regular, styles.body.size, textWidth - indent);
      // The bullet goes on the page of the item's first line.
      this.room(Math.min(lines.length, 3) * styles.body.leading);
      const entry = this.group(list, 'LI');
      const baseline = this.y;
      this.mark(this.group(entry, 'Lbl'), () =>
        this.page.drawText(this.fonts.bullet, { x: sheet.margin + 4, y: baseline, size: styles.body.size, font: this.fonts.regular, color: ink }),
      );
      this.text(this.group(entry, 'LBody'), lines, sheet.margin + indent, this.fonts.regular, styles.body);
      this.y -= 2;
    }
    this.y -= styles.body.leading / 2;
  }

  /**
   * A table: its caption, a header row (TH, column scope) and rows whose first cell names the row
   * (TH, row scope), the rules between rows drawn as artifacts. A row is not split across pages.
   */
  table(table: SeedTable, parent: StructureElement | undefined) {
    const padding = 4;
    const first = table.columns.length === 2 ? 0.55 : 0.4;
    const widths = table.columns.map((_, index) => (index === 0 ? first : (1 - first) / (table.columns.length - 1)) * textWidth);
    const lefts = widths.map((_, index) => sheet.margin + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
    const cellLines = (row: string[], font: PDFFont) => row.map((cell, index) => this.wrap(cell, font, styles.body.size, widths[index]! - 2 * padding));
    const header = cellLines(table.columns, this.fonts.bold);
    const rows = table.rows.map((row) => cellLines(row, this.fonts.regular));
    const height = (cells: string[][]) => Math.max(...cells.map((lines) => lines.length)) * styles.body.leading + padding;
    const caption = this.wrap(table.caption, this.fonts.bold, styles.body.size, textWidth);
    // The caption, the header row and the first row stay together.
    this.room(caption.length * styles.body.leading + 4 + height(header) + (rows[0] ? height(rows[0]) : 0) + 8);

    const element = this.group(parent, 'Table');
    this.text(this.group(element, 'Caption'), caption, sheet.margin, this.fonts.bold, styles.body);
    this.y -= 4;
    const rule = () => {
      const y = this.y + styles.body.leading - 2;
      this.decoration(() => this.page.drawLine({ start: { x: sheet.margin, y }, end: { x: sheet.margin + textWidth, y }, thickness: 0.75, color: ruleInk }));
    };
    const drawRow = (group: StructureElement | undefined, cells: string[][], headerRow: boolean) => {
      this.room(height(cells));
      // A rule above the header row, and above a row that starts a page.
      if (headerRow || this.pageIsEmpty) rule();
      const row = this.group(group, 'TR');
      const top = this.y;
      cells.forEach((lines, index) => {
        const headerCell = headerRow || index === 0;
        const cell = this.group(row, headerCell ? 'TH' : 'TD', headerCell ? { A: { O: 'Table', Scope: headerRow ? 'Column' : 'Row' } } : undefined);
        this.y = top;
        this.mark(cell, () => this.drawLines(lines, lefts[index]! + padding, headerRow ? this.fonts.bold : this.fonts.regular, styles.body, ink));
      });
      this.y = top - height(cells);
      rule();
    };
    drawRow(this.group(element, 'THead'), header, true);
    const body = this.group(element, 'TBody');
    for (const row of rows) drawRow(body, row, false);
    this.y -= styles.body.leading / 2;
  }

  /** A horizontal bar chart: one Figure with its text alternative and its box (Layout BBox), then its caption as a paragraph. */
  chart(chart: SeedChart, parent: StructureElement | undefined) {
    const labelWidth = 170;
    const barHeight = 11;
    const rowHeight = 18;
    const valueRoom = 60;
    const height = chart.bars.length * rowHeight + 6;
    const caption = this.wrap(chart.caption, this.fonts.regular, styles.small.size, textWidth);
    this.room(height + 4 + caption.length * styles.small.leading);
    this.y -= 4;
    const top = this.y + styles.body.size;
    const bottom = top - height;
    const largest = Math.max(...chart.bars.map((bar) => bar.value));
    const figure = this.group(parent, 'Figure', {
      Alt: chart.alternative,
      A: { O: 'Layout', Placement: 'Block', BBox: [sheet.margin, bottom, sheet.margin + textWidth, top] },
    });
    this.mark(figure, () => {
      chart.bars.forEach((bar, index) => {
        const baseline = top - (index + 1) * rowHeight + 5;
        const width = (bar.value / largest) * (textWidth - labelWidth - valueRoom);
        this.page.drawText(this.fonts.text(bar.label), { x: sheet.margin, y: baseline, size: styles.small.size, font: this.fonts.regular, color: ink });
        this.page.drawRectangle({ x: sheet.margin + labelWidth, y: baseline - 2, width, height: barHeight, color: barInk });
        this.page.drawText(bar.value.toLocaleString('en-US'), {
          x: sheet.margin + labelWidth + width + 4,
          y: baseline,
          size: styles.small.size,
          font: this.fonts.regular,
          color: ink,
        });
      });
    });
    this.y = bottom - styles.small.leading;
    this.paragraph(chart.caption, parent, styles.small);
  }

  section(section: SeedSection) {
    const element = this.group(undefined, 'Sect');
    this.heading(section.heading, element);
    for (const text of section.paragraphs ?? []) this.paragraph(text, element);
    if (section.list) this.list(section.list, element);
    if (section.table) this.table(section.table, element);
    if (section.chart) this.chart(section.chart, element);
  }

  /** "Page n of m" at the foot of each page, as a pagination artifact: not read between paragraphs. */
  pageNumbers() {
    const pages = this.pdf.getPages();
    pages.forEach((page, index) => {
      const text = `Page ${index + 1} of ${pages.length}`;
      const width = this.fonts.regular.widthOfTextAtSize(text, styles.small.size);
      const draw = () =>
        page.drawText(text, { x: (sheet.width - width) / 2, y: sheet.margin / 2, size: styles.small.size, font: this.fonts.regular, color: ink });
      if (this.tree) this.tree.artifact(page, draw, { Type: 'Pagination', Subtype: 'Footer' });
      else draw();
    });
  }
}

export type SeedPdfContent = Pick<SeedDocument, 'title' | 'paragraphs' | 'sections' | 'repeat' | 'closing' | 'untagged'>;

/**
 * A real PDF of the document's text: the title, its paragraphs, its sections (headings, lists,
 * tables, charts), wrapped and paginated. Tagged for PDF/UA-1 (a structure tree with every drawn
 * thing in it or marked as an artifact, the language, a title in the Info dictionary and XMP shown
 * in the window, Liberation Sans embedded as subsets, bookmarks for the sections) so that it passes
 * the site's own checks; or, for `untagged`, as pdf-lib writes by default (Helvetica, no tags).
 */
export async function writeSeedPdf(document: SeedPdfContent): Promise<Uint8Array> {
  const tagged = !document.untagged;
  // Untagged, pdf-lib's own metadata is kept (as before); tagged, every metadata field is set below so the Info dictionary and XMP agree.
  const pdf = await PDFDocument.create({ updateMetadata: !tagged });
  let fonts: Typeface;
  if (tagged) {
    const files = await embeddableFonts();
    pdf.registerFontkit(fontkitParsingOnce);
    const [regular, bold] = await Promise.all([
      pdf.embedFont(files.regular, { subset: true, features: noShaping }),
      pdf.embedFont(files.bold, { subset: true, features: noShaping }),
    ]);
    fonts = { regular, bold, text: (text) => text, bullet: '•' };
  } else {
    const [regular, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
    fonts = { regular, bold, text: winAnsi, bullet: '-' };
  }
  const tree = tagged ? new StructureTree(pdf) : undefined;
  const layout = new SeedPdfLayout(pdf, fonts, tree);

  layout.title(document.title);
  if (!document.repeat) for (const text of document.paragraphs) layout.paragraph(text, undefined);
  for (const section of document.sections ?? []) layout.section(section);
  for (let round = 0; round < (document.repeat ?? 0); round += 1) layout.section({ heading: `Section ${round + 1}`, paragraphs: document.paragraphs });
  if (document.closing) layout.paragraph(document.closing, undefined);

  if (!tree) {
    pdf.setTitle(winAnsi(document.title));
    return pdf.save();
  }
  layout.pageNumbers();
  tree.finish();
  writeOutline(pdf, layout.bookmarks);
  const created = new Date();
  pdf.setTitle(document.title, { showInWindowTitleBar: true });
  pdf.setLanguage(language);
  pdf.setProducer(producer);
  pdf.setCreator(producer);
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);
  writeXmpMetadata(pdf, { title: document.title, language, producer, created });
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
          {
            title: document.title,
            description: document.description,
            publishedOn: document.publishedOn,
            tags: document.tags,
            hidden: document.hidden ?? false,
            archived: document.archived ?? false,
          },
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
