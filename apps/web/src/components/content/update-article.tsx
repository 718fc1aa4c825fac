import type { ReactNode } from 'react';
import { isoToUsDate } from '@vtrans/contracts/dates';
import { MarkdownBody } from '@/components/markdown-body';

/**
 * A program update as it reads: title, date, intro, body. The public page and the editor's
 * preview both draw it with this, so the preview is the page (issue 35: the preview showed the
 * intro and the page dropped it).
 */
export function UpdateArticle({
  title,
  isoDate,
  intro,
  body,
  dateText = isoToUsDate(isoDate),
  children,
}: {
  title: string;
  isoDate: string;
  intro: string;
  body: string;
  /** The date as the page's language writes it (the Spanish edition's: "15 de enero de 2026"). */
  dateText?: string;
  /** What goes between the date and the intro: the Spanish edition's note that its translation is behind. */
  children?: ReactNode;
}) {
  return (
    <article>
      <h1>{title}</h1>
      <p className="meta">
        <time dateTime={isoDate}>{dateText}</time>
      </p>
      {children}
      {intro.trim() && <p className="lead">{intro}</p>}
      <MarkdownBody source={body} />
    </article>
  );
}
