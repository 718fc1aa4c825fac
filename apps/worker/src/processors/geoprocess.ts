import {
  clearSubmissionFeatures,
  currentSubmissionStatus,
  type Db,
  type FeatureBatchTally,
  findSubmissionVersion,
  insertFeatureBatch,
  type ProcessingReport,
  moveSubmissionAndPublishIfApproved,
  saveProcessingReport,
  summariseSubmissionFeatures,
} from '@vtrans/db';
import { crsLabel, describeReport, describeUpload, GdalError, intakeLimits, type ParsedFeature, readFeatures, sniffUpload, sourceCrsOf } from '@vtrans/spatial';
import type { FileStorage } from '@vtrans/storage';
import type { EventHandlers } from '../jobs/run-job';

export interface GeoprocessDeps {
  db: Db;
  storage: FileStorage;
  /** Filled in after each job: the GDAL child's peak resident memory (the geoprocess bench reads it). */
  usage?: { peakRssBytes: number };
}

/** Postgres errors caused by the data (bad GeoJSON, a geometry PostGIS cannot build), not by the database being away. */
function isDataError(error: unknown): error is Error & { code: string } {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && (code.startsWith('22') || code === 'XX000');
}

/** A reason the file itself gives: the same on every attempt, so the version fails once with it instead of retrying. */
class FileProblem extends Error {}

const batchSize = 1_000;
const batchBytes = 8 * 1024 * 1024;

/**
 * Processes one version of a submission: GDAL reads the file in a bounded child process
 * (describeUpload, then readFeatures, reprojecting to WGS 84), the features stream into PostGIS
 * in batches (2D, repaired), and the version is recorded processed with a report — or failed with
 * a reason the submitter can act on. A file that breaks a limit fails once, never retries into a
 * loop; the worker is never at risk, since GDAL runs in its own process. The features and the
 * final status commit together, and a rerun deletes the version's features first, so a worker
 * killed mid-job leaves the submission retryable and, after the retry, exactly one copy.
 */
