import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { articleData } from '@/server/domain/content-api';
import { feedAddresses, feedAlternates } from '@/server/domain/feeds';
import { alternatesWithCanonical } from '@/server/http/share-metadata';
import { MeetingArticle } from '@/components/content/meeting-article';
import { ChangeHistory } from '@/components/content/change-history';

type Props = { searchParams: Promise<{ article?: string | string[] }> };

async function loadArticle(searchParams: Props['searchParams']) {
  const { article } = await searchParams;
  const name = typeof article === 'string' ? article : undefined;
  const found = name && /^[a-z0-9-]{1,100}$/.test(name) ? await articleData(name) : null;
  if (!found) notFound();
  return { ...found, name: name! };
}

/** Spec §2: meeting pages take their title and description from the article's Title and Intro. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const article = await loadArticle(searchParams);
  return { title: article.Title, description: article.Intro, alternates: await alternatesWithCanonical(feedAlternates.meetings) };
}

export default async function MeetingPage({ searchParams }: Props) {
  const article = await loadArticle(searchParams);
  return (
    <div className="container content-page">
      <p>
        <Link href="/get-involved/meetings">All meetings</Link>
      </p>
      <MeetingArticle
        title={article.Title}
        intro={article.Intro}
        body={article.Body}
        startsAt={article.startsAt}
        day={article.MeetingDate}
        timeZone={article.timeZone}
        durationMinutes={article.durationMinutes}
        location={article.Location}
        onlineUrl={article.onlineUrl}
        calendarHref={feedAddresses.meeting(article.name)}
        documents={article.documents}
      />
      <ChangeHistory kind="meetings" publicKey={article.name} />
    </div>
  );
}
