import { z } from 'zod';
import { type ContentKind, contentKindNames, contentKinds } from './content-editing';

/**
 * What needs a second pair of eyes before it reaches the public (issue 63), a setting per kind:
 * each kind of the site's content, pages' Spanish versions (decision 055), newsletter campaigns,
 * which go to subscribers' inboxes, and the library's documents (decision 054).
 */
export const publishingRuleKinds = [...contentKindNames, 'translations', 'campaigns', 'documents'] as const;
type OtherKind = 'translations' | 'campaigns' | 'documents';
export type PublishingRuleKind = ContentKind | OtherKind;

const otherKindLabels: Record<OtherKind, string> = {
  translations: 'Spanish versions',
  campaigns: 'Newsletter campaigns',
  documents: 'Library documents',
};

/** The kind in the plural, as the rules form and its audit entries name it. */
export const publishingRuleLabel = (kind: PublishingRuleKind): string =>
  kind in otherKindLabels ? otherKindLabels[kind as OtherKind] : contentKinds[kind as ContentKind].plural;

/** Words given with a review step — a submission's note, a decision's, an emergency's reason — bounded as the tables are. */
export const ReviewText = z.string().trim().max(2000, 'Keep the note under 2,000 characters.');
/** A note that may be left out (a return needs one, which the queries say, naming the field). */
export const ReviewNote = ReviewText.optional().default('');
/** A reviewer's decision, whatever is reviewed. */
export const ReviewDecision = z.enum(['approved', 'returned'], 'Choose to approve it or send it back.');
