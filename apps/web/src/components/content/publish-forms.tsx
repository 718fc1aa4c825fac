import { virginiaDateTime } from '@vtrans/contracts/dates';
import { publishContentAction, scheduleContentAction, unscheduleContentAction } from '@/actions/content';
import { ActionForm } from '@/components/action-form';
import { ConsequentialForm } from '@/components/consequential-form';
import { ScheduleFields } from '@/components/schedule-fields';

/** An item as its publishing forms need it. */
export type PublishableItem = { id: string; version: number; status: string; publish_at: Date | null; published_revision: number | null };

/** Which item, at which version the person saw: every form that changes an item names both. */
export function ItemAt({ item }: { item: Pick<PublishableItem, 'id' | 'version'> }) {
  return (
    <>
      <input type="hidden" name="itemId" value={item.id} />
      <input type="hidden" name="version" value={item.version} />
    </>
  );
}

/**
 * Publish the latest version now, schedule it, or cancel its schedule: on the item's page, and on
 * its review page once a second editor has approved it (issue 63). Each asks before it acts.
 */
export function PublishForms({ item, latest, allowed = true }: { item: PublishableItem; latest: number; allowed?: boolean }) {
  const onTheSite = item.published_revision === latest;
  // Waiting for approval: nothing to ask, but the forms stay, with the answers they gave.
  const offered = allowed && !onTheSite;
  return (
    <>
      {/* The forms stay when there is nothing to do, so their answers (“Published: …”) do too. */}
      <ConsequentialForm action={publishContentAction} opener={offered ? `Publish version ${latest} now…` : null}>
        <ItemAt item={item} />
        {onTheSite && <p>Version {latest} is the one on the site.</p>}
      </ConsequentialForm>
      {/* Nothing to schedule once the latest version is on the site (issue 59). */}
      <ConsequentialForm
        action={scheduleContentAction}
        opener={!offered ? null : item.status === 'scheduled' ? `Schedule version ${latest} for another time…` : `Schedule version ${latest}…`}
      >
        <ItemAt item={item} />
        {allowed && <ScheduleFields legend="Publish later" label="Publish at" name="publishAt" id="schedule" />}
      </ConsequentialForm>
      <ActionForm action={unscheduleContentAction}>
        <ItemAt item={item} />
        {item.status === 'scheduled' && item.publish_at && (
          <p>
            Version {latest} will be published by itself at {virginiaDateTime(item.publish_at)}.{' '}
            <button type="submit" className="button button--small button--outline">
              Cancel the schedule
            </button>
          </p>
        )}
      </ActionForm>
    </>
  );
}
