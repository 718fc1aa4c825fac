import { isoToUsDate } from '@vtrans/contracts';
import { findArticle } from '@vtrans/db';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requestDb } from '@/server/db';

type Props = { searchParams: Promise<{ article?: string | string[] }> };

async function loadArticle(searchParams: Props['searchParams']) {
  const { article } = await searchParams;
  const name = typeof article === 'string' ? article : undefined;
  const row = name && /^[a-z0-9-]{1,100}$/.test(name) ? await findArticle(await requestDb(), name) : undefined;
  if (!row) notFound();
  return row;
}

/** Spec §2: meeting pages take their title and description from the article's Title and Intro. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const article = await loadArticle(searchParams);
  return { title: article.title, description: article.intro };
}

export default async function MeetingPage({ searchParams }: Props) {
  const article = await loadArticle(searchParams);
  return (
    <div className="container content-page">
      <p>
        <Link href="/get-involved/meetings">All meetings</Link>
      </p>
      <h1>{article.title}</h1>
      {article.meeting_on && (
        <p className="meta">
          <time dateTime={article.meeting_on}>{isoToUsDate(article.meeting_on)}</time>
          {article.location && <> · {article.location}</>}
        </p>
      )}
      <p className="lead">{article.intro}</p>
      {article.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
