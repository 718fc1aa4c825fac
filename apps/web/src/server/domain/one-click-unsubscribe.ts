import 'server-only';
import { LinkToken } from '@vtrans/contracts/newsletter';
import type { Db } from '@vtrans/db';
import { z } from 'zod';
import { db } from '../platform/db';
import { envelope, withRoute } from '../http/route';

const Query = z.object({ token: LinkToken });

/**
 * The two answers of a List-Unsubscribe address (RFC 8058), for the newsletter's campaigns and for
 * locality alerts. A mail client POSTs `List-Unsubscribe=One-Click` there with no cookie and no
 * page in between: the token alone says who, and it can do nothing else; repeating it is harmless.
 * A client that opens the address instead (a GET) is sent on to `page` (its address for the
 * token), which asks with a button.
 */
export function oneClickUnsubscribeRoutes(options: {
  unsubscribe: (db: Db, token: string) => Promise<{ email: string } | null>;
  done: string;
  page: (token: string) => string;
}) {
  return {
    POST: withRoute({ query: Query }, async ({ query }) =>
      (await options.unsubscribe(db(), query.token)) ? envelope(200, { unsubscribed: true }, options.done) : envelope(404, null, 'This link is not known.'),
    ),
    GET: withRoute({ query: Query }, async ({ query }) => new Response(null, { status: 303, headers: { location: options.page(query.token) } })),
  };
}
