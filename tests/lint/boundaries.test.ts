import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Each boundary of eslint.config.mjs, proved to bite: a fixture — code written as if it lived at
 * `file` — must fail lint with the boundary's message, and the allowed way of doing the same must
 * pass. The fixtures are linted as text, so no file that breaks a rule is ever in the tree.
 */
const boundaries: { name: string; file: string; breaks: string; message: RegExp; allowed: string }[] = [
  {
    name: 'the web app never imports the worker',
    file: 'apps/web/src/server/notices.ts',
    breaks: "import { notifications } from '../../../worker/src/notifications';\nexport const all = notifications;\n",
    message: /never import each other/,
    allowed: "import { eventDefinitions } from '@vtrans/contracts/events';\nexport const all = eventDefinitions;\n",
  },
  {
    name: 'the worker never imports the web app',
    file: 'apps/worker/src/processors/report.ts',
    breaks: "import { webEnv } from '@/env';\nexport const env = webEnv;\n",
    message: /never import each other/,
    allowed: "import { readWorkerEnv } from '../env';\nexport const env = readWorkerEnv;\n",
  },
  {
    name: 'packages never import an app',
    file: 'packages/queue/src/report.ts',
    breaks: "import { startWorkerApp } from '../../../apps/worker/src/worker-app';\nexport const start = startWorkerApp;\n",
    message: /Packages serve both apps/,
    allowed: "import { queueNames } from '@vtrans/contracts/queues';\nexport const names = queueNames;\n",
  },
  {
    name: 'the web app never writes a download file with GDAL',
    file: 'apps/web/src/server/layer-files.ts',
    breaks: "import { writeVectorFile } from '@vtrans/spatial';\nexport const write = writeVectorFile;\n",
    message: /written by the worker/,
    allowed: "import { layerDownloadFile } from '@vtrans/spatial/export';\nexport const file = layerDownloadFile;\n",
  },
  {
    name: 'Kysely is imported only in packages/db',
    file: 'packages/spatial/src/store.ts',
    breaks: "import { Kysely } from 'kysely';\nexport const K = Kysely;\n",
    message: /query builder lives in packages\/db/,
    allowed: "import { createDb } from '@vtrans/db';\nexport const open = createDb;\n",
  },
  {
    name: 'raw SQL stays in packages/db',
    file: 'apps/worker/src/processors/count.ts',
    breaks: "import { sql } from '@vtrans/db';\nexport const q = sql`select 1`;\n",
    message: /Raw SQL lives in packages\/db/,
    allowed: "import { pingDatabase } from '@vtrans/db';\nexport const ping = pingDatabase;\n",
  },
  {
    name: 'the query builder is called only in packages/db',
    file: 'apps/web/src/actions/archive.ts',
    breaks:
      "import { db } from '@/server/platform/db';\nexport const taken = (name: string) => db().selectFrom('documents').select('id').where('file_name', '=', name).executeTakeFirst();\n",
    message: /query builder lives in packages\/db/,
    allowed:
      "import { findDocumentByFileName } from '@vtrans/db';\nimport { db } from '@/server/platform/db';\nexport const taken = (name: string) => findDocumentByFileName(db(), name);\n",
  },
  {
    name: 'staff and personal data is read with the viewer’s role checked',
    file: 'apps/web/src/server/domain/restricted/users.ts',
    breaks:
      "import { listUsers } from '@vtrans/db';\nimport { readPublic } from '../../platform/db';\nexport const usersData = () => readPublic(listUsers, '');\n",
    message: /reads only through readForRole or checkedFor/,
    allowed:
      "import { listUsers } from '@vtrans/db';\nimport { readForRole } from '../../auth/viewer';\nexport const usersData = () => readForRole(['admin'], (db) => listUsers(db, ''));\n",
  },
  {
    name: 'server/ never imports a component: a type both need lives with the data (issue 61)',
    file: 'apps/web/src/server/domain/freight.ts',
    breaks: "import type { FreightProfile } from '@/components/freight/freight-profile';\nexport type Profile = FreightProfile;\n",
    message: /server\/ and lib\/ sit below the views/,
    allowed: "import type { ChartDrawings } from '@/lib/charts/chart-options';\nexport type Drawings = ChartDrawings;\n",
  },
  {
    name: 'server/ never imports a component by a relative path either',
    file: 'apps/web/src/server/domain/pages.ts',
    breaks: "import { MarkdownBody } from '../../components/markdown-body';\nexport const body = MarkdownBody;\n",
    message: /server\/ and lib\/ sit below the views/,
    allowed: "import { alternatesWithCanonical } from '../http/share-metadata';\nexport const alternates = alternatesWithCanonical;\n",
  },
  {
    name: 'lib/ never takes a connection: it runs in the browser too',
    file: 'apps/web/src/lib/charts/chart-options.ts',
    breaks: "import { readPublic } from '@/server/platform/db';\nexport const open = readPublic;\n",
    message: /server data module/,
    allowed: "import { freightCodeLabel } from '@vtrans/contracts/freight-tabulation';\nexport const label = freightCodeLabel;\n",
  },
  {
    name: 'lib/ never imports a component',
    file: 'apps/web/src/lib/charts/chart-options.ts',
    breaks: "import { PlotFigure } from '@/components/charts/plot-figure';\nexport const figure = PlotFigure;\n",
    message: /server\/ and lib\/ sit below the views/,
    allowed: "import { yearKindWords } from '@/lib/freight-tabulation';\nexport const words = yearKindWords;\n",
  },
  {
    name: 'route handlers are withRoute(…)',
    file: 'apps/web/src/app/api/ping/route.ts',
    breaks: "export async function GET() {\n  return new Response('pong');\n}\n",
    message: /Export each route handler as withRoute/,
    allowed:
      "import { envelope, withRoute } from '@/server/http/route';\nexport const GET = withRoute({}, async () => envelope(200, 'pong'));\nexport const HEAD = GET;\n",
  },
  {
    name: 'route handlers take db from withRoute',
    file: 'apps/web/src/app/api/ping/route.ts',
    breaks:
      "import { pingDatabase } from '@vtrans/db';\nimport { db } from '@/server/platform/db';\nimport { envelope, withRoute } from '@/server/http/route';\nexport const GET = withRoute({}, async () => envelope(200, await pingDatabase(db())));\n",
    message: /Take db from withRoute/,
    allowed:
      "import { pingDatabase } from '@vtrans/db';\nimport { envelope, withRoute } from '@/server/http/route';\nexport const GET = withRoute({}, async ({ db }) => envelope(200, await pingDatabase(db)));\n",
  },
  {
    name: 'the shell takes only zod-free contracts',
    file: 'apps/web/src/components/shell/site-footer.tsx',
    breaks: "import { NewsletterSignup } from '@vtrans/contracts/newsletter';\nexport const schema = NewsletterSignup;\n",
    message: /take only a zod-free subpath/,
    allowed: "import { newsletterMaxLengths } from '@vtrans/contracts/newsletter-fields';\nexport const limits = newsletterMaxLengths;\n",
  },
  {
    name: 'components never import from app/',
    file: 'apps/web/src/components/respond-button.tsx',
    breaks: "import { respondAction } from '@/app/admin/comments/actions';\nexport const action = respondAction;\n",
    message: /Pages use components, not the other way round/,
    allowed: "import { respondAction } from '@/actions/comment-moderation';\nexport const action = respondAction;\n",
  },
  {
    name: 'a component’s server action state comes with its page’s address (useFormAction)',
    file: 'apps/web/src/components/suppression-form.tsx',
    breaks: "import { useActionState } from 'react';\nexport const hook = useActionState;\n",
    message: /Use useFormAction/,
    allowed: "import { useFormAction } from '@/components/use-form-action';\nexport const hook = useFormAction;\n",
  },
  {
    name: 'pages read through a server data module, not packages/db',
    file: 'apps/web/src/app/get-involved/questions/page.tsx',
    breaks: "import { listFaqs } from '@vtrans/db';\nexport const load = listFaqs;\n",
    message: /read through a server data module/,
    allowed:
      "import type { Db } from '@vtrans/db';\nimport { faqsData } from '@/server/domain/content-api';\nexport type Handle = Db;\nexport const load = faqsData;\n",
  },
  {
    name: 'pages and components never take a connection themselves',
    file: 'apps/web/src/components/faq-list.tsx',
    breaks: "import { readPublic } from '@/server/platform/db';\nexport const open = readPublic;\n",
    message: /server data module \(src\/server\/domain: readPublic, or readForRole/,
    allowed: "import { faqsData } from '@/server/domain/content-api';\nexport const load = faqsData;\n",
  },
  {
    name: 'browser specs take the test that fails on a policy violation',
    file: 'tests/e2e/page.spec.ts',
    breaks:
      "import { expect, test } from '@playwright/test';\ntest('a page', async ({ page }) => {\n  await page.goto('/');\n  expect(page).toBeTruthy();\n});\n",
    message: /browser-test\.ts/,
    allowed:
      "import { expect, test } from './browser-test';\ntest('a page', async ({ page }) => {\n  await page.goto('/');\n  expect(page).toBeTruthy();\n});\n",
  },
];

describe('import boundaries', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') });
  });

  const messagesOf = async (code: string, file: string) => {
    const [result] = await eslint.lintText(code, { filePath: file });
    return result!.messages.filter((message) => message.severity === 2).map((message) => message.message);
  };

  for (const boundary of boundaries) {
    it(`${boundary.name}: the fixture fails, the allowed way passes`, async () => {
      const broken = await messagesOf(boundary.breaks, boundary.file);
      expect(
        broken.some((message) => boundary.message.test(message)),
        broken.join('\n'),
      ).toBe(true);
      expect(await messagesOf(boundary.allowed, boundary.file)).toEqual([]);
    });
  }

  it('route handlers may read packages/db directly (they are not pages)', async () => {
    expect(await messagesOf("import { listFaqs } from '@vtrans/db';\nexport const load = listFaqs;\n", 'apps/web/src/app/api/faqs/route.ts')).toEqual([]);
  });
});
