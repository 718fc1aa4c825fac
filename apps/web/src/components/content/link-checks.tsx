import { virginiaDateTime } from '@vtrans/contracts/dates';
import { linkExceptionAction } from '@/actions/content-reviews';
import { ActionForm } from '@/components/action-form';
import { type LinkProblem, linkProblemSentence } from '@/server/domain/content-link-check';

/**
 * What the link check finds in the latest version (issue 63), before anyone submits or publishes
 * it: a broken link to fix, or a library document that fails the accessibility checks, linked only
 * with a recorded reason (a form per document; the answer stays under it).
 */
export function LinkChecks({ itemId, problems }: { itemId: string; problems: LinkProblem[] }) {
  if (problems.length === 0) return <p>Every link to this site leads somewhere, and no linked document fails the accessibility checks.</p>;
  return (
    <ul className="item-list">
      {problems.map((problem, index) => (
        <li key={`${problem.href}-${index}`}>
          <p className={problem.problem === 'broken' || !problem.exception ? 'field-error' : undefined}>{linkProblemSentence(problem)}</p>
          {problem.problem === 'broken' && <p>Publishing waits until it is fixed: change the link above and save a new version.</p>}
          {problem.document && problem.exception && (
            <p>
              Linked anyway: “{problem.exception.reason}” ({problem.exception.decider ?? 'a former user'}, {virginiaDateTime(problem.exception.decidedAt)}).
            </p>
          )}
          {problem.document && (
            <ActionForm action={linkExceptionAction}>
              <input type="hidden" name="itemId" value={itemId} />
              <input type="hidden" name="documentId" value={problem.document.id} />
              {!problem.exception && (
                <>
                  <label htmlFor={`exception-${problem.document.id}`}>Why link “{problem.document.title}” anyway</label>
                  <textarea id={`exception-${problem.document.id}`} name="reason" rows={2} minLength={10} maxLength={2000} required />
                  <p>
                    <button type="submit" className="button button--small button--outline">
                      Record the reason
                    </button>
                  </p>
                </>
              )}
            </ActionForm>
          )}
        </li>
      ))}
    </ul>
  );
}
