import 'server-only';
import { sitePaths } from '@vtrans/contracts/site-paths';
import { type Db, factCheckByKey, listMeetingDocuments, localInstant } from '@vtrans/db';
import { readPublic } from '../platform/db';
import { localityNamesData } from './places';

/**
 * What a meeting's preview needs beyond its fields, as its public page would have it: the moment
 * its wall-clock start names, and the chosen documents the public will see. The caller has
 * checked who may read the version (a role, or a fact-check link's key).
 */
export async function meetingPreview(
  db: Db,
  fields: { startsAt?: unknown; timeZone?: unknown; documentIds?: unknown },
): Promise<{ startsAt: string | null; documents: { title: string; href: string }[] }> {
  const local = typeof fields.startsAt === 'string' && fields.startsAt ? fields.startsAt : null;
  const zone = typeof fields.timeZone === 'string' && fields.timeZone ? fields.timeZone : null;
  const ids = Array.isArray(fields.documentIds) ? fields.documentIds.filter((id): id is string => typeof id === 'string') : [];
  const [startsAt, documents] = await Promise.all([local && zone ? localInstant(db, local, zone) : null, listMeetingDocuments(db, ids)]);
  return {
    startsAt: startsAt?.toISOString() ?? null,
    documents: documents.map((document) => ({ title: document.title, href: sitePaths.resource(document.file_name) })),
  };
}

/**
 * What an outside expert's fact-check link opens (issue 63), by its key alone: the version sent
 * with what its preview needs, or the link's state when it no longer opens. Null for a key never made.
 */
export async function factCheckData(key: string) {
  const check = await readPublic(factCheckByKey, key);
  if (!check || check.state !== 'open') return check;
  const [meeting, localities] = await Promise.all([check.kind === 'meetings' ? readPublic(meetingPreview, check.fields) : null, localityNamesData()]);
  return { ...check, meeting, localityNames: new Map(localities.map((locality) => [String(locality.fips), locality.full_name])) };
}
