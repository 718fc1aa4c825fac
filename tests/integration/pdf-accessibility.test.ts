import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { WebBlock, WebVersion } from '@vtrans/contracts/document-web-version';
import { documentAccessibilityState, pdfAutomatedChecks, pdfUaTestsNotChecked, type PdfAccessibilityRule } from '@vtrans/contracts/pdf-accessibility';
import { analysePdfBounded, PdfAnalysisError } from '@vtrans/documents';
import { seedDocuments, writeSeedPdf } from '@vtrans/seed';
import { describe, expect, it } from 'vitest';
import { deepObjectGraph, decompressionBomb, malformedXref } from '../support/hostile-pdfs';
import { caughtByOwnCheck, checkCorpus, committedCorpus, corpusFigures } from '../support/verapdf-corpus';

const producers = path.resolve(import.meta.dirname, '../fixtures/pdf-producers');
const analyse = (name: string) => analysePdfBounded(readFileSync(path.join(producers, name)));
const rules = (findings: { rule: PdfAccessibilityRule }[]) => findings.map((finding) => finding.rule);

describe('the PDF accessibility checker', () => {
  // A hang bound: 178 files through the checker's process, on a loaded machine.
  it(
    'gives the veraPDF corpus files the verdict the corpus does, each failing file for the reason its test names (issue 60)',
    { timeout: 600_000 },
    async () => {
      const files = await checkCorpus(committedCorpus);
      expect(files.length).toBe(178);
      const figures = corpusFigures(files);
      // Every file agrees but those of the tests no check decides, which are listed, not left out.
      const undecided = files.filter((file) => file.test in pdfUaTestsNotChecked).map((file) => file.file);
      expect(
        figures.disagreeing.map((line) => line.split(':')[0]),
        JSON.stringify(figures.disagreeing),
      ).toEqual(undecided.filter((file) => file.includes('-fail-')));
      expect(figures.notChecked.length).toBe(undecided.length);
      // A failing file is caught by the check covering its test, not by another that happens to fire.
      const wrongReason = files.filter((file) => file.expected === 'fail' && file.check && !caughtByOwnCheck(file));
      expect(wrongReason.map((file) => `${file.file}: ${file.found.join(', ')} (not ${file.check})`)).toEqual([]);
    },
  );

  it('classifies PDFs of real producers as a reader would meet them', async () => {
    // LibreOffice's PDF/UA export of the document passes every automated check; its untagged export does not.
    const tagged = await analyse('libreoffice-tagged.pdf');
    expect(tagged.accessibility.findings).toEqual([]);
    expect(tagged.accessibility.checks).toEqual(pdfAutomatedChecks);
    const untagged = await analyse('libreoffice-untagged.pdf');
    expect(rules(untagged.accessibility.findings)).toContain('not-tagged');
    expect(documentAccessibilityState({ accessible: false, accessibility_check: 'failed', accessibility_findings: untagged.accessibility.findings })).toBe(
      'problems',
    );
    // Chromium tags what it prints and titles it in the Info dictionary, but writes no XMP metadata and
    // no PDF/UA identification, and puts a NonStruct in its list items: details, not barriers.
    const chromium = await analyse('chromium-print.pdf');
    expect(rules(chromium.accessibility.findings).sort()).toEqual(['list-structure', 'no-pdfua-identification', 'title-not-in-metadata']);
    expect(
      documentAccessibilityState({
        accessible: false,
        accessibility_check: 'failed',
        accessibility_findings: chromium.accessibility.findings,
        accessibility_checks: chromium.accessibility.checks,
      }),
    ).toBe('details');
    // A scanned page: an image with no text at all.
    const scanned = await analyse('img2pdf-scanned.pdf');
    expect(rules(scanned.accessibility.findings)).toEqual(expect.arrayContaining(['not-tagged', 'scanned-page', 'no-title']));
    expect(scanned.accessibility.findings.find((finding) => finding.rule === 'scanned-page')!.pages).toEqual([1]);
    expect(scanned.text.trim()).toBe('');
  });

  it('makes the web version from the tags: headings, a list, a table with its header row', async () => {
    const { webVersion } = await analyse('libreoffice-tagged.pdf');
    const blocks = webVersion.pages.flatMap((page) => page.blocks);
    expect(webVersion).toMatchObject<Partial<WebVersion>>({ structured: true, note: null, truncated: false });
    expect(blocks.filter((block) => block.kind === 'heading')).toEqual([
      { kind: 'heading', level: 1, text: 'Route 29 Corridor Study Summary' },
      { kind: 'heading', level: 2, text: 'Findings' },
      { kind: 'heading', level: 2, text: 'Needs by segment' },
      { kind: 'heading', level: 2, text: 'Next steps' },
    ]);
    const list = blocks.find((block): block is Extract<WebBlock, { kind: 'list' }> => block.kind === 'list')!;
    expect(list.items.map((item) => item.text)).toEqual([
      'Crashes at unsignalized crossovers are the largest safety need.',
      'Travel time reliability falls on summer weekends near the James River bridge.',
      'Bicycle and pedestrian crossings are missing in three town centers.',
    ]);
    const table = blocks.find((block): block is Extract<WebBlock, { kind: 'table' }> => block.kind === 'table')!;
    expect(table.head).toEqual([
      [
        { text: 'Segment', header: true },
        { text: 'Safety need', header: true },
        { text: 'Reliability need', header: true },
      ],
    ]);
    expect(table.body.map((row) => row.map((cell) => cell.text))).toEqual([
      ['Charlottesville to Lovingston', 'High', 'Medium'],
      ['Lovingston to Amherst', 'Medium', 'Low'],
      ['Amherst to Lynchburg', 'High', 'High'],
    ]);
  });

  it('falls back to the text in reading order for a PDF without tags, and says so', async () => {
    const { webVersion } = await analyse('libreoffice-untagged.pdf');
    expect(webVersion.structured).toBe(false);
    expect(webVersion.note).toMatch(/no tags/);
    const text = webVersion.pages
      .flatMap((page) => page.blocks)
      .map((block) => (block.kind === 'paragraph' ? block.text : ''))
      .join('\n');
    expect(text).toContain('Localities may apply for GAP-TA support to scope projects for SMART SCALE.');
  });

  // A hang bound for a loaded machine, not a speed measure (the bench times the files): each file is
  // failed by a limit of its own, never by the checker's 120 s clock.
  it('fails hostile PDFs with a reason of their own, not the checker’s time limit, and goes on checking the next file', { timeout: 300_000 }, async () => {
    const bomb = await decompressionBomb(1_024);
    for (const [name, bytes] of [
      ['deep object graph', deepObjectGraph()],
      ['decompression bomb', bomb],
      ['malformed xref', malformedXref()],
    ] as const) {
      await analyse('libreoffice-tagged.pdf');
      const outcome = await analysePdfBounded(bytes).then(
        (analysis) => ({ ok: true as const, analysis }),
        (error: unknown) => ({ ok: false as const, error }),
      );
      if (outcome.ok) {
        // A broken cross-reference table is rebuilt by pdf.js; the file is then judged on what it is.
        expect(name).toBe('malformed xref');
        expect(rules(outcome.analysis.accessibility.findings)).toContain('not-tagged');
      } else {
        expect(outcome.error, name).toBeInstanceOf(PdfAnalysisError);
        expect((outcome.error as PdfAnalysisError).kind, name).not.toBe('timeout');
        expect((outcome.error as Error).message.length, name).toBeGreaterThan(10);
      }
    }
    // The bomb's metadata stream is refused once it decodes past 64 MB, before it can exhaust memory.
    expect((await analysePdfBounded(bomb).catch((error: PdfAnalysisError) => error)) as PdfAnalysisError).toMatchObject({
      kind: 'too-complex',
      message: expect.stringMatching(/streams holds more than 64 MB/),
    });
    // What the checker's own limits do not bound (pdf.js's decoding) the process's memory limit does:
    // a limit below any Node process's own size stops the file — the seed's longest, read for seconds
    // while the process is measured every 50 ms — with the reason in words.
    const longest = seedDocuments.reduce((most, document) => ((document.repeat ?? 0) > (most.repeat ?? 0) ? document : most));
    expect(
      (await analysePdfBounded(await writeSeedPdf(longest), { residentBytes: 16 * 1024 * 1024 }).catch((error: PdfAnalysisError) => error)) as PdfAnalysisError,
    ).toMatchObject({
      kind: 'memory',
      message: expect.stringMatching(/more than 16 MB of memory/),
    });
    expect((await analyse('libreoffice-tagged.pdf')).accessibility.findings).toEqual([]);
  });
});
