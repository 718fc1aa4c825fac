import { LinkToken } from '@vtrans/contracts';
import { unsubscribeFromNewsletter } from '@vtrans/db';
import { z } from 'zod';
import { db } from '@/server/db';
import { envelope, withRoute } from '@/server/route';

const Query = z.object({ token: LinkToken });

/**
 * POST /api/newsletter/unsubscribe?token=… — one-click unsubscribe (RFC 8058): the address every
 * campaign e-mail's List-Unsubscribe header names. Mail clients POST `List-Unsubscribe=One-Click`
 * here with no cookie and no page in between; the token alone says who, and can do nothing else.
 * Repeating it is harmless.
 */
export const POST = withRoute({ query: Query }, async ({ query }) => {
  const removed = await unsubscribeFromNewsletter(db(), query.token);
  return removed ? envelope(200, { unsubscribed: true }, 'You have been unsubscribed from VTrans news.') : envelope(404, null, 'This unsubscribe link is not known.');
});

/** A client that opens the header's address instead of posting to it gets the page with the button. */
export const GET = withRoute({ query: Query }, async ({ query }) => new Response(null, { status: 303, headers: { location: `/newsletter/unsubscribe?token=${query.token}` } }));
