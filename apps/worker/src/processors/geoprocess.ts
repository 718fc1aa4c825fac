import {
  currentSubmissionStatus,
  type Db,
  findSubmissionVersion,
  loadSubmissionFeatures,
  recordSubmissionStatus,
  saveProcessingReport,
} from '@vtrans/db';
import { parseUpload, type ParsedFeature } from '@vtrans/spatial';
import type { FileStorage } from '@vtrans/storage';
import type { EventHandlers } from '../jobs/run-job';

export interface GeoprocessDeps {
  db: Db;
  storage: FileStorage;
  /** For the link in the submitter's e-mail. */
  siteUrl: string;
}

/** Postgres errors caused by the data (bad GeoJSON, a transform that cannot be done), not by the database being away. */
function isDataError(error: unknown): error is Error & { code: string } {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && (code.startsWith('22') || code === 'XX000');
}

/**
 * Processes one version of a submission: parse the file, load its features into PostGIS
 * (reprojected, repaired, in batches), and record processed with a report — or failed with a
 * reason the submitter can act on. The features and the final status commit together, and a
 * rerun deletes the version's features first, so a worker killed mid-job leaves the submission
 * retryable and, after the retry, exactly one copy of its features.
 */
export function createGeoprocessHandlers(deps: GeoprocessDeps): EventHandlers {
  const { db } = deps;

  const fail = (submissionId: number, version: number, reason: string) =>
    db.transaction().execute(async (trx) => {
      await trx.deleteFrom('submission_features').where('submission_id', '=', submissionId).where('version', '=', version).execute();
      await saveProcessingReport(trx, submissionId, version, { reason });
      return recordSubmissionStatus(trx, { submissionId, to: 'failed', actor: 'system', note: reason, siteUrl: deps.siteUrl });
    });

  return {
    'submission.process': async ({ submissionId, version }, { log }) => {
      const current = await currentSubmissionStatus(db, submissionId);
      if (!current || current.version !== version) return { skipped: 'not the latest version' };
      if (current.status === 'submitted') {
        await db.transaction().execute((trx) => recordSubmissionStatus(trx, { submissionId, to: 'processing', actor: 'system', siteUrl: deps.siteUrl }));
      } else if (current.status !== 'processing') {
        // Already processed or failed: a repeated job changes nothing.
        return { skipped: current.status };
      }
      const stored = await findSubmissionVersion(db, submissionId, version);
      if (!stored) return { skipped: 'no such version' };

      let features: ParsedFeature[];
      try {
        features = parseUpload(await deps.storage.get(stored.file_key), stored.file_type);
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') throw error;
        const reason = `The file could not be read: ${(error as Error).message}`;
        await fail(submissionId, version, reason);
        return { failed: reason };
      }
      if (features.length === 0) {
        await fail(submissionId, version, 'The file has no features.');
        return { failed: 'no features' };
      }

      try {
        const outcome = await db.transaction().execute(async (trx) => {
          const report = await loadSubmissionFeatures(trx, { submissionId, version, sourceSrid: stored.source_srid, features });
          if (report.features === 0) return { ok: false as const, reason: 'None of the features has a usable geometry.' };
          if (report.localities.length === 0) {
            const [west, south, east, north] = report.bbox!.map((value) => value.toFixed(2));
            return {
              ok: false as const,
              reason: `All features lie outside Virginia (they span longitude ${west} to ${east}, latitude ${south} to ${north}). Check the coordinate system chosen for the file.`,
            };
          }
          await saveProcessingReport(trx, submissionId, version, report);
          const note = `${report.features.toLocaleString('en-US')} ${report.features === 1 ? 'feature' : 'features'} loaded${report.repaired ? `, ${report.repaired} repaired` : ''}${report.dropped ? `, ${report.dropped} without a usable geometry left out` : ''}.`;
          await recordSubmissionStatus(trx, { submissionId, to: 'processed', actor: 'system', note, siteUrl: deps.siteUrl });
          return { ok: true as const, report };
        });
        if (!outcome.ok) {
          await fail(submissionId, version, outcome.reason);
          return { failed: outcome.reason };
        }
        log.info({ submissionId, version, ...outcome.report }, 'submission processed');
        return outcome.report;
      } catch (error) {
        if (!isDataError(error)) throw error; // the database is away: retry with backoff
        const reason = `A geometry in the file could not be read: ${error.message}`;
        await fail(submissionId, version, reason);
        return { failed: reason };
      }
    },
  };
}

