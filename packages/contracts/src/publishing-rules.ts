import { type ContentKind, contentKindNames, contentKinds } from './content-editing';

/**
 * What needs a second pair of eyes before it reaches the public (issue 63), a setting per kind:
 * each kind of the site's content, and newsletter campaigns, which go to subscribers' inboxes.
 */
export const publishingRuleKinds = [...contentKindNames, 'campaigns'] as const;
export type PublishingRuleKind = ContentKind | 'campaigns';

/** The kind in the plural, as the rules form and its audit entries name it. */
export const publishingRuleLabel = (kind: PublishingRuleKind): string => (kind === 'campaigns' ? 'Newsletter campaigns' : contentKinds[kind].plural);
