import { NewComment } from '@vtrans/contracts/comments';
import { insertComment } from '@vtrans/db';
import { commentAttempt } from '@/server/auth/rate-limit';
import { envelope, withRoute } from '@/server/http/route';

// POST /api/comment/insert-comment {geometry, category, text, name?, email?, website} — anyone may
// comment; staff are alerted by e-mail through the outbox. Markup is stripped; a filled honeypot
// gets an ordinary answer and stores nothing.
export const POST = withRoute(
  {
    limited: { attempt: commentAttempt, message: 'Too many comments from here. Please wait a few minutes.' },
    body: NewComment,
    // 64 kB: a 500-point line and 2,000 characters of text fit with room to spare.
    bodyBytes: 65_536,
    transaction: true,
  },
  async ({ body, signedIn, db }) => {
    if (body.website) return envelope(201, { id: crypto.randomUUID() });
    const id = await insertComment(db, { ...body, userId: (await signedIn())?.user.id });
    return envelope(201, { id });
  },
);
