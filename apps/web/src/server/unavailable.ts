import { envelope } from './envelope';

/** Seconds a client (or crawler) is told to wait before trying again. */
const retryAfterSeconds = 30;

/**
 * The page every request gets while the database is unreachable: 503 with Retry-After, in plain
 * HTML of its own because the site's layout reads the database too.
 */
export function unavailablePage(): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Temporarily unavailable | VTrans</title>
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
<h1>This site is temporarily unavailable</h1>
<p>We are having trouble reaching our data right now. The site will be back shortly; please try again in a minute or two.</p>
<p><a href="">Try again</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' },
  });
}

/** The same for /api callers, in the spec's envelope. */
export function unavailableApi(): Response {
  const headers = { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' };
  return envelope(503, null, 'The service is temporarily unavailable. Please try again in a minute.', { headers });
}
