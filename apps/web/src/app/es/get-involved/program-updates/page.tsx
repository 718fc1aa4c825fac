import { usDateToIso } from '@vtrans/contracts/content';
import { isoDateIn } from '@vtrans/contracts/dates';
import { spanishPathOf } from '@vtrans/contracts/languages';
import { sitePaths } from '@vtrans/contracts/site-paths';
import type { Metadata } from 'next';
import Link from 'next/link';
import { HelpByPhone } from '@/components/spanish/help-by-phone';
import { webEnv } from '@/env';
import { spanishPages } from '@/lib/editions';
import { updatesData } from '@/server/domain/content-api';
import { feedAddresses } from '@/server/domain/feeds';
import { spanishUpdateTranslations } from '@/server/domain/translations';

const english = '/get-involved/program-updates';
const page = spanishPages.get(english)!;

export const metadata: Metadata = { title: page.title, description: page.description };

/**
 * The program updates in Spanish (issue 62), the frame written by the team: every update, newest
 * first, dated in Spanish. One staff translated shows its Spanish title and intro and leads to its
 * Spanish page (with a note when the English changed since); the others show as written, marked as
 * English, and lead to the English page, which their link says.
 */
export default async function SpanishProgramUpdatesPage() {
  const [updates, translations] = await Promise.all([updatesData(), spanishUpdateTranslations()]);
  return (
    <div className="container content-page">
      <h1>{page.title}</h1>
      <p className="lead">
        Lo que VTrans anuncia sobre el plan de transporte y sus programas. Las novedades que ya tradujimos están en español; las demás aparecen en inglés, como
        se escribieron.
      </p>
      <p>
        <a href={feedAddresses.updates} hrefLang="en">
          Siga las novedades en un lector de noticias (feed Atom, en inglés)
        </a>
      </p>
      <ul className="item-list">
        {updates.map((update) => {
          const spanish = translations.get(update.id);
          const isoDate = usDateToIso(update.Date);
          return (
            <li key={update.id}>
              <time dateTime={isoDate}>{isoDateIn('es', isoDate)}</time>
              {spanish ? (
                <>
                  <Link href={spanishPathOf(sitePaths.update(update.id))}>{spanish.fields.title}</Link>
                  <p>{spanish.fields.intro}</p>
                  {spanish.state === 'behind' && (
                    <p className="translation-behind">Se volvió a publicar en inglés después de esta traducción: puede no estar al día.</p>
                  )}
                </>
              ) : (
                <>
                  <Link href={sitePaths.update(update.id)} hrefLang="en" lang="en">
                    {update.Title}
                  </Link>{' '}
                  (página en inglés)
                  <p lang="en">{update.Intro}</p>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <HelpByPhone phone={webEnv().ACCESSIBILITY_PHONE} />
    </div>
  );
}
