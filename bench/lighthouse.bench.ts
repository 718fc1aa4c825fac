import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';
import { benchApp } from './site.bench';

/**
 * The pages measured, with the performance score each must reach (issue 17; mobile, Lighthouse's
 * default). The map explorer is not shown on a phone (only its desktop-only notice is, and
 * MapLibre is not loaded there), so it is also measured as a desktop visitor gets it, the map
 * drawn; that figure has no target of its own and is printed to show what the map costs.
 */
const pages: { path: string; minimumPerformance?: number; desktop?: boolean }[] = [
  { path: '/', minimumPerformance: 95 },
  { path: '/about/about-vtrans', minimumPerformance: 95 },
  { path: '/interactvtrans/map-explorer', minimumPerformance: 90 },
  // Issue 58: the map explorer as a desktop visitor gets it, and the phone's comment page (the map
  // there loads after the form), each at 90.
  { path: '/interactvtrans/map-explorer', desktop: true, minimumPerformance: 90 },
  { path: '/interactvtrans/comments/new', minimumPerformance: 90 },
  { path: '/interactvtrans/data-explorer', minimumPerformance: 90 },
  // Issue 40: the freight views — the charts (drawn in the browser: printed, no target yet), the
  // tabulation tool (no script of its own) and the flow map (MapLibre only on a wide screen or on request).
  { path: '/interactvtrans/data-explorer?dataset=freight' },
  { path: '/interactvtrans/data-explorer?dataset=freight&view=table&rows=commodity_group&columns=year', minimumPerformance: 90 },
  { path: '/interactvtrans/data-explorer?dataset=freight&view=map', minimumPerformance: 90 },
  { path: '/interactvtrans/data-explorer?dataset=freight&view=map', desktop: true },
];

/** Runs per page, of which the median run is reported (Lighthouse's own advice on variance). */
const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

/**
 * `npm run bench -- lighthouse`: Lighthouse (mobile, its defaults) on the home page, a content
 * page and the two explorers, served by the production web server as the production host (so SEO
 * is judged as crawlers see the real site), with Debian's Chromium. Each page is measured
 * LIGHTHOUSE_RUNS times (5); the median run (Lighthouse's computeMedianRun) is printed: its
 * performance and SEO scores, main timings and any console error, beside every run's score.
 * LIGHTHOUSE_ONLY limits the run to the addresses containing it (or any of a comma-separated list);
 * LIGHTHOUSE_REPORT_DIR keeps each median report there as JSON. Needs a production build (npm run build).
 */
export async function benchLighthouse(serverUrl: string, redisUrl: string) {
  const port = Number(process.env.BENCH_PORT ?? 3200);
  const app = await benchApp(serverUrl, redisUrl, 'bench_lighthouse', { PRODUCTION_HOST: `127.0.0.1:${port}` });
  const server = await app.startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const results: Record<string, unknown> = {};
    // LIGHTHOUSE_ONLY=view=map measures only the pages whose address contains it (or any of a comma-separated list).
    const only = (process.env.LIGHTHOUSE_ONLY ?? '').split(',');
    for (const { path, minimumPerformance, desktop } of pages.filter((page) => only.some((part) => page.path.includes(part)))) {
      // The first visit fills the page cache; Lighthouse measures the page as visitors get it.
      await (await fetch(`${app.baseUrl}${path}`)).arrayBuffer();
      const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] };
      const runs = [];
      for (let attempt = 0; attempt < runsPerPage; attempt += 1) {
        runs.push((await lighthouse(`${app.baseUrl}${path}`, flags, desktop ? desktopConfig : undefined))!.lhr);
      }
      const lhr: (typeof runs)[number] = computeMedianRun(runs);
      // LIGHTHOUSE_REPORT_DIR keeps each page's median report (open it in Lighthouse's viewer to see
      // which scripts and tasks cost what).
      if (process.env.LIGHTHOUSE_REPORT_DIR) {
        const file = `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}${desktop ? '-desktop' : ''}.json`;
        await mkdir(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
        await writeFile(join(process.env.LIGHTHOUSE_REPORT_DIR, file), JSON.stringify(lhr));
      }
      const score = (category: string, of = lhr) => Math.round((of.categories[category]?.score ?? 0) * 100);
      const ms = (audit: string) => Math.round(lhr.audits[audit]?.numericValue ?? 0);
      const consoleErrors = ((lhr.audits['errors-in-console']?.details as { items?: { description?: string }[] } | undefined)?.items ?? []).map(
        (item) => item.description,
      );
      const failedSeo = Object.values(lhr.categories.seo?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'manual' && audit.scoreDisplayMode !== 'notApplicable')
        .map((audit) => audit.id);
      results[desktop ? `${path} (desktop)` : path] = {
        performance: score('performance'),
        minimumPerformance: minimumPerformance ?? null,
        performanceRuns: runs.map((run) => score('performance', run)),
        seo: score('seo'),
        failedSeoAudits: failedSeo,
        firstContentfulPaintMs: ms('first-contentful-paint'),
        largestContentfulPaintMs: ms('largest-contentful-paint'),
        totalBlockingTimeMs: ms('total-blocking-time'),
        cumulativeLayoutShift: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        consoleErrors,
      };
    }
    return results;
  } finally {
    chrome.kill();
    await server.stop();
    await app.cleanUp();
  }
}
