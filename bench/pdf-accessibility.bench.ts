import { existsSync } from 'node:fs';
import path from 'node:path';
import { analysePdfBounded } from '@vtrans/documents';
import { seedDocuments, writeSeedPdf } from '@vtrans/seed';
import { deepObjectGraph, decompressionBomb, malformedXref } from '../tests/support/hostile-pdfs';
import { checkCorpus, committedCorpus, corpusFigures } from '../tests/support/verapdf-corpus';

/**
 * `npm run bench -- pdf-accessibility` (issues 37 and 60): how the checker classifies the veraPDF
 * corpus's PDF/UA-1 files — the verdict readers are told (any finding fails a file) against the
 * corpus's label: agreement, failing files caught (and caught by the check covering their test),
 * passing files passed, per clause, and the files of tests no check decides — then the time to
 * check the whole library: the seeded documents, and `generated` made the seed's way; and how long
 * each hostile file takes to be failed or checked.
 * VERAPDF_CORPUS names a fetched corpus (its PDF_UA-1 folder is read: `fetch` brings
 * github:veraPDF/veraPDF-corpus); otherwise the committed subset (one file per test and verdict).
 */
export async function benchPdfAccessibility(generated: number) {
  const fetched = process.env.VERAPDF_CORPUS ? path.join(process.env.VERAPDF_CORPUS, 'PDF_UA-1') : null;
  const folder = fetched && existsSync(fetched) ? fetched : committedCorpus;
  let started = performance.now();
  const corpus = corpusFigures(await checkCorpus(folder));
  const corpusSeconds = (performance.now() - started) / 1000;

  const seeded = await Promise.all(seedDocuments.map((document) => writeSeedPdf(document)));
  started = performance.now();
  for (const bytes of seeded) await analysePdfBounded(bytes);
  const seededSeconds = (performance.now() - started) / 1000;

  // Generated documents of a few pages each, like the seed's shorter ones.
  const template = seedDocuments.find((document) => !document.repeat) ?? seedDocuments[0]!;
  const made = await Promise.all(Array.from({ length: generated }, (_, index) => writeSeedPdf({ ...template, title: `${template.title} ${index + 1}` })));
  started = performance.now();
  for (const bytes of made) await analysePdfBounded(bytes);
  const generatedSeconds = (performance.now() - started) / 1000;

  // Hostile files, each after a benign one (a checker process waiting, as in a running worker).
  const hostile: Record<string, { ms: number; outcome: string }> = {};
  for (const [name, bytes] of [
    ['deep object graph', deepObjectGraph()],
    ['decompression bomb', await decompressionBomb(2_048)],
    ['malformed xref', malformedXref()],
  ] as const) {
    await analysePdfBounded(seeded[0]!);
    started = performance.now();
    const outcome = await analysePdfBounded(bytes).then(
      (analysis) => `checked: ${analysis.accessibility.findings.map((finding) => finding.rule).join(', ')}`,
      (error: Error) => `failed: ${error.message}`,
    );
    hostile[name] = { ms: Math.round(performance.now() - started), outcome };
  }

  return {
    corpus: folder,
    ...corpus,
    lowestClauses: [...corpus.clauses]
      .sort((a, b) => a.agreeing / a.files - b.agreeing / b.files)
      .slice(0, 3)
      .map((clause) => `${clause.clause} ${clause.agreeing}/${clause.files}`),
    corpusSeconds: Number(corpusSeconds.toFixed(2)),
    corpusPerFileMs: Number(((corpusSeconds * 1000) / Math.max(1, corpus.files)).toFixed(1)),
    library: {
      seeded: { documents: seeded.length, seconds: Number(seededSeconds.toFixed(2)) },
      generated: {
        documents: generated,
        seconds: Number(generatedSeconds.toFixed(2)),
        perDocumentMs: Number(((generatedSeconds * 1000) / Math.max(1, generated)).toFixed(1)),
      },
    },
    hostile,
  };
}
