import { envelope } from './envelope';

/** Seconds a client (or crawler) is told to wait before trying again. */
const retryAfterSeconds = 30;

/**
 * A page in plain HTML of its own, for answers given before the site's layout can be rendered
 * (the layout reads the database): a status, a heading, and a paragraph saying when to try again.
 */
function standalonePage(
  status: number,
  { title, heading, explanation }: { title: string; heading: string; explanation: string },
  retryAfter: number,
): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | VTrans</title>
<style>
body { font-family: system-ui, sans-serif; color: #1b1b1b; background: #fff; margin: 0; line-height: 1.5; }
header { background: #112e51; color: #fff; padding: 1rem 1.5rem; font-weight: 700; }
main { max-width: 40rem; padding: 2rem 1.5rem; }
a { color: #005ea2; }
</style>
</head>
<body>
<header>VTrans — Office of Intermodal Planning and Investment</header>
<main>
<h1>${heading}</h1>
<p>${explanation}</p>
<p><a href="">Try again</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': String(retryAfter), 'Cache-Control': 'no-store' },
  });
}

/** The page every request gets while the database is unreachable: 503 with Retry-After. */
export function unavailablePage(): Response {
  return standalonePage(
    503,
    {
      title: 'Temporarily unavailable',
      heading: 'This site is temporarily unavailable',
      explanation: 'We are having trouble reaching our data right now. The site will be back shortly; please try again in a minute or two.',
    },
    retryAfterSeconds,
  );
}

/** The search page past its limit per client address (issue 42): 429 with Retry-After. */
export function tooManySearchesPage(retryAfter: number): Response {
  return standalonePage(
    429,
    {
      title: 'Too many searches',
      heading: 'Too many searches from here just now',
      explanation: 'Please try again in a minute. Searches are limited per address, so that search stays quick for everyone.',
    },
    retryAfter,
  );
}

/** The same for /api callers, in the spec's envelope. */
export function unavailableApi(): Response {
  const headers = { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' };
  return envelope(503, null, 'The service is temporarily unavailable. Please try again in a minute.', { headers });
}
