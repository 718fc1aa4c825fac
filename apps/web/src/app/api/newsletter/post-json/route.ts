import { JsonpCallback } from '@vtrans/contracts/newsletter';
import { z } from 'zod';
import { signUp, toListResponse } from '@/server/domain/newsletter';
import { withRoute } from '@/server/http/route';

// The other fields (FNAME, LNAME, EMAIL, the honeypot) are checked by the sign-up itself, whose
// messages must reach the form inside the JSONP answer rather than as a 400 the script tag hides.
const JsonpQuery = z.looseObject({ c: JsonpCallback });

/**
 * GET /api/newsletter/post-json?FNAME&LNAME&EMAIL&b_…&c — the site's own list, speaking the
 * JSONP format of spec §7: `c({"result": …, "msg": …})`. A bad callback name answers 400.
 */
export const GET = withRoute({ query: JsonpQuery }, async ({ request, query, log }) => {
  const { c: callback, ...fields } = query as Record<string, string>;
  const answer = toListResponse(await signUp(request, fields, 'full', log));
  // The leading comment keeps the body from ever starting with attacker-chosen bytes.
  return new Response(`/**/${callback}(${JSON.stringify(answer)});`, {
    headers: { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store' },
  });
});
