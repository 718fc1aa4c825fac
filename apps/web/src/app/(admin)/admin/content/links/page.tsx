import { contentKinds } from '@vtrans/contracts/content-editing';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import { sitePaths } from '@vtrans/contracts/site-paths';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentDeskPage } from '@/components/content/content-desk-page';
import { externalLinkVerdict } from '@/components/content/external-link-checks';
import { externalLinksReportData } from '@/server/domain/restricted/content';

export const metadata: Metadata = {
  title: 'Links to other sites',
  description: 'Links from the site’s content to other sites that are broken, and where each is used.',
};

/**
 * The report of content's links to other sites (issue 63): the worker checks every one hourly when
 * it was last checked a day ago, and a submitted version's at once. Broken ones first, the longest
 * broken first, each with every item and field that uses it.
 */
export default async function ExternalLinksPage() {
  const { problems, working, waiting, lastChecked } = await externalLinksReportData();
  const broken = problems.filter((row) => row.outcome === 'broken').length;
  return (
    <ContentDeskPage heading="Links to other sites">
      <p>
        The worker checks each link from the site’s content (pages, updates, meetings, announcements, questions and the rest) to another site once a day, and a
        version’s links when it is submitted for review. A link that leads nowhere is listed here until the page that uses it is changed or the other site
        answers again.
      </p>
      <p>
        {broken} broken, {problems.length - broken} not verifiable, {working} working, {waiting} not checked yet
        {lastChecked ? `; the last check was ${virginiaDateTime(lastChecked)}` : '; none checked yet'}.
      </p>
      {problems.length === 0 ? (
        <p>No broken links to other sites.</p>
      ) : (
        <ul className="item-list" aria-label="Links to other sites that are broken or could not be verified">
          {problems.map((row) => (
            <li key={row.url}>
              <h2 className="break-anywhere">{row.url}</h2>
              <p className={row.outcome === 'broken' ? 'field-error' : undefined}>
                {externalLinkVerdict({ outcome: row.outcome, answer: row.answer, checked_at: row.checkedAt, broken_since: row.brokenSince })}
              </p>
              <p>Used in:</p>
              <ul>
                {row.uses.map((use) => (
                  <li key={`${use.itemId}-${use.field}`}>
                    <Link href={sitePaths.contentItem(use.itemId)}>{use.title || '(untitled)'}</Link> ({contentKinds[use.kind].label.toLowerCase()}, {use.field}
                    , {use.onSite ? 'on the site' : 'in a version not yet published'})
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </ContentDeskPage>
  );
}
