import { type Db, externalLinksDue, externalLinkUses, publishScheduledItem, recordExternalLinkCheck } from '@vtrans/db';
import type { EventHandlers, JobContext } from '../jobs/run-job';
import { checkLink } from '../links/check-link';

export interface LinkCheckSettings {
  /** A link checked longer ago than this is checked again. */
  recheckHours: number;
  timeoutMs: number;
  privateAddresses: boolean;
}

/**
 * At most this many addresses per run, this many at a time, and none started after the run's
 * deadline: the rest wait for the next run, so a run of dead sites never holds the queue's slots
 * (a scheduled publication waits on the same queue) for more than a few minutes.
 */
const LINKS_PER_RUN = 100;
const LINKS_AT_ONCE = 4;
const RUN_DEADLINE_MS = 5 * 60_000;

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
  async function checkDue(urls: string[], checkedBefore: Date, log: JobContext['log']) {
    const due = await externalLinksDue(db, urls, checkedBefore, LINKS_PER_RUN);
    const deadline = Date.now() + RUN_DEADLINE_MS;
    let checked = 0;
    let broken = 0;
    const queue = [...due];
    const checker = async () => {
      for (let url = queue.shift(); url && Date.now() < deadline; url = queue.shift()) {
        try {
          const found = await checkLink(url, { timeoutMs: linkCheck.timeoutMs, privateAddresses: linkCheck.privateAddresses });
          await recordExternalLinkCheck(db, { url, ...found });
          checked += 1;
          if (found.outcome === 'broken') broken += 1;
        } catch (error) {
          // One address's trouble (a failed write) is not every other's: it stays due for the next run.
          log.error({ err: error, url }, 'link check failed');
        }
      }
    };
    await Promise.all(Array.from({ length: LINKS_AT_ONCE }, checker));
    return { checked, broken };
  }

  return {
    'content.publish': async ({ itemId, version }, { log }) => {
      const outcome = await publishScheduledItem(db, itemId, version);
      log.info({ itemId, version, outcome }, outcome === 'published' ? 'scheduled content published' : 'scheduled publish superseded by a later change');
      return { outcome };
    },
    'content.submitted': async ({ itemId }, { log }) => {
      const urls = [...(await externalLinkUses(db, itemId)).keys()];
      return checkDue(urls, new Date(Date.now() - FRESH_FOR_REVIEW_MS), log);
    },
    'links.check': async (_payload, { log }) => {
      const urls = [...(await externalLinkUses(db)).keys()];
      return checkDue(urls, new Date(Date.now() - linkCheck.recheckHours * 3600_000), log);
    },
  };
}
