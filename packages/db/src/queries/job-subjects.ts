import type { DbOrTrx } from '../db';

/**
 * What a background job was about, named as staff know it (issue 59): the document, submission,
 * layer, campaign, comment period or comment its payload points at, so /admin/queues says "Route 29
 * corridor study (PDF)" rather than an id. The web app turns a kind and id into a link.
 */
export type JobSubjectKind = 'document' | 'submission' | 'layer' | 'campaign' | 'period' | 'comment';
export interface JobSubject {
  kind: JobSubjectKind;
  id: string;
  title: string;
}

/** The payload keys that point at a subject, and the kind each names. */
const subjectKeys = {
  documentId: 'document',
  submissionId: 'submission',
  layerId: 'layer',
  campaignId: 'campaign',
  periodId: 'period',
  commentId: 'comment',
} as const;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The subject each payload points at (null where none is known, or it is gone), in the payloads' order. */
export async function findJobSubjects(db: DbOrTrx, payloads: unknown[]): Promise<(JobSubject | null)[]> {
  const refs = payloads.map((payload) => {
    const fields = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
    if ('statusRecordId' in fields && typeof fields.statusRecordId === 'string') return { kind: 'status-record' as const, id: fields.statusRecordId };
    for (const [key, kind] of Object.entries(subjectKeys)) {
      const value = fields[key];
      if (typeof value === 'string' || typeof value === 'number') return { kind, id: String(value) };
    }
    return null;
  });
  const ids = (kind: string, valid: (id: string) => boolean) => [...new Set(refs.filter((ref) => ref?.kind === kind).map((ref) => ref!.id))].filter(valid);
  const numeric = (id: string) => /^\d{1,15}$/.test(id);
  const [documents, submissions, records, layers, campaigns, periods, comments] = await Promise.all([
    lookup(
      ids('document', (id) => uuid.test(id)),
      (list) => db.selectFrom('document_records').select(['id', 'title', 'file_name']).where('id', 'in', list).execute(),
      (row) => `${row.title} (${row.file_name})`,
    ),
    lookup(
      ids('submission', numeric),
      (list) => db.selectFrom('spatial_submissions').select(['id', 'title']).where('id', 'in', list.map(Number)).execute(),
      (row) => row.title,
    ),
    ids('status-record', numeric).length
      ? db
          .selectFrom('submission_status_records as r')
          .innerJoin('spatial_submissions as s', 's.id', 'r.submission_id')
          .select(['r.id', 's.id as submissionId', 's.title', 'r.version', 'r.status'])
          .where('r.id', 'in', ids('status-record', numeric))
          .execute()
      : Promise.resolve([]),
    lookup(
      ids('layer', (id) => id.length <= 100),
      (list) => db.selectFrom('layers').select(['id', 'name']).where('id', 'in', list).execute(),
      (row) => row.name,
    ),
    lookup(
      ids('campaign', (id) => uuid.test(id)),
      (list) => db.selectFrom('campaigns').select(['id', 'subject']).where('id', 'in', list).execute(),
      (row) => row.subject,
    ),
    lookup(
      ids('period', (id) => uuid.test(id)),
      (list) => db.selectFrom('comment_periods').select(['id', 'title']).where('id', 'in', list).execute(),
      (row) => row.title,
    ),
    lookup(
      ids('comment', (id) => uuid.test(id)),
      (list) => db.selectFrom('comments').select(['id', 'category']).where('id', 'in', list).execute(),
      (row) => `A comment on ${row.category.toLowerCase()}`,
    ),
  ]);
  const titles: Record<string, Map<string, string>> = {
    document: documents,
    submission: submissions,
    layer: layers,
    campaign: campaigns,
    period: periods,
    comment: comments,
  };
  return refs.map((ref) => {
    if (!ref) return null;
    if (ref.kind === 'status-record') {
      const record = records.find((row) => String(row.id) === ref.id);
      return record
        ? { kind: 'submission', id: String(record.submissionId), title: `${record.title} (version ${record.version}, ${record.status.replaceAll('_', ' ')})` }
        : null;
    }
    const title = titles[ref.kind]!.get(ref.id);
    return title === undefined ? null : { kind: ref.kind, id: ref.id, title };
  });
}

async function lookup<Row extends { id: string | number }>(
  list: string[],
  read: (list: string[]) => Promise<Row[]>,
  title: (row: Row) => string,
): Promise<Map<string, string>> {
  if (list.length === 0) return new Map();
  return new Map((await read(list)).map((row) => [String(row.id), title(row)]));
}
