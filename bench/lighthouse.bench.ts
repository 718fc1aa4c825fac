import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { benchApp } from './site.bench';

/** The pages measured, with the performance score each must reach (issue 17). */
const pages = [
  { path: '/', minimumPerformance: 95 },
  { path: '/about/about-vtrans', minimumPerformance: 95 },
  { path: '/interactvtrans/map-explorer', minimumPerformance: 90 },
  { path: '/interactvtrans/data-explorer', minimumPerformance: 90 },
];

/**
 * `npm run bench -- lighthouse`: Lighthouse (mobile, its defaults) on the home page, a content
 * page and the two explorers, served by the production web server as the production host (so SEO is judged as
 * crawlers see the real site), with Debian's Chromium. Prints each page's performance and SEO
 * scores, its main timings, and any console error. Needs a production build (npm run build).
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
    for (const { path, minimumPerformance } of pages) {
      // The first visit fills the page cache; Lighthouse measures the page as visitors get it.
      await (await fetch(`${app.baseUrl}${path}`)).arrayBuffer();
      const run = await lighthouse(`${app.baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] });
      const lhr = run!.lhr;
      const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const ms = (audit: string) => Math.round(lhr.audits[audit]?.numericValue ?? 0);
      const consoleErrors = ((lhr.audits['errors-in-console']?.details as { items?: { description?: string }[] } | undefined)?.items ?? []).map((item) => item.description);
      const failedSeo = Object.values(lhr.categories.seo?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'manual' && audit.scoreDisplayMode !== 'notApplicable')
        .map((audit) => audit.id);
      results[path] = {
        performance: score('performance'),
        minimumPerformance,
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
