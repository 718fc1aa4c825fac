import { pdfAccessibilityRules, pdfAutomatedChecks, pdfUaTestsNotChecked, type PdfFindingLevel } from '@vtrans/contracts/pdf-accessibility';
import { sitePaths } from '@vtrans/contracts/site-paths';
import Link from 'next/link';
import { ContentPage } from '@/components/content-page';
import { pageMetadata } from '@/server/domain/pages';

const route = sitePaths.pdfChecks;

export const generateMetadata = () => pageMetadata(route);

const levels: { level: PdfFindingLevel; title: string; intro: string }[] = [
  { level: 'barrier', title: 'Checks for what stops readers', intro: 'A file that fails one of these is listed as having accessibility problems.' },
  {
    level: 'detail',
    title: 'Checks for PDF/UA details',
    intro: 'A file that fails only these has nothing found that stops a reader, and is listed as having PDF/UA details to fix.',
  },
];

/**
 * What "Passes the N automated checks we run" means (issue 60): every check by its level, in the
 * words its finding uses, what no automated check can judge, and PDF/UA's machine-checkable tests
 * the checker does not decide. The list is the checker's own (pdfAccessibilityRules), so it cannot
 * drift from what runs.
 */
export default function AutomatedChecksPage() {
  return (
    <ContentPage route={route}>
      <p>We run {pdfAutomatedChecks.length} automated checks on every PDF in the library. Each check below is named by the problem it finds.</p>
      {levels.map(({ level, title, intro }) => {
        const checks = pdfAutomatedChecks.filter((rule) => pdfAccessibilityRules[rule].level === level);
        return (
          <section key={level} aria-labelledby={`checks-${level}`}>
            <h2 id={`checks-${level}`}>
              {title} ({checks.length})
            </h2>
            <p>{intro}</p>
            <ul>
              {checks.map((rule) => (
                <li key={rule}>{pdfAccessibilityRules[rule].problem}</li>
              ))}
            </ul>
          </section>
        );
      })}
      <section aria-labelledby="checks-cannot-judge">
        <h2 id="checks-cannot-judge">What automated checks cannot judge</h2>
        <p>A file can pass every check and still be hard to use. Only a person can tell:</p>
        <ul>
          <li>whether the reading order makes sense when the file is read aloud;</li>
          <li>whether each image’s text alternative says what the image shows, and whether decorative images are left out;</li>
          <li>whether text drawn inside images has enough contrast, and whether colour alone carries meaning;</li>
          <li>whether what is tagged as a heading, a list or a table really is one, and whether a table’s headers are the right cells;</li>
          <li>whether links and form fields are described in words that make sense out of context.</li>
        </ul>
        <p>
          Staff check these by hand before a file is listed as “Accessible (checked by staff)”. These tests of PDF/UA, the standard for accessible PDFs, could
          be checked by a program but are not checked here yet:
        </p>
        <ul>
          {Object.values(pdfUaTestsNotChecked).map((test) => (
            <li key={test}>{test}</li>
          ))}
        </ul>
      </section>
      <p>
        If a document does not work for you, ask for it in another format from its page in the <Link href="/documents-and-media">library</Link>.
      </p>
    </ContentPage>
  );
}
