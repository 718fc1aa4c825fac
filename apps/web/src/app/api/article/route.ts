import { z } from 'zod';
import { articleData } from '@/server/content-api';
import { envelope, withRoute } from '@/server/route';

const ArticleQuery = z.object({
  article: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected an article name such as ctb-workshop-vision-2025').max(100),
});

// GET /api/article?article={name} — one article (meeting) with its Title and Intro; 404 when unknown.
export const GET = withRoute({ query: ArticleQuery }, async ({ query }) => {
  const article = await articleData(query.article);
  return article ? envelope(200, article) : envelope(404, null, `No article named "${query.article}".`);
});
