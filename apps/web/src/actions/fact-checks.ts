'use server';

import { contentKinds, contentRoles } from '@vtrans/contracts/content-editing';
import { FACT_CHECK_DAYS, FactCheckRequest, factCheckRequestWords } from '@vtrans/contracts/fact-checks';
import { noticeText } from '@vtrans/contracts/notice-words';
import { contentPublicationReach, requestFactCheck, stopFactCheck } from '@vtrans/db';
import { z } from 'zod';
import { formAction } from '@/server/http/action';

// Fact-check links (issue 63): staff send a read-only copy of a draft to an outside expert (an
// e-mail outside the office: said, confirmed and audited first) and stop one. The expert's comment
// is fact-check-comments.ts: a public form, kept apart from staff's actions.

const pages = ['/admin/content/edit'];

export const requestFactCheckAction = formAction(
  {
    roles: contentRoles,
    schema: FactCheckRequest,
    echo: ['email', 'message'],
    revalidate: pages,
    consequence: {
      kind: 'emails-the-public',
      audit: null,
      async describe(request, { db, session }) {
        const reach = await contentPublicationReach(db, request.itemId, request.version);
        const words = factCheckRequestWords(
          {
            kindLabel: contentKinds[reach.kind].label,
            title: reach.title,
            message: request.message,
            requester: session.user.email,
            expiresAt: `${FACT_CHECK_DAYS} days after it is sent`,
          },
          '(a link of its own, made when you confirm)',
        );
        return {
          subject: `content:${request.itemId}`,
          summary: `Version ${reach.latest} of “${reach.title || '(untitled)'}” will be e-mailed to ${request.email} (1 person, outside the office), read-only, with a form for comments.`,
          effects: [
            `The link works for ${FACT_CHECK_DAYS} days; you can stop it sooner on this page.`,
            'Opening it changes nothing; their comments come back to this page, and you are e-mailed each one.',
            'Later versions are not shown to them: send a new link for those.',
          ],
          email: { recipients: 1, subject: words.subject, text: noticeText(words) },
          confirmLabel: `Yes, e-mail the link to ${request.email}`,
        };
      },
    },
  },
  async (request, { session, db }) => {
    const sent = await requestFactCheck(db, request, session.user.id);
    return { message: `Sent: version ${sent.revision} is on its way to ${request.email}. Their comments will appear here.`, subject: `fact-check:${sent.id}` };
  },
);

export const stopFactCheckAction = formAction(
  { roles: contentRoles, schema: z.object({ factCheckId: z.uuid('No such link.') }), revalidate: pages },
  async ({ factCheckId }, { session, db }) => {
    await stopFactCheck(db, factCheckId, session.user.id);
    return { message: 'Stopped: the link no longer opens the draft.' };
  },
);
