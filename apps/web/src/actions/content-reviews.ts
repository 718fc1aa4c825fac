'use server';

import { contentKindNames, contentKinds, contentRoles } from '@vtrans/contracts/content-editing';
import { AppError } from '@vtrans/contracts/errors';
import { decideReview, publishingRules, setPublishingRules, submitForReview } from '@vtrans/db';
import { z } from 'zod';
import { formAction } from '@/server/http/action';

// A second pair of eyes (issue 63, decision 048): an editor submits the latest version of an item,
// someone else approves it or sends it back. Neither changes the site: publishing stays its own
// confirmed step (actions/content.ts), which refuses a version nobody approved.

const pages = ['/admin/content/edit', '/admin/content/reviews', '/admin/content/review', '/admin'];

const Note = z.string().trim().max(2000, 'Keep the note under 2,000 characters.');
const ItemAt = z.object({ itemId: z.uuid('No such item.'), version: z.coerce.number().int().min(1) });

export const submitForReviewAction = formAction(
  { roles: contentRoles, schema: ItemAt.extend({ note: Note.optional().default('') }), echo: ['note'], revalidate: pages },
  async ({ itemId, version, note }, { session, db }) => {
    const { revision, already } = await submitForReview(db, itemId, version, session.user.id, note);
    return {
      message: already
        ? `Version ${revision} is waiting for review already.`
        : `Version ${revision} is submitted for review. Another editor approves it before it can be published.`,
    };
  },
);

export const decideReviewAction = formAction(
  {
    roles: contentRoles,
    schema: ItemAt.extend({
      revision: z.coerce.number().int().min(1),
      decision: z.enum(['approved', 'returned'], 'Choose to approve it or send it back.'),
      note: Note.optional().default(''),
    }),
    echo: ['note'],
    revalidate: pages,
  },
  async ({ itemId, version, revision, decision, note }, { session, db }) => {
    const { emergency } = await decideReview(db, { itemId, version, revision }, session.user.id, decision, note);
    if (decision === 'returned') return { message: `Version ${revision} is sent back with your note. It cannot be published until a later version is approved.` };
    return {
      message: emergency
        ? `Version ${revision} is approved afterwards: it is no longer listed as published without review.`
        : `Version ${revision} is approved. It can be published or scheduled now.`,
    };
  },
);

/** The form's checkboxes: a kind ticked needs approval, one left unticked does not. */
const readRules = (formData: FormData) => ({ secondEyes: formData.getAll('secondEyes').filter((value): value is string => typeof value === 'string') });

export const publishingRulesAction = formAction(
  {
    roles: ['admin'],
    schema: z.object({ secondEyes: z.array(z.enum(contentKindNames as [string, ...string[]], 'No such kind of content.')).max(contentKindNames.length) }),
    read: readRules,
    revalidate: ['/admin/content/reviews'],
    consequence: {
      kind: 'publishes',
      audit: 'publishing.second-eyes',
      async describe({ secondEyes }, { db }) {
        const before = await publishingRules(db);
        const off = contentKindNames.filter((kind) => before[kind] && !secondEyes.includes(kind));
        const on = contentKindNames.filter((kind) => !before[kind] && secondEyes.includes(kind));
        if (!off.length && !on.length) return null;
        const named = (kinds: typeof off) => kinds.map((kind) => contentKinds[kind].plural.toLowerCase()).join(', ');
        return {
          subject: 'publishing-rules',
          summary: `${off.length + on.length} kind${off.length + on.length === 1 ? '' : 's'} of content change how they are published.`,
          effects: [
            ...(off.length ? [`Editors publish ${named(off)} without anyone else approving them.`] : []),
            ...(on.length ? [`${named(on)[0]!.toUpperCase()}${named(on).slice(1)} need another editor’s approval before they are published.`] : []),
            'The change is recorded in the audit log.',
          ],
          confirmLabel: 'Yes, change the rules',
        };
      },
    },
  },
  async ({ secondEyes }, { session, db }) => {
    const rules = Object.fromEntries(contentKindNames.map((kind) => [kind, secondEyes.includes(kind)])) as Record<(typeof contentKindNames)[number], boolean>;
    const changed = await setPublishingRules(db, rules, session.user.id);
    if (!changed.length) throw new AppError('conflict', 'Nothing changed: the rules are as you left them.');
    return { message: `Saved: ${changed.length} kind${changed.length === 1 ? '' : 's'} changed.` };
  },
);
