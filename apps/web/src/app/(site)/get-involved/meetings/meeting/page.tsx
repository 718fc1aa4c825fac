import { usDateToIso } from '@vtrans/contracts/content';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { articleData } from '@/server/content-api';
import { feedAddresses, feedAlternates } from '@/server/feeds';
import { alternatesWithCanonical } from '@/server/share-metadata';
import { MarkdownBody } from '@/components/markdown-body';
import { meetingTime } from '@/lib/meeting-time';

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
      <h1>{article.Title}</h1>
      {article.MeetingDate && (
        <p className="meta">
          {article.startsAt ? (
            <time dateTime={article.startsAt}>{meetingTime(article.startsAt, article.timeZone)}</time>
          ) : (
            <time dateTime={usDateToIso(article.MeetingDate)}>{article.MeetingDate}</time>
          )}
          {article.Location && <> · {article.Location}</>}
          {article.onlineUrl && (
            <>
              {' · '}
              <a href={article.onlineUrl}>Join online</a>
            </>
          )}
          {' · '}
          <a href={feedAddresses.meeting(article.name)}>Add to your calendar (.ics)</a>
        </p>
      )}
      <p className="lead">{article.Intro}</p>
      <MarkdownBody source={article.Body} />
      {article.documents.length > 0 && (
        <section aria-labelledby="meeting-documents">
          <h2 id="meeting-documents">Documents</h2>
          <ul>
            {article.documents.map((document) => (
              <li key={document.href}>
                <a href={document.href}>{document.title}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
