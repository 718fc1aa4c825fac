import { contentKinds } from '@vtrans/contracts/content-editing';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import { sitePaths } from '@vtrans/contracts/site-paths';
import { factCheckRequestWords } from '@vtrans/contracts/fact-checks';
import { factCheckCommentFacts, factCheckFacts } from '@vtrans/db';
import { composed } from '../emails/deliver';
import { composedNotice, Notice } from '../emails/templates/notice';
import { defineNotification, siteLink } from './notification';

/*
 * Fact-check links (issue 63): the link to the outside expert, with a reply address of the member
 * of staff who asked; and each comment the expert leaves, to that member of staff.
 */

export const factCheckRequest = defineNotification({
  name: 'fact-check-request',
  event: 'content.fact-check',
  async compose({ factCheckId, key }, { db, settings }) {
    const check = await factCheckFacts(db, factCheckId);
    // Stopped before the e-mail went: the link would not open, so nothing is sent.
    if (!check) return null;
    const words = factCheckRequestWords(
      {
        kindLabel: contentKinds[check.kind].label,
        title: check.title,
        message: check.message,
        requester: check.requester,
        expiresAt: virginiaDateTime(check.expires_at),
      },
      siteLink(settings, sitePaths.factCheck(key)),
    );
    return composedNotice(check.email, words, check.requester ?? undefined);
  },
});

export const factCheckComment = defineNotification({
  name: 'fact-check-comment',
  event: 'content.fact-check-comment',
  async compose({ commentId }, { db, settings }) {
    const comment = await factCheckCommentFacts(db, commentId);
    if (!comment) return null;
    return composed({
      to: comment.requester,
      subject: `A fact-check comment on: ${comment.title}`,
      element: (
        <Notice
          heading="A comment on the draft you sent"
          paragraphs={[
            `${comment.name} (${comment.expert}) commented on version ${comment.revision} of the ${contentKinds[comment.kind].label.toLowerCase()} “${comment.title}”:`,
            comment.body,
          ]}
          action={{ label: 'Open the item', url: siteLink(settings, sitePaths.contentItem(comment.item_id)) }}
        />
      ),
    });
  },
});
