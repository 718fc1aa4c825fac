import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { consequenceKinds, type ConsequenceKind } from '@vtrans/contracts/action-result';
import { describe, expect, it } from 'vitest';

/*
 * Issue 56: every server action, classified. What deletes, publishes, or e-mails people outside
 * the office goes through the one confirmation step (formAction's `consequence`: what will happen
 * in words and numbers, an explicit confirm, an audit entry; apps/web/src/server/http/consequence.ts).
 * A new action fails here until it is classified, and a consequential one until it takes the step.
 * The step itself is proved in the browser (documents-admin-desktop.spec.ts: refused until
 * confirmed, cancel changes nothing, the audit entry written with it).
 */
type Classification = ConsequenceKind | 'internal';

const classified: Record<string, Classification> = {
  // The public's own forms: what they send is theirs, and any e-mail goes to themselves or to staff.
  requestAccessibleFormat: 'internal',
  requestAccessibleFormatInSpanish: 'internal',
  sendContactMessage: 'internal',
  sendSpanishContactMessage: 'internal',
  submitGapTaApplication: 'internal',
  subscribeToAlertsAction: 'internal',
  confirmAlertsAction: 'internal',
  updateAlertsAction: 'internal',
  unsubscribeFromAlertsAction: 'internal',
  confirmSubscription: 'internal',
  unsubscribe: 'internal',
  // An outside expert's comment on a draft sent to them (issue 63): it goes to the member of staff who asked.
  addFactCheckCommentAction: 'internal',
  // A person's own account.
  confirmTotpAction: 'internal',
  addPasskeyAction: 'internal',
  removeTotpAction: 'internal',
  removePasskeyAction: 'internal',
  newRecoveryCodesAction: 'internal',
  changePasswordAction: 'internal',
  proveIdentityAction: 'internal',
  endSessionAction: 'internal',
  endOtherSessionsAction: 'internal',
  passkeyRegistrationOptions: 'internal',
  passkeyProofOptions: 'internal',
  // Staff's accounts: the office's own people, e-mailed about their own accounts.
  resetSecondFactorsAction: 'internal',
  setSecondFactorPolicyAction: 'internal',
  inviteUserAction: 'internal',
  setUserRoleAction: 'internal',
  setUserDisabledAction: 'internal',
  removeUserAction: 'deletes',
  // Drafts, notes and settings that no one outside sees until something else publishes them.
  saveCampaignAction: 'internal',
  testCampaignAction: 'internal',
  saveContentAction: 'internal',
  // A version submitted for review, approved or sent back, and which kinds need a review: the
  // office's own steps (audited by the work); publishing stays its own confirmed step.
  submitForReviewAction: 'internal',
  decideReviewAction: 'internal',
  submitCampaignForReviewAction: 'internal',
  decideCampaignReviewAction: 'internal',
  submitDocumentForReviewAction: 'internal',
  publishingRulesAction: 'internal',
  // Why an inaccessible document is linked anyway: the office's record; publishing is the step.
  linkExceptionAction: 'internal',
  reviewPlanAction: 'internal',
  needsReviewAction: 'internal',
  markReviewedAction: 'internal',
  documentReviewPlanAction: 'internal',
  markDocumentReviewedAction: 'internal',
  documentNeedsReviewAction: 'internal',
  ownerGroupAction: 'internal',
  calendarFeedAction: 'internal',
  // Stopping a fact-check link takes nothing from the public: the draft was never theirs.
  stopFactCheckAction: 'internal',
  createThemeAction: 'internal',
  setThemeRulesAction: 'internal',
  clearFlagsAction: 'internal',
  recheckLibraryAction: 'internal',
  saveSynonymsAction: 'internal',
  rerunAction: 'internal',
  retryJobAction: 'internal',
  addSuppressionAction: 'internal',
  removeSuppressionAction: 'internal',
  // Undoing a removal puts back what the public had.
  restoreDocumentAction: 'internal',
  // An earlier version made the latest again, as a draft: publishing it is the step.
  restoreContentAction: 'internal',
  // Cancelling a schedule publishes, deletes and e-mails nothing: what is on the site stays (audited by the work).
  unscheduleContentAction: 'internal',
  // A comment received by phone, letter or at a meeting, typed in as the person made it: the
  // public's own words for the public record, as a web comment is (decision 037).
  enterStaffCommentAction: 'internal',
  // A document's ADA exception is the office's record: readers are not shown it.
  accessibilityExceptionAction: 'internal',
  // A GAP-TA application's status and note are the program's records: nothing is e-mailed or shown.
  updateApplicationAction: 'internal',
  // Consequential.
  trashDocumentAction: 'deletes',
  deleteCampaignDraftAction: 'deletes',
  deleteThemeAction: 'deletes',
  removeJobAction: 'deletes',
  unpublishContentAction: 'deletes',
  uploadDocumentAction: 'publishes',
  updateDocumentAction: 'publishes',
  verifyDocumentAction: 'publishes',
  publishContentAction: 'publishes',
  emergencyPublishAction: 'publishes',
  decideDocumentReviewAction: 'publishes',
  publishDocumentInEmergencyAction: 'publishes',
  saveTranslationAction: 'publishes',
  confirmTranslationAction: 'publishes',
  decideTranslationReviewAction: 'publishes',
  scheduleContentAction: 'publishes',
  createPeriodAction: 'publishes',
  updatePeriodAction: 'publishes',
  editSharedResponseAction: 'publishes',
  setHiddenAction: 'publishes',
  reviewAction: 'publishes',
  respondAction: 'emails-the-public',
  bulkCommentsAction: 'emails-the-public',
  sendCampaignNowAction: 'emails-the-public',
  scheduleCampaignAction: 'emails-the-public',
  changeCampaignAction: 'emails-the-public',
  updateAccessibilityRequestAction: 'emails-the-public',
  requestFactCheckAction: 'emails-the-public',
};

