import { usDateToIso } from '@vtrans/contracts/content';
import { isoDateIn } from '@vtrans/contracts/dates';
import { spanishPathOf } from '@vtrans/contracts/languages';
import { sitePaths } from '@vtrans/contracts/site-paths';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { UpdateArticle } from '@/components/content/update-article';
import { NotYetInSpanish, notYetInSpanishTitle } from '@/components/spanish/not-yet-in-spanish';
import { TranslationBehind } from '@/components/spanish/translation-behind';
import { updateData, updateRedirectData } from '@/server/domain/content-api';
import { spanishUpdateTranslations } from '@/server/domain/translations';

type Props = { searchParams: Promise<{ id?: string | string[] }> };

/** The update the address names, and its Spanish if staff wrote it; a renamed update's old address leads to its new one. */
async function loadUpdate(searchParams: Props['searchParams']) {
  const { id } = await searchParams;
  const known = typeof id === 'string' && id.length <= 300 ? id : null;
  const update = known ? await updateData(known) : null;
  if (!update) {
    const renamedTo = known ? await updateRedirectData(known) : null;
    if (renamedTo) permanentRedirect(spanishPathOf(sitePaths.update(renamedTo)));
    notFound();
  }
  return { update, spanish: (await spanishUpdateTranslations(update.id)).get(update.id) ?? null };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { spanish } = await loadUpdate(searchParams);
  // Not a translation: kept out of search engines' Spanish results, as every "not yet" page is.
  if (!spanish) return { title: notYetInSpanishTitle, robots: { index: false, follow: true } };
  return { title: spanish.fields.title, description: spanish.fields.intro };
}

/**
 * A program update in Spanish (issue 62): staff's Spanish of its title, intro and body, dated in
 * Spanish, told first when the English changed since; an update nobody translated says so in
 * Spanish, with the English a link away and help by telephone — never a machine rendering.
 */
export default async function SpanishUpdatePage({ searchParams }: Props) {
  const { update, spanish } = await loadUpdate(searchParams);
  const english = sitePaths.update(update.id);
  if (!spanish) return <NotYetInSpanish english={english} />;
  const isoDate = usDateToIso(update.Date);
  return (
    <div className="container content-page">
      <p>
        <Link href={spanishPathOf('/get-involved/program-updates')}>Todas las novedades del programa</Link>
      </p>
      <UpdateArticle title={spanish.fields.title} isoDate={isoDate} dateText={isoDateIn('es', isoDate)} intro={spanish.fields.intro} body={spanish.fields.body}>
        {spanish.state === 'behind' && <TranslationBehind english={english} englishPublishedAt={spanish.englishPublishedAt} noun="novedad" />}
      </UpdateArticle>
      <p>
        <a href={english} hrefLang="en">
          La novedad en inglés
        </a>
        , con la historia de sus cambios.
      </p>
    </div>
  );
}
