import { accessibleDocumentNames } from '@vtrans/contracts/accessible-documents';
import type { WebBlock } from '@vtrans/contracts/document-web-version';
import { analysePdfBounded, type PdfAnalysis } from '@vtrans/documents';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SeedDocument, seedDocuments } from './data/documents';
import { writeSeedPdf } from './documents';

/**
 * The seed's library PDFs against the site's own checker (issue 57): every file meant to pass
 * passes, the files kept untagged on purpose fail, and their web versions have the headings, lists,
 * tables and figures the tags give them. No database: the files are written and checked here.
 */
describe('the seeded library PDFs', () => {
  const checked: { document: SeedDocument; bytes: Uint8Array; analysis: PdfAnalysis }[] = [];
  const tagged = () => checked.filter(({ document }) => !document.untagged);
  const blocksOf = (analysis: PdfAnalysis) => analysis.webVersion.pages.flatMap((page) => page.blocks);

  beforeAll(async () => {
    // One after another on one checker process, as the worker checks them: starting a second process
    // (Node, the TypeScript loader, pdf.js) costs more than the short files take.
    for (const document of seedDocuments) {
      const bytes = await writeSeedPdf(document);
      checked.push({ document, bytes, analysis: await analysePdfBounded(bytes) });
    }
  }, 60_000);

  it('passes every automated check, except the files kept untagged on purpose, which fail them', () => {
    expect(checked).toHaveLength(seedDocuments.length);
    for (const { document, analysis } of checked) {
      if (document.untagged)
        expect(
          analysis.accessibility.findings.map((finding) => finding.rule),
          document.fileName,
        ).toEqual(expect.arrayContaining(['not-tagged', 'no-language', 'font-not-embedded']));
      else expect(analysis.accessibility.findings, document.fileName).toEqual([]);
    }
    // Both states are in the public library for readers and staff to see: not hidden, some current and some archived.
    const failing = seedDocuments.filter((document) => document.untagged);
    expect(failing.length).toBeGreaterThanOrEqual(2);
    expect(failing.every((document) => !document.hidden)).toBe(true);
  });

  it('includes spec §5’s five verified files among those that pass', () => {
    for (const name of accessibleDocumentNames) {
      const file = checked.find(({ document }) => document.fileName === name);
      expect(file?.document.untagged, name).toBeUndefined();
      expect(file?.analysis.accessibility.findings, name).toEqual([]);
    }
  });

  it('makes web versions from the tags: headings below the title on every passing file, and lists, tables with header cells and described figures', () => {
    for (const { document, analysis } of tagged()) {
      const blocks = blocksOf(analysis);
      expect(analysis.webVersion, document.fileName).toMatchObject({ structured: true, note: null });
      expect(blocks[0], document.fileName).toEqual({ kind: 'heading', level: 1, text: document.title });
      expect(blocks.filter((block) => block.kind === 'heading' && block.level === 2).length, document.fileName).toBeGreaterThan(0);
    }
    const blocks = blocksOf(checked.find(({ document }) => document.fileName === 'VTrans_2023_Mid-term_Needs_Technical_Report.pdf')!.analysis);
    expect(blocks.filter((block) => block.kind === 'heading').map((block) => (block as Extract<WebBlock, { kind: 'heading' }>).text)).toEqual([
      '2023 Mid-term Needs Technical Report',
      'Travel markets',
      'Congestion',
      'Mileage by category',
      'Prioritization',
    ]);
    expect(blocks.find((block) => block.kind === 'list')).toEqual({
      kind: 'list',
      items: [{ text: 'Corridors of Statewide Significance' }, { text: 'Regional Networks' }, { text: 'Urban Development Areas' }],
    });
    const table = blocks.find((block): block is Extract<WebBlock, { kind: 'table' }> => block.kind === 'table')!;
    expect(table.caption).toBe('Miles of need identified in the 2023 run');
    expect(table.head).toEqual([
      [
        { text: 'Need', header: true },
        { text: 'Miles', header: true },
      ],
    ]);
    expect(table.body[2]).toEqual([
      { text: 'Roadway safety', header: true },
      { text: '8,422.7', header: false },
    ]);
    expect(blocks.find((block) => block.kind === 'figure')).toEqual({ kind: 'figure', alternative: expect.stringMatching(/^Bar chart of the miles of need/) });
    // Typographic punctuation survives (the embedded font draws it; no WinAnsi downgrade).
    expect(blocksOf(checked.find(({ document }) => document.fileName === 'VTrans_2019_Mid-term_Needs.pdf')!.analysis)[0]).toMatchObject({
      text: 'VTrans 2019–2021 Update: Mid-term Needs (2020)',
    });
  });

  it('keeps the long guide long and searchable to its last page, with a bookmark for each section', () => {
    const guide = checked.find(({ document }) => document.fileName === 'VTrans_Long-term_Technical_Guide.pdf')!;
    expect(guide.analysis.pages).toBeGreaterThan(20);
    expect(guide.analysis.text.split(/\s+/).length).toBeGreaterThan(16_383);
    expect(guide.analysis.webVersion.pages.at(-1)!.blocks.at(-1)).toMatchObject({
      text: expect.stringContaining('managed retreat from the most exposed coastal roads'),
    });
  });

  it('has what PDF/UA asks for beyond the checker’s rules: the PDF/UA claim and the title in XMP, a marked structure, tab order by structure, fonts embedded', async () => {
    for (const { document, bytes } of tagged()) {
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
      const catalog = pdf.catalog;
      expect(catalog.lookup(PDFName.of('Lang'))?.toString(), document.fileName).toBe('(en-US)');
      expect(catalog.lookup(PDFName.of('MarkInfo'), PDFDict).get(PDFName.of('Marked'))?.toString()).toBe('true');
      expect(catalog.lookup(PDFName.of('ViewerPreferences'), PDFDict).get(PDFName.of('DisplayDocTitle'))?.toString()).toBe('true');
      const root = catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict);
      expect(root.lookup(PDFName.of('ParentTree'))).toBeInstanceOf(PDFDict);
      expect(pdf.getTitle()).toBe(document.title);
      const xmp = new TextDecoder().decode((catalog.lookup(PDFName.of('Metadata')) as PDFRawStream).getContents());
      expect(xmp).toContain('<pdfuaid:part>1</pdfuaid:part>');
      expect(xmp).toContain(`<rdf:li xml:lang="x-default">${document.title.replace(/&/g, '&amp;')}</rdf:li>`);
      if (document.repeat)
        expect(catalog.lookup(PDFName.of('Outlines'), PDFDict).get(PDFName.of('Count'))?.toString()).toBe(
          String(document.repeat + (document.sections?.length ?? 0)),
        );
      for (const page of pdf.getPages()) {
        expect(page.node.get(PDFName.of('Tabs'))?.toString()).toBe('/S');
        expect(page.node.get(PDFName.of('StructParents'))).toBeDefined();
        // Every font is Liberation Sans, embedded as a TrueType font program (none of the standard 14).
        for (const [, ref] of page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict).entries()) {
          const font = pdf.context.lookup(ref as PDFRef, PDFDict);
          expect(font.get(PDFName.of('BaseFont'))?.toString()).toMatch(/^\/LiberationSans/);
          const descendant = pdf.context.lookup(font.lookup(PDFName.of('DescendantFonts'), PDFArray).get(0), PDFDict);
          expect(descendant.lookup(PDFName.of('FontDescriptor'), PDFDict).get(PDFName.of('FontFile2'))).toBeInstanceOf(PDFRef);
        }
      }
    }
  });
});