/**
 * The consequential actions whose work writes their audit entry itself (`audit: null`): content's
 * publication (the entry is the record the updates feed and the alerts read), a campaign's
 * changes of status (its queries record each one), and a document's details (every edit is its
 * history, a hidden document's too, which asks nothing). Every other one's entry is the step's.
 */
const auditedByTheWork = new Set([
  'updateDocumentAction',
  'publishContentAction',
  'emergencyPublishAction',
  // A document's approval and emergency publication: their queries write document.approve / document.emergency-publish.
  'decideDocumentReviewAction',
  'publishDocumentInEmergencyAction',
  'unpublishContentAction',
  'scheduleContentAction',
  'sendCampaignNowAction',
  'scheduleCampaignAction',
  'changeCampaignAction',
  'deleteCampaignDraftAction',
  // saveTranslation writes content.translate (with the Spanish replaced) or content.translation-confirm.
  'saveTranslationAction',
  'confirmTranslationAction',
  'decideTranslationReviewAction',
  // requestFactCheck writes content.fact-check, naming the link it made.
  'requestFactCheckAction',
]);

const actionsFolder = path.resolve('apps/web/src/actions');

/** Every exported server action, with the text of its definition (to the next export). */
function serverActions(): { name: string; file: string; definition: string }[] {
  return readdirSync(actionsFolder)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => {
      const source = readFileSync(path.join(actionsFolder, file), 'utf8');
      if (!source.startsWith("'use server'")) return [];
      const starts = [...source.matchAll(/^export (?:const (\w+) = |async function (\w+)\()/gm)];
      return starts.map((match, index) => ({
        name: (match[1] ?? match[2])!,
        file,
        definition: source.slice(match.index, starts[index + 1]?.index ?? source.length),
      }));
    });
}

/** The kind a definition declares through formAction's `consequence`, or null. */
const declaredKind = (definition: string): string | null => definition.match(/consequence:\s*\{[^]*?kind:\s*'([a-z-]+)'/)?.[1] ?? null;

describe('consequential actions', () => {
  const actions = serverActions();

  it('every server action is classified, and the classification names only actions that exist', () => {
    expect(actions.length).toBeGreaterThan(50);
    expect(actions.map((action) => action.name).filter((name) => !(name in classified))).toEqual([]);
    expect(Object.keys(classified).filter((name) => !actions.some((action) => action.name === name))).toEqual([]);
    for (const kind of Object.values(classified)) expect([...consequenceKinds, 'internal']).toContain(kind);
  });

  it('every consequential action takes the confirmation step with its kind, and its audit entry is the step’s unless its work writes one', () => {
    const missing: string[] = [];
    const wrongKind: string[] = [];
    const auditedElsewhere: string[] = [];
    for (const action of actions) {
      const kind = classified[action.name];
      const declared = declaredKind(action.definition);
      if (kind === 'internal' || kind === undefined) {
        if (declared) wrongKind.push(`${action.name} declares ${declared} but is classified internal`);
        continue;
      }
      if (!declared) missing.push(`${action.name} (${kind}) in ${action.file} has no consequence`);
      else if (declared !== kind) wrongKind.push(`${action.name} declares ${declared}, classified ${kind}`);
      if (/consequence:\s*\{[^]*?audit:\s*null/.test(action.definition)) auditedElsewhere.push(action.name);
    }
    expect(missing).toEqual([]);
    expect(wrongKind).toEqual([]);
    expect(auditedElsewhere.sort()).toEqual([...auditedByTheWork].sort());
  });

  it('the check bites: a definition without the step is found, and one with it is read with its kind', () => {
    expect(declaredKind('export const x = formAction({ roles: staffRoles, schema }, async () => {});')).toBeNull();
    expect(declaredKind("export const x = formAction({ roles, consequence: { kind: 'deletes', audit: 'x.y', describe } }, work);")).toBe('deletes');
  });
});
