import { faqAnchor } from '@vtrans/contracts/translatable';
import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';
import { faqsData } from '@/server/domain/content-api';

const route = '/get-involved/frequently-asked-questions';

export const generateMetadata = () => pageMetadata(route);

export default async function FaqPage() {
  const faqs = await faqsData();
  const topics = [...new Set(faqs.map((faq) => faq.topic))];
  return (
    <ContentPage route={route}>
      {topics.map((topic) => (
        <section key={topic} aria-label={topic}>
          <h2>{topic}</h2>
          {faqs
            .filter((faq) => faq.topic === topic)
            .map((faq) => (
              <details key={faq.question} id={faqAnchor(String(faq.id))} className="faq">
                <summary>{faq.question}</summary>
                <p>{faq.answer}</p>
              </details>
            ))}
        </section>
      ))}
    </ContentPage>
  );
}
