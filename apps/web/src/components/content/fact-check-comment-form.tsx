'use client';

import { useFormAction } from '@/components/use-form-action';
import { addFactCheckCommentAction } from '@/actions/fact-check-comments';
import { ActionOutcome } from '@/components/action-outcome';
import { fieldErrors } from '@/components/field-errors';

/**
 * The outside expert's comment on a draft (issue 63), posted with the link's key. Refused, the
 * text comes back in the fields; sent, the form empties for the next comment.
 */
export function FactCheckCommentForm({ factCheckKey }: { factCheckKey: string }) {
  const [result, formAction, pending] = useFormAction(addFactCheckCommentAction, null);
  const refused = result && !result.ok ? result : null;
  const errors = fieldErrors<'name' | 'comment'>((field) => refused?.fieldErrors[field]);
  // A new key each answer: a refused form shows what was typed, a sent one starts empty.
  const shown = refused?.values ?? {};
  return (
    <form action={formAction} className="stacked-form" aria-label="Your comments" key={JSON.stringify(result)}>
      <ActionOutcome result={result} />
      <input type="hidden" name="key" value={factCheckKey} />
      <label htmlFor="name">Your name</label>
      {errors.errorText('name')}
      <input id="name" name="name" type="text" autoComplete="name" defaultValue={shown.name} {...errors.described('name')} />
      <label htmlFor="comment">Your comment</label>
      <span id="comment-hint" className="field-hint">
        Say which part it is about and what is wrong or missing. At most 5,000 characters; send another for more.
      </span>
      {errors.errorText('comment')}
      <textarea id="comment" name="comment" rows={6} defaultValue={shown.comment} {...errors.described('comment', 'comment-hint')} />
      <button type="submit" className="button" disabled={pending}>
        {pending ? 'Sending…' : 'Send comment'}
      </button>
    </form>
  );
}
