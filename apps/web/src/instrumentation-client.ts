import { config } from 'zod/v4/core';

// Runs in the browser before the app hydrates (Next's instrumentation-client).
// zod compiles object schemas with `new Function` when it may, and probes for that on first use;
// the site's Content-Security-Policy allows no eval, so the probe is refused and reported as a
// violation (decision 015). Jitless, zod validates the same way without it.
config({ jitless: true });
