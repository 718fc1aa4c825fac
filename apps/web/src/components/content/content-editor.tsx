'use client';

import { useFormAction } from '@/components/use-form-action';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ContentKind, contentKinds, type FieldSpec, formValue } from '@vtrans/contracts/content-editing';
import { startTransition, useEffect, useRef } from 'react';
import { type FieldValues, type UseFormRegister, useForm } from 'react-hook-form';
import { CHANGE_NOTE_MAX, ChangeNoteChecked } from '@vtrans/contracts/change-notes';
import { z } from 'zod';
import { saveContentAction } from '@/actions/content';
import { ActionOutcome } from '@/components/action-outcome';
import { useShownOutcome } from '@/components/outcome-group';
import { fieldErrors } from '@/components/field-errors';

export interface EditorChoices {
  pages: { route: string; title: string }[];
  documents: { id: string; title: string; file_name: string }[];
  localities: { fips: string; full_name: string }[];
}

interface Props {
  kind: ContentKind;
  itemId?: string;
  version?: number;
  /** The revision the values are: when a save or a restore makes a new one, the form shows it. */
  revision?: number;
  values: Record<string, unknown>;
  choices: EditorChoices;
  /** The item is a page the public has seen: a save says whether the change is minor or what changed (issue 63). */
  asksChangeNote?: boolean;
  /** The note of the latest version, when it is not yet published: where the next save starts. */
  pendingNote?: string | null;
}

/** A revision's fields as the inputs take them. */
const asFormValues = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, formValue(value)]));

/** What the form starts from: a revision's fields and, for a change readers are told of, its note — which stays until it is published. */
const startingValues = (values: Record<string, unknown>, asksChangeNote: boolean, pendingNote: string | null) => ({
  ...asFormValues(values),
  ...(asksChangeNote && { change: pendingNote ? 'major' : undefined, changeNote: pendingNote ?? '' }),
});

const markdownHint = 'Markdown: a blank line between paragraphs; ## for a heading (then ###); [words](address) for a link; - for a list item.';

/**
 * The one editing form of every kind of content. With JavaScript, react-hook-form checks the
 * fields with the kind's schema before anything is sent, and keeps what was typed whatever the
 * server answers (a conflict included); without it, the form posts to the same server action,
 * which checks the same schema and hands the text back.
 */
export function ContentEditor({ kind, itemId, version, revision, values, choices, asksChangeNote = false, pendingNote = null }: Props) {
  const [result, formAction, pending] = useFormAction(saveContentAction, null);
  const shownResult = useShownOutcome(result);
  const formRef = useRef<HTMLFormElement>(null);
  const echoed = result && !result.ok ? result.values : undefined;
  const initial = startingValues(values, asksChangeNote, pendingNote);
  const { register, handleSubmit, formState, reset } = useForm<FieldValues>({
    resolver: zodResolver((asksChangeNote ? z.intersection(contentKinds[kind].schema, ChangeNoteChecked) : contentKinds[kind].schema) as never),
    mode: 'onTouched',
    defaultValues: { ...initial, ...echoed },
  });
  // A restored version arrives as new values under a new revision number; a refused save (a
  // conflict) brings no new revision, so what the editor typed stays.
  const shownRevision = useRef(revision);
  useEffect(() => {
    if (revision === shownRevision.current) return;
    shownRevision.current = revision;
    reset(startingValues(values, asksChangeNote, pendingNote));
  }, [revision, values, reset, asksChangeNote, pendingNote]);
  const serverErrors: Record<string, string | undefined> = result && !result.ok ? result.fieldErrors : {};
  const errors = fieldErrors<string>((field) => (formState.errors[field]?.message as string | undefined) ?? serverErrors[field]);
  const spec = contentKinds[kind];

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      className="stacked-form content-editor"
      aria-label={itemId ? `Edit ${spec.label.toLowerCase()}` : `New ${spec.label.toLowerCase()}`}
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit(() => startTransition(() => formAction(new FormData(formRef.current!))))(event);
      }}
    >
      <ActionOutcome result={shownResult} />
      <input type="hidden" name="kind" value={kind} />
      {itemId && <input type="hidden" name="itemId" value={itemId} />}
      {version !== undefined && <input type="hidden" name="version" value={version} />}
      {spec.fields.map((field: FieldSpec) => (
        <Field key={field.name} field={field} register={register} errors={errors} choices={choices} />
      ))}
      {asksChangeNote && <ChangeNoteFields register={register} errors={errors} />}
      <button type="submit" className="button" disabled={pending}>
        {pending ? 'Saving…' : itemId ? 'Save a new version' : 'Save as draft'}
      </button>
    </form>
  );
}

