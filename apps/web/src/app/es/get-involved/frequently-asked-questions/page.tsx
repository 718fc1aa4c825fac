import { faqAnchor, englishAddressOf } from '@vtrans/contracts/translatable';
import type { Metadata } from 'next';
import Link from 'next/link';
import { HelpByPhone } from '@/components/spanish/help-by-phone';
import { webEnv } from '@/env';
import { spanishPages } from '@/lib/editions';
import { faqsData } from '@/server/domain/content-api';
import { spanishFaqTranslations } from '@/server/domain/translations';

const english = '/get-involved/frequently-asked-questions';
const page = spanishPages.get(english)!;

export const metadata: Metadata = { title: page.title, description: page.description };

type Faq = Awaited<ReturnType<typeof faqsData>>[number];
type Translations = Awaited<ReturnType<typeof spanishFaqTranslations>>;

/** A question as a Spanish reader gets it: staff's Spanish where written (with whether the English changed since), else the English, marked so. */
function wordsOf(faq: Faq, translations: Translations) {
  const spanish = translations.get(String(faq.id));
  return spanish
    ? { ...spanish.fields, lang: undefined, behind: spanish.state === 'behind' }
    : { topic: faq.topic, question: faq.question, answer: faq.answer, lang: 'en', behind: false };
}

/**
 * The frequently asked questions in Spanish (issue 62), the frame written by the team: the
 * questions in their English order, grouped by their English topic (a topic is named in Spanish
 * once one of its questions is translated). Each question staff translated shows its Spanish, with
 * a note when the English changed since; the others show as written, marked as English. Each
 * carries the anchor its English has, so a link to one question works in both editions.
 */
export default async function SpanishFaqPage() {
  const [faqs, translations] = await Promise.all([faqsData(), spanishFaqTranslations()]);
  const topics = [...new Set(faqs.map((faq) => faq.topic))];
  return (
    <div className="container content-page">
      <h1>{page.title}</h1>
      <p className="lead">
        Las respuestas a lo que más nos preguntan sobre VTrans. Las preguntas que todavía no traducimos aparecen en inglés, como se escribieron. Si no encuentra
        su respuesta, <Link href="/es/get-involved/contact-us">escríbanos</Link> o llámenos.
      </p>
      {topics.map((topic) => {
        const questions = faqs.filter((faq) => faq.topic === topic).map((faq) => ({ faq, words: wordsOf(faq, translations) }));
        const named = questions.find(({ words }) => !words.lang)?.words ?? { topic, lang: 'en' };
        return (
          <section key={topic} aria-label={named.topic} lang={named.lang}>
            <h2>{named.topic}</h2>
            {questions.map(({ faq, words }) => (
              <details key={faq.id} id={faqAnchor(String(faq.id))} className="faq" lang={words.lang}>
                <summary>{words.question}</summary>
                <p>{words.answer}</p>
                {words.behind && (
                  <p className="translation-behind">
                    La pregunta se volvió a publicar en inglés después de traducirla, así que esta traducción puede no estar al día:{' '}
                    <a href={englishAddressOf('faqs', String(faq.id))} hrefLang="en">
                      vea la pregunta en inglés
                    </a>
                    .
                  </p>
                )}
              </details>
            ))}
          </section>
        );
      })}
      <HelpByPhone phone={webEnv().ACCESSIBILITY_PHONE} />
    </div>
  );
}
