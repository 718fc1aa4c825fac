import { isoToUsDate } from '@vtrans/contracts/dates';
import { MarkdownBody } from '@/components/markdown-body';

/**
 * A program update as it reads: title, date, intro, body. The public page and the editor's
 * preview both draw it with this, so the preview is the page (issue 35: the preview showed the
 * intro and the page dropped it).
 */
export function UpdateArticle({ title, isoDate, intro, body }: { title: string; isoDate: string; intro: string; body: string }) {
  return (
    <article>
      <h1>{title}</h1>
      <p className="meta">
        <time dateTime={isoDate}>{isoToUsDate(isoDate)}</time>
      </p>
      {intro.trim() && <p className="lead">{intro}</p>}
      <MarkdownBody source={body} />
    </article>
  );
}