/** Minor, or a note the page's readers see in its history. */
function ChangeNoteFields({ register, errors }: { register: UseFormRegister<FieldValues>; errors: ReturnType<typeof fieldErrors<string>> }) {
  return (
    <>
      <fieldset {...errors.described('change', 'content-change-hint')}>
        <legend>What kind of change is this?</legend>
        <span id="content-change-hint" className="field-hint">
          This is on the site, and your answer covers every change since the version readers see: a minor change (a typo, a link) goes up quietly; any other is
          listed on the page when it is published, “Last updated (date) — (your note)”. Choosing minor drops a note saved before.
        </span>
        {errors.errorText('change')}
        <div className="checkbox-field">
          <input id="content-change-minor" type="radio" value="minor" {...register('change')} />
          <label htmlFor="content-change-minor">A minor change: nothing readers need to know</label>
        </div>
        <div className="checkbox-field">
          <input id="content-change-major" type="radio" value="major" {...register('change')} />
          <label htmlFor="content-change-major">A change readers are told of</label>
        </div>
      </fieldset>
      <label htmlFor="content-changeNote">What changed, for readers (for a change they are told of)</label>
      <span id="content-changeNote-hint" className="field-hint">
        One sentence, as the public reads it: “Added the 2026 crash figures.” At most {CHANGE_NOTE_MAX} characters.
      </span>
      {errors.errorText('changeNote')}
      <textarea
        id="content-changeNote"
        rows={2}
        maxLength={CHANGE_NOTE_MAX}
        {...register('changeNote')}
        {...errors.described('changeNote', 'content-changeNote-hint')}
      />
    </>
  );
}

function Field({
  field,
  register,
  errors,
  choices,
}: {
  field: FieldSpec;
  register: UseFormRegister<FieldValues>;
  errors: ReturnType<typeof fieldErrors<string>>;
  choices: EditorChoices;
}) {
  const id = `content-${field.name}`;
  const hint = field.type === 'markdown' ? markdownHint : field.hint;
  const hintId = hint ? `${id}-hint` : undefined;
  const label = `${field.label}${field.required ? '' : ' (optional)'}`;
  const hintText = hint && (
    <span id={hintId} className="field-hint">
      {hint}
    </span>
  );
  if (field.type === 'pages' || field.type === 'documents' || field.type === 'localities') {
    const options = {
      pages: () => choices.pages.map((page) => ({ value: page.route, text: `${page.title} (${page.route})` })),
      documents: () => choices.documents.map((document) => ({ value: document.id, text: `${document.title} (${document.file_name})` })),
      localities: () => choices.localities.map((locality) => ({ value: locality.fips, text: locality.full_name })),
    }[field.type]();
    return (
      <fieldset className="checkbox-group" {...errors.described(field.name, hintId)}>
        <legend>{label}</legend>
        {hintText}
        {errors.errorText(field.name)}
        {options.length === 0 && <p>None in the library yet.</p>}
        {options.map((option, index) => (
          <div className="checkbox-field" key={option.value}>
            <input id={`${id}-${index}`} type="checkbox" value={option.value} {...register(field.name)} />
            <label htmlFor={`${id}-${index}`}>{option.text}</label>
          </div>
        ))}
      </fieldset>
    );
  }
  const common = { id, ...register(field.name), ...errors.described(field.name, hintId), 'aria-required': field.required || undefined };
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {hintText}
      {errors.errorText(field.name)}
      {field.type === 'textarea' || field.type === 'markdown' ? (
        <textarea rows={field.type === 'markdown' ? 14 : 3} {...common} />
      ) : field.type === 'select' ? (
        <select {...common}>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          type={field.type === 'date' ? 'date' : field.type === 'datetime' ? 'datetime-local' : field.type === 'number' ? 'number' : 'text'}
          step={field.type === 'number' ? 'any' : undefined}
          {...common}
        />
      )}
    </>
  );
}
