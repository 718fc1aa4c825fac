'use server';

import { sitePaths } from '@vtrans/contracts/site-paths';
import { AppError } from '@vtrans/contracts/errors';
import { fieldErrorsOf } from '@vtrans/contracts/forms';
import { inVirginiaTime } from '@vtrans/contracts/dates';
import { ChangeNote, hasPublicHistory } from '@vtrans/contracts/change-notes';
import {
  type ContentFields,
  type ContentKind,
  ContentReference,
  contentKinds,
  contentRoles,
  fixedKinds,
  ItemAt,
  PublishSchedule,
  publicPath,
  versionNumber,
} from '@vtrans/contracts/content-editing';
import {
  assertApproved,
  contentPublicationReach,
  createContentItem,
  publicationInstant,
  publishContentItem,
  restoreContentRevision,
  saveContentItem,
  scheduleContentItem,
  unpublishContentItem,
  unscheduleContentItem,
} from '@vtrans/db';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { formAction } from '@/server/http/action';
import { assertLinksPublishable } from '@/server/domain/content-link-check';
import { alertFollowersEffect } from '@/server/http/consequence';
import type { UnitOfWork } from '@/server/http/unit-of-work';

// Staff publishing (issue 20). Every action names the item and the version the editor saw; one
// that finds a newer version is refused with the conflict message and changes nothing.

const pages = ['/admin/content', '/admin/content/edit', '/admin/content/preview'];

/** Every field name of every kind: what a refused save hands back to the form. */
const everyField = [...new Set(Object.values(contentKinds).flatMap((kind) => kind.fields.map((field) => field.name)))];
const listFields = new Set<string>(
  Object.values(contentKinds).flatMap((kind) =>
    kind.fields.filter((field) => field.type === 'pages' || field.type === 'documents' || field.type === 'localities').map((field) => field.name),
  ),
);

/** The form as its kind's schema reads it: checkbox groups as lists, everything else as text. */
function readContentForm(formData: FormData) {
  const values: Record<string, unknown> = {};
  for (const name of new Set(formData.keys())) {
    const all = formData.getAll(name).filter((value): value is string => typeof value === 'string');
    values[name] = listFields.has(name) ? all : all[0];
  }
  return values;
}

function fieldsOf(kind: ContentKind, values: unknown): ContentFields {
  const parsed = contentKinds[kind].schema.safeParse(values);
  if (!parsed.success)
    throw new AppError('invalid', 'Please correct the fields named.', { fields: fieldErrorsOf<string>(parsed.error) as Record<string, string> });
  return parsed.data;
}

/** The change's note for the page's history (issue 63): null for a minor change, undefined when the form did not ask. */
function changeNoteOf(values: Record<string, unknown>): string | null | undefined {
  if (values.change === undefined) return undefined;
  const parsed = ChangeNote.safeParse(values);
  if (!parsed.success)
    throw new AppError('invalid', 'Please correct the fields named.', { fields: fieldErrorsOf<string>(parsed.error) as Record<string, string> });
  return parsed.data;
}

/** A new item is saved as a draft (and the editor taken to its page); an existing one gets a new version. */
export const saveContentAction = formAction(
  { roles: contentRoles, schema: ContentReference.loose(), read: readContentForm, echo: [...everyField, 'change', 'changeNote'], revalidate: pages },
  async ({ kind, itemId, version, ...values }, { session, db, afterCommit }) => {
    const fields = fieldsOf(kind, values);
    const changeNote = changeNoteOf(values);
    if (!itemId) {
      if (fixedKinds.includes(kind)) throw new AppError('invalid', `${contentKinds[kind].plural} come with the site: edit one from the list.`);
      const created = await createContentItem(db, kind, fields, session.user.id);
      // After the commit: redirect() throws, and thrown inside the transaction it would undo the save.
      afterCommit(async () => redirect(sitePaths.contentItem(created, { saved: '1' })));
      return;
    }
    if (version === undefined) throw new AppError('invalid', 'The form is missing its version: reload the page.');
    const saved = await saveContentItem(db, itemId, version, fields, session.user.id, changeNote);
    return { message: `Saved as version ${saved}. Publish it to show it on the site.` };
  },
);

