// Runs in the browser before the app hydrates (Next's instrumentation-client).
// zod compiles object schemas with `new Function` when it may, and probes for that on first use;
// the site's Content-Security-Policy allows no eval, so the probe is refused and reported as a
// violation (decision 015). Jitless, zod validates the same way without it. zod keeps its settings
// on this global, shared by every copy of it on the page, whichever loads first; setting it here
// rather than importing zod's `config` keeps zod off pages that never validate (5 kB gzip). The
// browser specs fail on any violation, so a zod that stopped reading it would be caught.
const zodShared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodShared.__zod_globalConfig ??= {}).jitless = true;
