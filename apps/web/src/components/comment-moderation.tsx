'use client';

import { useFormAction } from '@/components/use-form-action';
import type { ActionResult } from '@vtrans/contracts/action-result';
import { commentCategories, commentResponseTemplates } from '@vtrans/contracts/comments';
import { createContext, type ReactNode, useContext } from 'react';
import { respondAction } from '@/actions/comment-moderation';
import { ActionOutcome } from '@/components/action-outcome';
import { AskButton, useAskingForm } from '@/components/consequential-form';

type Respond = { respond: (formData: FormData) => void; pending: boolean; result: ActionResult | null };

const ListResponses = createContext<Respond | null>(null);

/**
 * The list's responses share one answer, shown above the list: in a filtered list (unanswered
 * only) the comment just answered leaves it, and its form with it — an answer held by the form
 * would go too (issue 35). Works without JavaScript, as the server action is the form's action.
 */
export function CommentResponses({ children }: { children: ReactNode }) {
  const [result, respond, pending] = useFormAction(respondAction, null);
  return (
    <ListResponses.Provider value={{ respond, pending, result }}>
      <div className="outcome-banner">
        <ActionOutcome result={result} />
      </div>
      {children}
    </ListResponses.Provider>
  );
}

/**
 * One comment's category and response, with the reusable templates (works without JavaScript).
 * The button says when saving e-mails the commenter: a new or changed response is e-mailed to a
 * commenter who left an address; a category change or the same words again are not.
 */
export function CommentResponseForm({ comment }: { comment: { id: string; category: string; response: string | null; has_email: boolean } }) {
  const list = useContext(ListResponses);
  if (!list) throw new Error('A CommentResponseForm goes inside CommentResponses, which shows its answer.');
  const { respond: formAction, pending, result } = list;
  const id = comment.id;
  // A new response to someone who left an address is e-mailed: the server asks first, showing the
  // e-mail (issue 56). The list shares one answer: the question is this form's when it names this comment.
  const asking = useAskingForm(formAction, result, `respond-${id}`, !result?.ok && result?.values?.id === id);
  return (
    <form {...asking.keeping} action={formAction} className="stacked-form" aria-label="Respond to this comment">
      <input type="hidden" name="id" value={id} />
      <label htmlFor={`category-${id}`}>Category</label>
      <select id={`category-${id}`} name="category" defaultValue={comment.category}>
        {commentCategories.map((category) => (
          <option key={category}>{category}</option>
        ))}
      </select>
      <label htmlFor={`template-${id}`}>Start from a template (used when the response is empty)</label>
      <select id={`template-${id}`} name="template" defaultValue="">
        <option value="">No template</option>
        {commentResponseTemplates.map((template) => (
          <option key={template.id} value={template.id}>
            {template.label}
          </option>
        ))}
      </select>
      <label htmlFor={`response-${id}`}>Response</label>
      <textarea
        id={`response-${id}`}
        name="response"
        rows={3}
        defaultValue={comment.response ?? ''}
        aria-describedby={comment.has_email ? `response-${id}-hint` : undefined}
      />
      {comment.has_email && (
        <span id={`response-${id}-hint`} className="field-hint">
          {comment.response
            ? 'Changing the words e-mails the commenter the new response; saving the same words again does not.'
            : 'Saving e-mails the response to the commenter.'}
        </span>
      )}
      <AskButton asking={asking} id={`respond-${id}`} pending={pending} className="button">
        {comment.has_email ? 'Save and e-mail the commenter…' : 'Save response'}
      </AskButton>
    </form>
  );
}
