import type { ReactNode } from 'react';
import { MarkdownBody } from '@/components/markdown-body';
import { englishPathOf } from '@vtrans/contracts/languages';
import { TranslationBehind } from './translation-behind';

interface Translation {
  fields: { heading: string; intro: string; body: string };
  state: 'current' | 'behind';
  englishPublishedAt: Date | null;
}

/**
 * A page in staff's Spanish (issue 62). When the English has been published again since, readers
 * are told first, in Spanish, with the English page a link away: the translation may no longer
 * say what the page says. What the page adds in Spanish itself follows the body (`children`).
 */
export function TranslatedPage({ route, translation, children }: { route: string; translation: Translation; children?: ReactNode }) {
  const english = englishPathOf(route);
  return (
    <div className="container content-page">
      <h1>{translation.fields.heading}</h1>
      {translation.state === 'behind' && <TranslationBehind english={english} englishPublishedAt={translation.englishPublishedAt} noun="página" />}
      <p className="lead">{translation.fields.intro}</p>
      <MarkdownBody source={translation.fields.body} />
      {children}
    </div>
  );
}
