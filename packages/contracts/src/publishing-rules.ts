import { type ContentKind, contentKindNames, contentKinds } from './content-editing';

/**
 * What needs a second pair of eyes before it reaches the public (issue 63), a setting per kind:
 * each kind of the site's content, newsletter campaigns, which go to subscribers' inboxes, and
 * the library's documents (decision 054).
 */
export const publishingRuleKinds = [...contentKindNames, 'campaigns', 'documents'] as const;
export type PublishingRuleKind = ContentKind | 'campaigns' | 'documents';

const otherKindLabels = { campaigns: 'Newsletter campaigns', documents: 'Library documents' } as const;

/** The kind in the plural, as the rules form and its audit entries name it. */
export const publishingRuleLabel = (kind: PublishingRuleKind): string =>
  kind === 'campaigns' || kind === 'documents' ? otherKindLabels[kind] : contentKinds[kind].plural;
