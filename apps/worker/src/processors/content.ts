import { type Db, externalLinksDue, externalLinkUses, publishScheduledItem, recordExternalLinkCheck } from '@vtrans/db';
import type { EventHandlers } from '../jobs/run-job';
import { checkLink } from '../links/check-link';

export interface LinkCheckSettings {
  /** A link checked longer ago than this is checked again. */
  recheckHours: number;
  timeoutMs: number;
  privateAddresses: boolean;
}

/** At most this many addresses per run (the rest wait for the next), this many at a time. */
const LINKS_PER_RUN = 100;
const LINKS_AT_ONCE = 4;

/** A submitted version's links are checked unless they were checked this recently. */
const FRESH_FOR_REVIEW_MS = 10 * 60_000;

/**
 * Scheduled publishing (issue 20) and the check of content's links to other sites (issue 63).
 *
 * A scheduled publish waits in the queue until the time the editor chose (the outbox row's
 * run_after becomes its delay). It publishes only if the item is still scheduled at the version it
 * was scheduled at: an edit, an unpublish or a new schedule since makes it do nothing, and so does
 * running twice.
 *
 * Links are checked when a version is submitted for review (that item's) and hourly (every
 * address in content not checked for a day). Each check is recorded as it finishes, so a run cut
 * off part way keeps what it found, and running again only checks what is still due.
 */
export function createContentHandlers({ db, linkCheck }: { db: Db; linkCheck: LinkCheckSettings }): EventHandlers {
  async function checkDue(urls: string[], checkedBefore: Date) {
    const due = await externalLinksDue(db, urls, checkedBefore, LINKS_PER_RUN);
    let broken = 0;
    const queue = [...due];
    const checker = async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const found = await checkLink(url, { timeoutMs: linkCheck.timeoutMs, privateAddresses: linkCheck.privateAddresses });
        await recordExternalLinkCheck(db, { url, ...found });
        if (found.outcome === 'broken') broken += 1;
      }
    };
    await Promise.all(Array.from({ length: LINKS_AT_ONCE }, checker));
    return { checked: due.length, broken };
  }

  return {
    'content.publish': async ({ itemId, version }, { log }) => {
      const outcome = await publishScheduledItem(db, itemId, version);
      log.info({ itemId, version, outcome }, outcome === 'published' ? 'scheduled content published' : 'scheduled publish superseded by a later change');
      return { outcome };
    },
    'content.submitted': async ({ itemId }) => {
      const urls = [...(await externalLinkUses(db, itemId)).keys()];
      return checkDue(urls, new Date(Date.now() - FRESH_FOR_REVIEW_MS));
    },
    'links.check': async () => {
      const urls = [...(await externalLinkUses(db)).keys()];
      return checkDue(urls, new Date(Date.now() - linkCheck.recheckHours * 3600_000));
    },
  };
}
