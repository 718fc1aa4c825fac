import 'server-only';
import { type CommentFilters } from '@vtrans/contracts/comments';
import { hashToken, listPublicComments, newToken, type ValidSession } from '@vtrans/db';
import { cookies } from 'next/headers';
import { siteCookie, siteCookieName } from '../auth/session';
import { readPublic } from '../platform/db';

/**
 * Who a like or a flag belongs to: the signed-in user, else the browser, by a random token in a
 * cookie the server sets (HttpOnly, a year) on its first like or flag. Before issue 38 the browser
 * said who it was (an id from localStorage in the body), so one script could like a comment as many
 * "browsers" as it liked; now a new browser is a new cookie, and the per-address limit caps those.
 */
export async function likerOf(session: ValidSession | null): Promise<{ liker: string }> {
  if (session) return { liker: `user:${session.user.id}` };
  const jar = await cookies();
  let token = jar.get(siteCookieName('vtrans_liker'))?.value;
  if (!token || !/^[\w-]{43}$/.test(token)) {
    token = newToken();
    jar.set(siteCookie('vtrans_liker', token, { maxAge: 365 * 86_400 }));
  }
  // Only a hash is stored: the table says nothing that would let someone act as that browser.
  return { liker: `browser:${hashToken(token)}` };
}

/** The public comments as the no-map comments page lists them. */
export const publicCommentsData = (filters: CommentFilters) => readPublic(listPublicComments, filters);
