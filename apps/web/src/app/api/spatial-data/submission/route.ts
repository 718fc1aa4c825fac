import { invalidFieldsError, issuesByPath } from '@vtrans/contracts/errors';
import { NewSubmissionFields, StatusNote, SubmissionId } from '@vtrans/contracts/submissions';
import { createSubmission, findSubmission, resubmit } from '@vtrans/db';
import { z } from 'zod';
import { envelope, withRoute } from '@/server/http/route';
import { maySeeSubmission, readCheckedUpload, storeSubmissionFile } from '@/server/domain/submissions';

// POST /api/spatial-data/submission (multipart: file, title, description, locality, category,
// srid?, layer?) — a locality user submits a layer for their locality (admins for any). The file
// is checked as the pre-check does (and refused when its features are not in Virginia) before
// anything is stored; then the file, the submission, its first status record and the processing
// job are written together.
export const POST = withRoute(
  { roles: ['locality', 'admin'], read: readCheckedUpload, transaction: true },
  async ({ body: upload, session, db, onRollback }) => {
    const fields = NewSubmissionFields.safeParse(upload.fields);
    if (!fields.success) throw invalidFieldsError(issuesByPath(fields.error));
    const { user } = session;
    if (user.role === 'locality' && user.localityFips !== fields.data.locality) {
      throw invalidFieldsError({ locality: 'You can submit data only for your own locality.' });
    }
    const file = await storeSubmissionFile(upload, onRollback);
    const submissionID = await createSubmission(db, {
      userId: user.id,
      localityFips: fields.data.locality,
      title: fields.data.title,
      description: fields.data.description,
      category: fields.data.category,
      file,
    });
    return envelope(201, { submissionID, status: 'submitted', fileType: upload.check.type, srid: file.sourceSrid, features: upload.check.features });
  },
);

// GET /api/spatial-data/submission?submissionID — one submission with its versions and history;
// its submitter and staff may read it. (layerID and userID, the spec's other parameters, are
// accepted and ignored: a submission is found by its id.)
export const GET = withRoute(
  { roles: ['locality', 'reviewer', 'admin'], query: z.object({ submissionID: SubmissionId, layerID: z.string().optional(), userID: z.string().optional() }) },
  async ({ query, session, db }) => {
    const submission = await findSubmission(db, query.submissionID);
    if (!submission || !maySeeSubmission(session, submission)) return envelope(404, null, 'No such submission.');
    return envelope(200, submission);
  },
);

// PUT /api/spatial-data/submission (multipart: submissionID, file, srid?, layer?, note?) — after staff
// asked for changes, or when processing failed, the submitter sends a corrected file: a new version
// of the same submission, processed again, with a note for the reviewer on what changed. 409 from
// any other status.
export const PUT = withRoute(
  { roles: ['locality', 'admin'], read: readCheckedUpload, transaction: true },
  async ({ body: upload, session, db, onRollback }) => {
    const fields = z.object({ submissionID: SubmissionId, note: StatusNote.default('') }).safeParse(upload.fields);
    if (!fields.success) throw invalidFieldsError(issuesByPath(fields.error));
    const file = await storeSubmissionFile(upload, onRollback);
    // A refusal answers 404 or 409, which rolls the transaction back and so removes the stored file.
    const outcome = await resubmit(db, { submissionId: fields.data.submissionID, userId: session.user.id, file, note: fields.data.note });
    if (outcome === 'not-found') return envelope(404, null, 'No such submission of yours.');
    if ('refused' in outcome) return envelope(409, { reason: outcome.refused }, outcome.refused);
    return envelope(201, { submissionID: fields.data.submissionID, version: outcome.version, status: 'submitted' });
  },
);