export function createGeoprocessHandlers(deps: GeoprocessDeps): EventHandlers {
  const { db } = deps;

  const fail = (submissionId: number, version: number, reason: string) =>
    db.transaction().execute(async (trx) => {
      await clearSubmissionFeatures(trx, submissionId, version);
      await saveProcessingReport(trx, submissionId, version, { reason });
      return moveSubmissionAndPublishIfApproved(trx, { submissionId, to: 'failed', actor: 'system', note: reason });
    });

  return {
    'submission.process': async ({ submissionId, version }, { log }) => {
      const current = await currentSubmissionStatus(db, submissionId);
      if (!current || current.version !== version) return { skipped: 'not the latest version' };
      if (current.status === 'submitted') {
        await db.transaction().execute((trx) => moveSubmissionAndPublishIfApproved(trx, { submissionId, to: 'processing', actor: 'system' }));
      } else if (current.status !== 'processing') {
        // Already processed or failed: a repeated job changes nothing.
        return { skipped: current.status };
      }
      const stored = await findSubmissionVersion(db, submissionId, version);
      if (!stored) return { skipped: 'no such version' };
      const usage = { peakRssBytes: 0 };

      try {
        const outcome = await deps.storage.withLocalFile(stored.file_key, async (filePath) => {
          const sniffed = sniffUpload(await deps.storage.get(stored.file_key));
          if (!sniffed.ok) throw new FileProblem(sniffed.message);
          const description = await describeUpload(filePath, sniffed, { layer: stored.layer_name ?? undefined });
          if (!description.ok) throw new FileProblem(description.message);
          if (!description.layer) throw new FileProblem('The file holds several layers and none was chosen; send it again and choose one.');
          const layer = description.layer;
          const tally = { latin1: 0 };
          const features = readFeatures(
            { dataset: description.dataset, layerNames: description.layerNames, crs: sourceCrsOf(stored), timeoutSeconds: intakeLimits.readSeconds, usage },
            tally,
          );
          return db.transaction().execute(async (trx) => {
            await clearSubmissionFeatures(trx, submissionId, version);
            const totals: FeatureBatchTally = { repaired: 0, dropped: 0, heights: { kept: 0, zero: 0, flattened: 0, attribute: null } };
            let read = 0;
            const add = async (batch: ParsedFeature[], firstIndex: number) => {
              const tallied = await insertFeatureBatch(trx, { submissionId, version, firstIndex, features: batch });
              totals.repaired += tallied.repaired;
              totals.dropped += tallied.dropped;
              totals.heights.kept += tallied.heights.kept;
              totals.heights.zero += tallied.heights.zero;
              totals.heights.flattened += tallied.heights.flattened;
              totals.heights.attribute ??= tallied.heights.attribute;
            };
            // One batch goes into the database while GDAL reads the next.
            let writing: Promise<void> = Promise.resolve();
            for await (const batch of batches(features)) {
              await writing;
              writing = add(batch, read);
              writing.catch(() => {}); // awaited on the next turn; never an unhandled rejection meanwhile
              read += batch.length;
            }
            await writing;
            const summary = await summariseSubmissionFeatures(trx, submissionId, version, read);
            if (summary.features === 0) return { ok: false as const, reason: 'None of the features has a usable geometry.' };
            if (summary.localities.length === 0) {
              const [west, south, east, north] = summary.bbox!.map((value) => value.toFixed(2));
              return {
                ok: false as const,
                reason: `All features lie outside Virginia (they span longitude ${west} to ${east}, latitude ${south} to ${north}). Check the coordinate system chosen for the file.`,
              };
            }
            const report: ProcessingReport = {
              ...summary,
              ...totals,
              unplaced: Math.max(0, layer.features - read),
              measures: layer.hasM,
              latin1: tally.latin1,
              crs: stored.source_crs ? crsLabel({ srid: stored.source_srid, label: stored.source_crs }) : undefined,
              layer: description.layers.length > 1 && !description.dataset.mergeLayers ? layer.name : null,
            };
            await saveProcessingReport(trx, submissionId, version, report);
            await moveSubmissionAndPublishIfApproved(trx, { submissionId, to: 'processed', actor: 'system', note: describeReport(report).join(' ') });
            return { ok: true as const, report };
          });
        });
        if (deps.usage) deps.usage.peakRssBytes = usage.peakRssBytes;
        if (!outcome.ok) {
          await fail(submissionId, version, outcome.reason);
          log.warn({ submissionId, version, reason: outcome.reason }, 'submission failed');
          return { failed: outcome.reason };
        }
        log.info({ submissionId, version, gdalPeakRssMb: Math.round(usage.peakRssBytes / 1e6), ...outcome.report }, 'submission processed');
        return outcome.report;
      } catch (error) {
        const reason = reasonOf(error);
        if (reason === null) throw error; // the database or the disk is away, or GDAL is busy: retry with backoff
        await fail(submissionId, version, reason);
        log.warn({ submissionId, version, reason }, 'submission failed');
        return { failed: reason };
      }
    },
  };
}

/** The file's own fault, as a reason for the submitter; null for a passing trouble worth a retry. */
function reasonOf(error: unknown): string | null {
  if (error instanceof FileProblem) return error.message;
  if (error instanceof GdalError) return error.permanent ? `The file could not be read. ${error.message}` : null;
  if (error instanceof SyntaxError) return 'The file could not be read: GDAL wrote a feature we could not understand.';
  if (isDataError(error)) return `A geometry in the file could not be read: ${error.message}`;
  return null;
}

/** Features in batches of 1,000, or fewer when they are large, so memory stays flat whatever the file. */
async function* batches(features: AsyncIterable<ParsedFeature>): AsyncGenerator<ParsedFeature[]> {
  let batch: ParsedFeature[] = [];
  let bytes = 0;
  for await (const feature of features) {
    batch.push(feature);
    bytes += feature.size;
    if (batch.length >= batchSize || bytes >= batchBytes) {
      yield batch;
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length) yield batch;
}
