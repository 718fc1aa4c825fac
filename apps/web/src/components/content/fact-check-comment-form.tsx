'use client';

import { sitePaths } from '@vtrans/contracts/site-paths';
import { useFormAction, useSendKeepingFields } from '@/components/use-form-action';
import { addFactCheckCommentAction } from '@/actions/fact-check-comments';
import { ActionOutcome } from '@/components/action-outcome';
import { fieldErrors } from '@/components/field-errors';

/**
 * The outside expert's comment on a draft (issue 63), posted with the link's key. Refused, what
 * was typed stays in the fields; sent, the form empties for the next comment. Without scripts it
 * posts to the link's own address, key and all, so the answer comes back on the same page.
 */
export function FactCheckCommentForm({ factCheckKey }: { factCheckKey: string }) {
  const [result, formAction, pending] = useFormAction(addFactCheckCommentAction, null, sitePaths.factCheck(factCheckKey));
  const { ref, onSubmit } = useSendKeepingFields(formAction, result);
  const refused = result && !result.ok ? result : null;
  // The fields' ids are prefixed (the page's other ids); the action names the fields as the form posts them.
  const errors = fieldErrors<'fact-check-name' | 'fact-check-comment'>((field) => refused?.fieldErrors[field === 'fact-check-name' ? 'name' : 'comment']);
  return (
    <form ref={ref} action={formAction} onSubmit={onSubmit} className="stacked-form" aria-label="Send a comment">
      <ActionOutcome result={result} />
      <input type="hidden" name="key" value={factCheckKey} />
      <label htmlFor="fact-check-name">Your name</label>
      {errors.errorText('fact-check-name')}
      <input id="fact-check-name" name="name" type="text" autoComplete="name" maxLength={200} {...errors.described('fact-check-name')} />
      <label htmlFor="fact-check-comment">Your comment</label>
      <span id="fact-check-comment-hint" className="field-hint">
        Say which part it is about and what is wrong or missing. At most 5,000 characters; send another for more.
      </span>
      {errors.errorText('fact-check-comment')}
      <textarea id="fact-check-comment" name="comment" rows={6} maxLength={5000} {...errors.described('fact-check-comment', 'fact-check-comment-hint')} />
      <button type="submit" className="button" disabled={pending}>
        {pending ? 'Sending…' : 'Send comment'}
      </button>
    </form>
  );
}
