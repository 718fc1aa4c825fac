import { resolveServices } from '../tests/support/services';
import { benchBasemapTiles } from './basemap-tiles.bench';
import { benchCampaign } from './campaign.bench';
import { benchCommentsLoad } from './comments-load.bench';
import { benchFreight } from './freight.bench';
import { benchGeocode } from './geocode.bench';
import { benchGeoprocess } from './geoprocess.bench';
import { benchLighthouse } from './lighthouse.bench';
import { benchOpenData } from './open-data.bench';
import { benchOutboxThroughput } from './outbox-throughput.bench';
import { benchPdfAccessibility } from './pdf-accessibility.bench';
import { benchSearch } from './search.bench';
import { benchSite } from './site.bench';
import { benchTiles } from './tiles.bench';

/**
 * `npm run bench [-- name…]`: runs the benchmarks (all, or those named) against the real
 * services and prints their figures as JSON. Not part of `npm test`: speed is measured here,
 * never asserted in timed tests.
 */
const benchmarks: Record<string, (serverUrl: string, redisUrl: string) => Promise<unknown>> = {
  'outbox-throughput': (serverUrl, redisUrl) => benchOutboxThroughput(serverUrl, redisUrl, Number(process.env.BENCH_EVENTS ?? 2_000)),
  campaign: (serverUrl, redisUrl) => benchCampaign(serverUrl, redisUrl, Number(process.env.BENCH_SUBSCRIBERS ?? 100_000)),
  // Needs a production build (npm run build).
  site: (serverUrl, redisUrl) => benchSite(serverUrl, redisUrl, Number(process.env.BENCH_SECONDS ?? 10)),
  tiles: (serverUrl, redisUrl) => benchTiles(serverUrl, redisUrl, Number(process.env.BENCH_SECONDS ?? 10)),
  // z15 tiles over the Liechtenstein import; through the production build if there is one.
  'basemap-tiles': (serverUrl, redisUrl) => benchBasemapTiles(serverUrl, redisUrl, Number(process.env.BENCH_SECONDS ?? 10)),
  // Needs a production build (npm run build).
  geocode: (serverUrl, redisUrl) => benchGeocode(serverUrl, redisUrl, Number(process.env.BENCH_SECONDS ?? 10)),
  geoprocess: (serverUrl) => benchGeoprocess(serverUrl, Number(process.env.BENCH_FEATURES ?? 100_000)),
  freight: (serverUrl) => benchFreight(serverUrl, Number(process.env.BENCH_TABULATIONS ?? 20)),
  search: (serverUrl) => benchSearch(serverUrl, Number(process.env.BENCH_DOCUMENTS ?? 100_000)),
  // The veraPDF corpus (VERAPDF_CORPUS, or the committed subset) and the library's check time.
  'pdf-accessibility': () => benchPdfAccessibility(Number(process.env.BENCH_DOCUMENTS ?? 1_000)),
  // Needs a production build (npm run build).
  lighthouse: (serverUrl, redisUrl) => benchLighthouse(serverUrl, redisUrl),
  // Needs a production build (npm run build).
  'comments-load': () => benchCommentsLoad(Number(process.env.BENCH_COMMENTS ?? 1_000)),
  // Needs a production build (npm run build).
  'open-data': (serverUrl, redisUrl) =>
    benchOpenData(serverUrl, redisUrl, Number(process.env.BENCH_FEATURES ?? 100_000), Number(process.env.BENCH_SECONDS ?? 10)),
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in benchmarks));
if (unknown.length) {
  process.stderr.write(`unknown benchmark(s): ${unknown.join(', ')}; choose from ${Object.keys(benchmarks).join(', ')}\n`);
  process.exit(2);
}

const services = await resolveServices();
try {
  for (const [name, bench] of Object.entries(benchmarks)) {
    if (wanted.length && !wanted.includes(name)) continue;
    process.stdout.write(`${name}: ${JSON.stringify(await bench(services.databaseUrl, services.redisUrl), null, 2)}\n`);
  }
} finally {
  await services.stop();
}
