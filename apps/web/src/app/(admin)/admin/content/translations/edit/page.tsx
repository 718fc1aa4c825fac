import { contentKinds } from '@vtrans/contracts/content-editing';
import { sitePaths } from '@vtrans/contracts/site-paths';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { confirmTranslationAction, saveTranslationAction } from '@/actions/content-translations';
import { ConsequentialForm } from '@/components/consequential-form';
import { RevisionDiff } from '@/components/content/revision-diff';
import { diffRevisions } from '@/lib/content-revisions';
import { spanishPathOf } from '@vtrans/contracts/languages';
import { englishAddressOf, spanishAddressOf, translatable, type TranslatableKind } from '@vtrans/contracts/translatable';
import { translationStates } from '@/lib/translation-states';
import { translationForEditingData, translationReviewData, translationStatesData } from '@/server/domain/restricted/translations';
import { TranslationReview } from '@/components/content/translation-review';

export const metadata: Metadata = { title: 'Spanish version of an item' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const Query = z.object({ item: z.uuid().catch('') });
const labelsOf = (kind: TranslatableKind) => Object.fromEntries(contentKinds[kind].fields.map((field) => [field.name, field.label]));

/** The pages an announcement shows on, from its English fields. */
const shownOn = (english: Record<string, unknown>): string[] => (Array.isArray(english.pages) ? english.pages.map(String) : []);

/** What of an item stays the English's own, by kind. */
const keptEnglish = {
  meetings:
    'Its time, place and online link are the English meeting’s own: the Spanish meetings page gives its date and time in Spanish, and its place and link as the English gives them.',
  events:
    'Its time and place are the English event’s own: the Spanish meetings page gives its date and time in Spanish, and its place as the English gives it.',
  updates: 'Its date is the English update’s own: its Spanish page gives it in Spanish.',
  faqs: 'Its position in the list is the English question’s own.',
  announcements:
    'Its date, link, pages and last day are the English announcement’s own: it shows above the Spanish version of each page it shows on, its link leading to the Spanish version of a page of this site.',
} as const;

/**
 * One item's Spanish (issue 62; which kinds and fields: contracts/translatable.ts): the English as published beside each field, what the
 * English changed since the Spanish was written when it is behind, and the two ways to make it
 * current — save new Spanish, or confirm the Spanish still says the same.
 */
export default async function TranslationEditPage({ searchParams }: Props) {
  const { item } = Query.parse(await searchParams);
  if (!item && (await searchParams).item === undefined) {
    // Read through the role check like any other visit, so only editors learn even this much.
    const states = await translationStatesData();
    return (
      <div className="container content-page">
        <h1>Spanish version of an item</h1>
        <p>
          Choose one of the {states.length} items from <Link href={sitePaths.translations}>Spanish versions</Link>.
        </p>
      </div>
    );
  }
  const page = item ? await translationForEditingData(item) : null;
  if (!page) notFound();
  const review = await translationReviewData(page.itemId);
  const address = spanishAddressOf(page.kind, page.route);
  const english = englishAddressOf(page.kind, page.route);
  const labels = labelsOf(page.kind);
  // Spanish waiting for review is what its writer goes on from; otherwise the Spanish on the site.
  const values = (review.waiting?.fields ?? page.translation?.fields) as Record<string, string> | undefined;
  const at = (
    <>
      <input type="hidden" name="itemId" value={page.itemId} />
      <input type="hidden" name="englishRevision" value={page.publishedRevision} />
    </>
  );
  return (
    <div className="container content-page">
      <p>
        <Link href={sitePaths.translations}>Spanish versions</Link>
      </p>
      <h1>Spanish version of “{page.title}”</h1>
      <p>
        {english && address ? (
          <>
            English at <a href={english}>{english}</a>, version {page.publishedRevision}. Spanish at <a href={address}>{address}</a>:{' '}
          </>
        ) : (
          <>
            English version {page.publishedRevision}, shown on{' '}
            {shownOn(page.english).map((route, index) => (
              <span key={route}>
                {index > 0 && ', '}
                <a href={route}>{route}</a> (<a href={spanishPathOf(route)}>{spanishPathOf(route)}</a>)
              </span>
            ))}
            . Spanish:{' '}
          </>
        )}
        <strong>{translationStates[page.state]}</strong>
        {page.translation && `, written for version ${page.translation.translatesRevision}`}.
      </p>
      {page.state === 'behind' && page.englishWhenTranslated && (
        <section aria-labelledby="english-changes">
          <h2 id="english-changes">What the English changed since the Spanish was written</h2>
          <RevisionDiff
            older={page.translation!.translatesRevision}
            newer={page.publishedRevision}
            changes={diffRevisions(page.kind, page.englishWhenTranslated, page.english)}
          />
        </section>
      )}
      <TranslationReview
        itemId={page.itemId}
        kind={page.kind}
        review={review}
        live={(page.translation?.fields as Record<string, string> | undefined) ?? null}
      />
      {/* It stays when there is nothing to confirm, so its answer ("Confirmed: …") does too. */}
      <ConsequentialForm
        action={confirmTranslationAction}
        opener={
          page.state !== 'behind'
            ? null
            : review.required
              ? 'The Spanish still says the same: submit that for review'
              : 'The Spanish still says the same: mark it current…'
        }
      >
        {at}
      </ConsequentialForm>
      <h2>The Spanish</h2>
      {review.required && <p>Another editor approves the Spanish before readers see it.</p>}
      <ConsequentialForm
        action={saveTranslationAction}
        opener={review.required ? 'Submit this Spanish for review' : 'Put this Spanish on the site…'}
        label="The Spanish version"
        className="stacked-form"
      >
        {at}
        <input type="hidden" name="kind" value={page.kind} />
        {page.kind !== 'pages' && <p>{keptEnglish[page.kind]}</p>}
        {translatable[page.kind].fields.map((field) => (
          <div key={field.name} className="translation-field">
            <label htmlFor={`es-${field.name}`}>{labels[field.name]} in Spanish</label>
            <textarea
              id={`es-${field.name}`}
              name={field.name}
              lang="es"
              rows={field.rows}
              maxLength={field.maxLength}
              defaultValue={values?.[field.name] ?? ''}
            />
            <details>
              <summary>The English</summary>
              <p lang="en" className="translation-english">
                {String(page.english[field.name] ?? '')}
              </p>
            </details>
          </div>
        ))}
        {review.required && (
          <>
            <label htmlFor="es-note">Note for the reviewer (optional)</label>
            <textarea id="es-note" name="note" rows={2} maxLength={2000} />
          </>
        )}
      </ConsequentialForm>
    </div>
  );
}
