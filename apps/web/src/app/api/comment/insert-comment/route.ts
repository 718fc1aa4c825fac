import { NewComment } from '@vtrans/contracts';
import { insertComment } from '@vtrans/db';
import { commentAttempt, refuseOverLimit } from '@/server/auth/rate-limit';
import { db } from '@/server/db';
import { envelope, parseJsonBody, withRoute } from '@/server/route';

// POST /api/comment/insert-comment {geometry, category, text, name?, email?, website} — anyone may
// comment; staff are alerted by e-mail through the outbox. Markup is stripped; a filled honeypot
// gets an ordinary answer and stores nothing.
export const POST = withRoute({}, async ({ request, session }) => {
  await refuseOverLimit(commentAttempt(request), 'Too many comments from here. Please wait a few minutes.');
  // 64 kB: a 500-point line and 2,000 characters of text fit with room to spare.
  const body = await parseJsonBody(request, NewComment, 65_536);
  if (body.data.website) return envelope(201, { id: crypto.randomUUID() });
  const userId = (await session())?.user.id;
  const id = await db()
    .transaction()
    .execute((trx) => insertComment(trx, { ...body.data, userId }));
  return envelope(201, { id });
});