/** What the page's readers are told of the publication (issue 63), said before it happens. */
function historyEffect({ kind, history }: Awaited<ReturnType<typeof contentPublicationReach>>): string[] {
  if (!hasPublicHistory(kind)) return [];
  if (history.first) return ['Its page will say the day it was first published.'];
  if (history.note) return [`Its page will say “Last updated (the day it goes up) — ${history.note}”.`];
  return ['It goes up as a minor change: its page’s history does not change.'];
}

/** What an item's publication reaches, said before it is published, scheduled or taken off (issue 56). */
async function publicationEffects(db: UnitOfWork['db'], itemId: string, version: number) {
  const reach = await contentPublicationReach(db, itemId, version);
  const where = reach.publicKey ? publicPath(reach.kind, reach.publicKey) : null;
  const name = `the ${contentKinds[reach.kind].label.toLowerCase()} “${reach.title || '(untitled)'}”`;
  const followers = reach.localities.length ? [await alertFollowersEffect(db, reach.localities, 'updates')] : [];
  // Who hears of it: the localities' followers, and the page's readers.
  return { reach, where, name, told: [...followers, ...historyEffect(reach)] };
}

export const publishContentAction = formAction(
  {
    roles: contentRoles,
    schema: ItemAt,
    revalidate: pages,
    consequence: {
      kind: 'publishes',
      // The work's own entry (content.publish) is the record the feed and the alerts read.
      audit: null,
      async describe({ itemId, version }, { db }) {
        const { reach, where, name, told } = await publicationEffects(db, itemId, version);
        if (reach.published === reach.latest) return null;
        // Refused before the question, not after the answer: a version nobody approved, a broken link (issue 63).
        await assertApproved(db, { id: itemId, kind: reach.kind }, reach.latest);
        await assertLinksPublishable(db, itemId);
        return {
          subject: `content:${itemId}`,
          summary: `Version ${reach.latest} of ${name} goes on the site at once${reach.published ? `, in place of version ${reach.published}` : ''}.`,
          effects: [...(where ? [`It is at ${where}.`] : []), ...told, 'Unpublishing takes it off again; every version stays in its history.'],
          confirmLabel: `Yes, publish version ${reach.latest}`,
        };
      },
    },
  },
  async ({ itemId, version }, { session, db }) => {
    // Already up (a form sent again): nothing to do, and nothing to announce again.
    const reach = await contentPublicationReach(db, itemId, version);
    if (reach.published === reach.latest) return { message: `Version ${reach.latest} is on the site already.` };
    await publishContentItem(db, itemId, version, session.user.id);
    return { message: 'Published: it is on the site now.' };
  },
);

/**
 * An admin's publication without the second pair of eyes its kind needs (issue 63): for what cannot
 * wait (a closure, a correction). The reason is kept with it, and it stays listed for review until
 * someone else approves it afterwards.
 */
export const emergencyPublishAction = formAction(
  {
    roles: ['admin'],
    schema: ItemAt.extend({
      reason: z.string().trim().min(10, 'Say why it cannot wait for review (at least 10 characters).').max(2000, 'Keep the reason under 2,000 characters.'),
    }),
    echo: ['reason'],
    revalidate: [...pages, '/admin/content/reviews', '/admin'],
    consequence: {
      kind: 'publishes',
      // The work's own entries (content.emergency-publish, content.publish) are the record the feed and the alerts read.
      audit: null,
      async describe({ itemId, version, reason }, { db }) {
        const { reach, where, name, told } = await publicationEffects(db, itemId, version);
        if (reach.published === reach.latest) return null;
        // An emergency skips the second pair of eyes, not the link check.
        await assertLinksPublishable(db, itemId);
        return {
          subject: `content:${itemId}`,
          summary: `Version ${reach.latest} of ${name} goes on the site at once, without anyone else approving it.`,
          effects: [
            ...(where ? [`It is at ${where}.`] : []),
            ...told,
            `Your reason is kept with it: “${reason}”.`,
            'It is listed on the admin home and the reviews page until another editor approves it.',
          ],
          confirmLabel: `Yes, publish version ${reach.latest} without review`,
        };
      },
    },
  },
  async ({ itemId, version, reason }, { session, db }) => {
    const reach = await contentPublicationReach(db, itemId, version);
    if (reach.published === reach.latest) return { message: `Version ${reach.latest} is on the site already.` };
    await publishContentItem(db, itemId, version, session.user.id, { reason });
    return { message: 'Published without review: it is on the site now, and listed until someone else approves it.' };
  },
);

