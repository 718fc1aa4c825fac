import { virginiaDateIn } from '@vtrans/contracts/dates';

/**
 * The note a Spanish reader gets first when the English was published again after staff's Spanish
 * (issue 62): the translation may no longer say what the English says, which is a link away.
 * `noun`: what the English is called (both feminine, so "la" fits either).
 */
export function TranslationBehind({ english, englishPublishedAt, noun }: { english: string; englishPublishedAt: Date | null; noun: 'página' | 'novedad' }) {
  return (
    <aside className="translation-behind" aria-label="Traducción atrasada">
      <p>
        <strong>Esta traducción puede estar atrasada.</strong> La {noun} en inglés cambió
        {englishPublishedAt ? ` el ${virginiaDateIn('es', englishPublishedAt)}` : ''} y todavía no actualizamos el español.{' '}
        <a href={english} hrefLang="en">
          Lea la {noun} en inglés
        </a>
        .
      </p>
    </aside>
  );
}
