import { virginiaDateTime } from '@vtrans/contracts/dates';
import { FACT_CHECK_DAYS, type FactCheckState } from '@vtrans/contracts/fact-checks';
import { requestFactCheckAction, stopFactCheckAction } from '@/actions/fact-checks';
import { ActionForm } from '@/components/action-form';
import { ConsequentialForm } from '@/components/consequential-form';
import { FactCheckComments } from './fact-check-comments';
import { ItemAt, type PublishableItem } from './publish-forms';

export interface FactCheckRow {
  id: string;
  revision: number;
  email: string;
  message: string;
  created_at: Date;
  expires_at: Date;
  requester: string | null;
  state: FactCheckState;
  comments: { name: string; body: string; created_at: Date }[];
}

const stateWords = (check: FactCheckRow) =>
  check.state === 'open'
    ? `works until ${virginiaDateTime(check.expires_at)}`
    : check.state === 'stopped'
      ? 'stopped'
      : `expired ${virginiaDateTime(check.expires_at)}`;

/**
 * Fact-checking by someone outside the office (issue 63): send the latest version to an expert's
 * address (asked before the e-mail goes), and each link sent, with its state and the comments that
 * came back; a link still open can be stopped.
 */
export function FactChecks({ item, latest, checks }: { item: Pick<PublishableItem, 'id' | 'version'>; latest: number; checks: FactCheckRow[] }) {
  return (
    <>
      <p>
        Send version {latest}, read-only, to someone outside the office who knows the subject. They can comment for {FACT_CHECK_DAYS} days; opening the link
        changes nothing.
      </p>
      <ConsequentialForm action={requestFactCheckAction} opener={`E-mail version ${latest} for fact-checking…`} label="Send for fact-checking">
        <ItemAt item={item} />
        <label htmlFor="fact-check-email">Their e-mail address</label>
        <input id="fact-check-email" name="email" type="email" autoComplete="off" maxLength={254} required />
        <label htmlFor="fact-check-message">A note for them (optional)</label>
        <textarea id="fact-check-message" name="message" rows={2} maxLength={2000} />
      </ConsequentialForm>
      {checks.length === 0 ? (
        <p>No fact-check links sent yet.</p>
      ) : (
        <ul className="item-list">
          {checks.map((check) => (
            <li key={check.id}>
              <p>
                Version {check.revision} to {check.email}, {virginiaDateTime(check.created_at)} by {check.requester ?? 'a former user'}: {stateWords(check)}.
              </p>
              {check.comments.length === 0 ? <p>No comments yet.</p> : <FactCheckComments comments={check.comments} />}
              {/* The form stays once the link is stopped, so its answer (“Stopped: …”) does too. */}
              <ActionForm action={stopFactCheckAction}>
                <input type="hidden" name="factCheckId" value={check.id} />
                {check.state === 'open' && (
                  <button type="submit" className="button button--small button--outline">
                    Stop the link to {check.email}
                  </button>
                )}
              </ActionForm>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