export const unpublishContentAction = formAction(
  {
    roles: contentRoles,
    schema: ItemAt,
    revalidate: pages,
    consequence: {
      kind: 'deletes',
      // The work's own entry (content.unpublish) is the record the feed and the alerts read.
      audit: null,
      async describe({ itemId, version }, { db }) {
        const { reach, where, name } = await publicationEffects(db, itemId, version);
        if (reach.published === null) throw new AppError('conflict', 'This item is not published.');
        return {
          subject: `content:${itemId}`,
          summary: `${name[0]!.toUpperCase()}${name.slice(1)} leaves the site at once${where ? `: ${where} will answer that it is not found` : ''}.`,
          effects: ['Its versions stay here; publishing it again puts it back.', 'Nobody is told.'],
          confirmLabel: 'Yes, take it off the site',
        };
      },
    },
  },
  async ({ itemId, version }, { session, db }) => {
    await unpublishContentItem(db, itemId, version, session.user.id);
    return { message: 'Unpublished: it is no longer on the site. Its history is kept.' };
  },
);

export const scheduleContentAction = formAction(
  {
    roles: contentRoles,
    schema: ItemAt.extend(PublishSchedule.shape),
    echo: ['publishAt', 'timeZone'],
    revalidate: pages,
    consequence: {
      kind: 'publishes',
      // The work's own entry (content.schedule) is the record the feed and the alerts read.
      audit: null,
      async describe({ itemId, version, publishAt, timeZone }, { db }) {
        const { reach, name, told } = await publicationEffects(db, itemId, version);
        await assertApproved(db, { id: itemId, kind: reach.kind }, reach.latest);
        await assertLinksPublishable(db, itemId);
        const at = await publicationInstant(db, { local: publishAt, timeZone });
        return {
          subject: `content:${itemId}`,
          summary: `Version ${reach.latest} of ${name} goes on the site by itself at ${inVirginiaTime(at, publishAt, timeZone)}.`,
          effects: [
            reach.published ? `Until then, version ${reach.published} stays on the site.` : 'Until then, nothing of it is on the site.',
            ...told,
            'Any change to the item before then cancels this schedule.',
          ],
          confirmLabel: `Yes, schedule version ${reach.latest}`,
        };
      },
    },
  },
  async ({ itemId, version, publishAt, timeZone }, { session, db }) => {
    const at = await scheduleContentItem(db, itemId, version, { local: publishAt, timeZone }, session.user.id);
    return { message: `Scheduled: it will be published at ${inVirginiaTime(at, publishAt, timeZone)}.` };
  },
);

/** Cancels a schedule: nothing is published then; what is on the site stays (issue 59). */
export const unscheduleContentAction = formAction({ roles: contentRoles, schema: ItemAt, revalidate: pages }, async ({ itemId, version }, { session, db }) => {
  await unscheduleContentItem(db, itemId, version, session.user.id);
  return { message: 'Schedule cancelled: nothing will be published by itself.' };
});

export const restoreContentAction = formAction(
  { roles: contentRoles, schema: ItemAt.extend({ number: versionNumber }), revalidate: pages },
  async ({ itemId, version, number }, { session, db }) => {
    const restored = await restoreContentRevision(db, itemId, version, number, session.user.id);
    return { message: `Version ${number} restored as version ${restored}. Publish it to show it on the site.` };
  },
);
