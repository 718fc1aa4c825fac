import { existsSync } from 'node:fs';
import path from 'node:path';
import { analysePdfBounded } from '@vtrans/documents';
import { seedDocuments, writeSeedPdf } from '@vtrans/seed';
import { deepObjectGraph, decompressionBomb, malformedXref } from '../tests/support/hostile-pdfs';
import { committedCorpus, corpusAgreement } from '../tests/support/verapdf-corpus';

/**
 * `npm run bench -- pdf-accessibility` (issue 37): how the checker classifies the veraPDF corpus's
 * PDF/UA-1 files, per covered clause (files agreeing with the corpus's label / files), and the
 * time to check the whole library: the seeded documents, and `generated` made the seed's way; and
 * how long each hostile file takes to be failed or checked.
 * VERAPDF_CORPUS names a fetched corpus (its PDF_UA-1 folder is read); otherwise the committed
 * subset of covered files.
 */
export async function benchPdfAccessibility(generated: number) {
  const fetched = process.env.VERAPDF_CORPUS ? path.join(process.env.VERAPDF_CORPUS, 'PDF_UA-1') : null;
  const folder = fetched && existsSync(fetched) ? fetched : committedCorpus;
  let started = performance.now();
  const clauses = await corpusAgreement(folder);
  const corpusSeconds = (performance.now() - started) / 1000;
  const agree = clauses.reduce((sum, clause) => sum + clause.agree, 0);
  const files = clauses.reduce((sum, clause) => sum + clause.files, 0);

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
    clauses: clauses.map((clause) => ({
      clause: clause.clause,
      rule: clause.rule,
      agreeing: `${clause.agree}/${clause.files}`,
      ...(clause.disagreeing.length ? { disagreeing: clause.disagreeing } : {}),
    })),
    agreement: `${agree}/${files} (${((agree / files) * 100).toFixed(1)}%)`,
    lowestClause: clauses
      .map((clause) => `${clause.clause} ${((clause.agree / clause.files) * 100).toFixed(0)}%`)
      .sort((a, b) => Number(a.split(' ')[1]!.slice(0, -1)) - Number(b.split(' ')[1]!.slice(0, -1)))[0],
    corpusSeconds: Number(corpusSeconds.toFixed(2)),
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
