import { ArticleQuery } from '@vtrans/contracts/content';
import { articleData } from '@/server/domain/content-api';
import { envelope, withRoute } from '@/server/http/route';

// GET /api/article?article={name} — one article (meeting) with its Title and Intro; 404 when unknown.
export const GET = withRoute({ query: ArticleQuery }, async ({ query }) => {
  const article = await articleData(query.article);
  return article ? envelope(200, article) : envelope(404, null, `No article named "${query.article}".`);
});
