'use client';

import { useFormAction } from '@/components/use-form-action';
import { zodResolver } from '@hookform/resolvers/zod';
import { CampaignDraft } from '@vtrans/contracts/campaigns';
import { startTransition, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { saveCampaignAction } from '@/actions/campaigns';
import { ActionOutcome } from '@/components/action-outcome';
import { fieldErrors } from '@/components/field-errors';

export interface CampaignLinkChoice {
  /** What the link says: the update's or meeting's title. */
  title: string;
  path: string;
  group: 'Program updates' | 'Meetings';
}

interface Props {
  campaignId?: string;
  version?: number;
  values: { subject: string; body: string };
  links: CampaignLinkChoice[];
}

const bodyHint =
  'Markdown: a blank line between paragraphs; ## for a heading (then ###); [words that say where it goes](address) for a link; - for a list item.';

/**
 * A campaign's subject and body. react-hook-form checks them with the same schema as the server
 * action; the link picker puts a Markdown link to an update or a meeting where the cursor is, its
 * words the item's title (link text that says where it goes).
 */
export function CampaignEditor({ campaignId, version, values, links }: Props) {
  const [result, formAction, pending] = useFormAction(saveCampaignAction, null);
  const formRef = useRef<HTMLFormElement>(null);
  const echoed = result && !result.ok ? result.values : undefined;
  const { register, handleSubmit, formState, getValues, setValue, setFocus } = useForm<CampaignDraft>({
    resolver: zodResolver(CampaignDraft),
    mode: 'onTouched',
    defaultValues: { ...values, ...echoed },
  });
  const serverErrors: Record<string, string | undefined> = result && !result.ok ? result.fieldErrors : {};
  const errors = fieldErrors<'subject' | 'body'>((field) => formState.errors[field]?.message ?? serverErrors[field]);
  const [picked, setPicked] = useState(links[0]?.path ?? '');
  const body = register('body');
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);

  const insertLink = () => {
    const link = links.find((candidate) => candidate.path === picked);
    if (!link) return;
    const text = getValues('body') ?? '';
    const at = bodyRef.current?.selectionStart ?? text.length;
    const markdown = `[${link.title.replace(/[[\]]/g, '')}](${link.path})`;
    setValue('body', `${text.slice(0, at)}${markdown}${text.slice(at)}`, { shouldDirty: true });
    setFocus('body');
    requestAnimationFrame(() => bodyRef.current?.setSelectionRange(at + markdown.length, at + markdown.length));
  };

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      className="stacked-form content-editor"
      aria-label={campaignId ? 'Edit campaign' : 'New campaign'}
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit(() => startTransition(() => formAction(new FormData(formRef.current!))))(event);
      }}
    >
      <ActionOutcome result={result} />
      {campaignId && <input type="hidden" name="campaignId" value={campaignId} />}
      {version !== undefined && <input type="hidden" name="version" value={version} />}
      <label htmlFor="campaign-subject">Subject</label>
      {errors.errorText('subject')}
      <input id="campaign-subject" type="text" maxLength={150} aria-required {...register('subject')} {...errors.described('subject')} />
      <label htmlFor="campaign-body">Body</label>
      <span id="campaign-body-hint" className="field-hint">
        {bodyHint}
      </span>
      {errors.errorText('body')}
      <textarea
        id="campaign-body"
        rows={16}
        aria-required
        {...body}
        ref={(element) => {
          body.ref(element);
          bodyRef.current = element;
        }}
        {...errors.described('body', 'campaign-body-hint')}
      />
      {links.length > 0 && (
        <fieldset className="link-picker">
          <legend>Link to an update or a meeting</legend>
          <label htmlFor="campaign-link">Item</label>
          <select id="campaign-link" value={picked} onChange={(event) => setPicked(event.target.value)}>
            {(['Program updates', 'Meetings'] as const).map((group) => (
              <optgroup key={group} label={group}>
                {links
                  .filter((link) => link.group === group)
                  .map((link) => (
                    <option key={link.path} value={link.path}>
                      {link.title}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
          <button type="button" className="button button--small button--outline" onClick={insertLink}>
            Insert the link into the body
          </button>
        </fieldset>
      )}
      <button type="submit" className="button" disabled={pending}>
        {pending ? 'Saving…' : campaignId ? 'Save' : 'Save as draft'}
      </button>
    </form>
  );
}
