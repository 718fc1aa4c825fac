import { contentKinds } from '@vtrans/contracts/content-editing';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import { FactCheckKey } from '@vtrans/contracts/fact-checks';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { param } from '@/components/auth-page';
import { FactCheckCommentForm } from '@/components/content/fact-check-comment-form';
import { FactCheckComments } from '@/components/content/fact-check-comments';
import { ItemPreview } from '@/components/content/item-preview';
import { factCheckData } from '@/server/domain/content-preview';

// The address holds the key: no search engine, and no other site told where the reader came from
// ('same-origin': 'no-referrer' would also blank the Origin of the comment form's own post).
export const metadata: Metadata = {
  title: 'A draft to check',
  description: 'A read-only copy of a draft, sent for checking before it is published.',
  robots: { index: false, follow: false },
  referrer: 'same-origin',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Where an outside expert's fact-check link lands (issue 63). Opening it changes nothing — mail
 * scanners open every link — so it shows the draft and the comments so far; only sending a comment
 * writes. An expired or stopped link says so and shows no text.
 */
export default async function FactCheckPage({ searchParams }: Props) {
  const key = FactCheckKey.safeParse(await param(searchParams, 'key'));
  const check = key.success ? await factCheckData(key.data) : null;
  if (!check) notFound();
  if (check.state !== 'open') {
    return (
      <div className="container content-page">
        <h1>This link no longer opens the draft</h1>
        <p>
          {check.state === 'stopped'
            ? 'The office stopped this link, perhaps because a newer draft was sent.'
            : `It worked until ${virginiaDateTime(check.expiresAt)}.`}{' '}
          If you still have comments, reply to the e-mail that brought you here, or ask the person who sent it for a new link.
        </p>
      </div>
    );
  }
  const label = contentKinds[check.kind].label.toLowerCase();
  return (
    <div className="container content-page">
      <p className="preview-banner" role="note">
        A draft {label}, version {check.revision}, sent to you to check before it is published: not public, please do not share it. This link works until{' '}
        {virginiaDateTime(check.expiresAt)}.
      </p>
      {check.message && <p>The note sent with it: “{check.message}”</p>}
      <ItemPreview kind={check.kind} fields={check.fields} meeting={check.meeting} localityNames={check.localityNames} />
      <section aria-labelledby="fact-check-comments">
        <h2 id="fact-check-comments">Your comments</h2>
        {check.comments.length > 0 && <FactCheckComments comments={check.comments} />}
        <FactCheckCommentForm factCheckKey={key.data!} />
      </section>
    </div>
  );
}
