import { virginiaDateTime } from '@vtrans/contracts/dates';
import { sitePaths } from '@vtrans/contracts/site-paths';
import type { ExternalLinkOutcome } from '@vtrans/db';
import Link from 'next/link';

export type ExternalLinkState = { outcome: ExternalLinkOutcome; answer: string; checked_at: Date; broken_since: Date | null };

/** How one link to another site fared, in words: what its server answered and when it was asked. */
export function externalLinkVerdict(state: ExternalLinkState | null): string {
  if (!state) return 'Not checked yet: the worker checks it within the hour (at once when the version is submitted for review).';
  const when = virginiaDateTime(state.checked_at);
  if (state.outcome === 'ok') return `Works: ${state.answer} (checked ${when}).`;
  if (state.outcome === 'unverified') return `Could not be verified: ${state.answer} (checked ${when}).`;
  return `Broken: ${state.answer} (checked ${when}; broken since ${virginiaDateTime(state.broken_since!)}).`;
}

/**
 * The item's links to other sites (issue 63), as the worker last found them. They do not block
 * publishing (another site's outage is not the editor's to fix before a deadline) but a reviewer
 * sees them, and the report lists the broken ones until they are fixed.
 */
export function ExternalLinkChecks({ links }: { links: { url: string; fields: string[]; state: ExternalLinkState | null }[] }) {
  if (links.length === 0) return <p>No links to other sites.</p>;
  return (
    <>
      <ul className="item-list">
        {links.map((link) => (
          <li key={link.url}>
            <p className={link.state?.outcome === 'broken' ? 'field-error' : undefined}>
              {link.fields.join(', ')}: <span className="break-anywhere">{link.url}</span>
            </p>
            <p>{externalLinkVerdict(link.state)}</p>
          </li>
        ))}
      </ul>
      <p>
        <Link href={sitePaths.externalLinks}>Every broken link to another site, and where it is used</Link>
      </p>
    </>
  );
}
