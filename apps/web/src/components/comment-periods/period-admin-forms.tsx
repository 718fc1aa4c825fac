'use client';

import { commentChannelLabels, rulesAsShown, staffEntryChannels } from '@vtrans/contracts/comment-periods';
import { commentCategories } from '@vtrans/contracts/comments';
import type { ReactNode } from 'react';
import {
  bulkCommentsAction,
  createPeriodAction,
  createThemeAction,
  editSharedResponseAction,
  enterStaffCommentAction,
  setThemeRulesAction,
  updatePeriodAction,
} from '@/actions/comment-periods';
import { useAdminAction } from '@/components/admin-forms';
import { AskButton, useAskingForm } from '@/components/consequential-form';
import { useGoOnTo } from '@/components/use-form-action';
import { fieldErrors } from '@/components/field-errors';

type Choice = { id: string; title: string };
type Locality = { fips: string; name: string };

/** The server's field errors, shown above each field and named by it (aria-describedby). */
function useServerForm(action: Parameters<typeof useAdminAction>[0], idPrefix: string) {
  const form = useAdminAction(action);
  const errors = form.result && !form.result.ok ? form.result.fieldErrors : {};
  const { described, errorText } = fieldErrors<string>((field) => (errors as Record<string, string | undefined>)[field]);
  const id = (field: string) => `${idPrefix}-${field}`;
  return {
    ...form,
    id,
    // fieldErrors names the error span by the field; each form's fields are unique on its page.
    label: (field: string, text: string) => (
      <>
        <label htmlFor={id(field)}>{text}</label>
        {errorText(field)}
      </>
    ),
    described,
    errorText,
  };
}

export interface PeriodFormValues {
  id: string;
  title: string;
  description: string;
  subject: string;
  documentId: string | null;
  opensAtLocal: string;
  closesAtLocal: string;
  localities: string[];
  version: number;
}

/** A period's title, subject, dates (Virginia time) and localities: new, or saved again. */
export function PeriodForm({ period, localities, documents }: { period?: PeriodFormValues; localities: Locality[]; documents: Choice[] }) {
  const form = useServerForm(period ? updatePeriodAction : createPeriodAction, period ? 'period-edit' : 'period-new');
  useGoOnTo(form.result);
  // The period is public once saved: what the save does is said first, and the fields stay while it is (issue 56).
  const opener = period ? 'period-edit-save' : 'period-new-save';
  const asking = useAskingForm(form.formAction, form.result, opener);
  const value = (field: keyof PeriodFormValues) => (form.values[field] ?? (period?.[field] as string | undefined) ?? '') as string;
  return (
    <form {...asking.keeping} action={form.formAction} className="stacked-form" aria-label={period ? 'The period’s details' : 'A new comment period'}>
      {form.outcome}
      {period && <input type="hidden" name="id" value={period.id} />}
      {period && <input type="hidden" name="version" value={period.version} />}
      {form.label('title', 'Title')}
      <input id={form.id('title')} name="title" required maxLength={200} defaultValue={value('title')} {...form.described('title')} />
      {form.label('subject', 'The plan document or topic it is about')}
      <input id={form.id('subject')} name="subject" required maxLength={200} defaultValue={value('subject')} {...form.described('subject')} />
      {form.label('documentId', 'The document in the library (optional)')}
      <select id={form.id('documentId')} name="documentId" defaultValue={value('documentId')} {...form.described('documentId')}>
        <option value="">None</option>
        {documents.map((document) => (
          <option key={document.id} value={document.id}>
            {document.title}
          </option>
        ))}
      </select>
      {form.label('description', 'Description')}
      <textarea
        id={form.id('description')}
        name="description"
        rows={4}
        required
        maxLength={4000}
        defaultValue={value('description')}
        {...form.described('description')}
      />
      {form.label('opensAt', 'Opens at (Virginia time)')}
      <input
        id={form.id('opensAt')}
        name="opensAt"
        type="datetime-local"
        required
        defaultValue={form.values.opensAt ?? period?.opensAtLocal}
        {...form.described('opensAt')}
      />
      {form.label('closesAt', 'Closes at (Virginia time)')}
      <input
        id={form.id('closesAt')}
        name="closesAt"
        type="datetime-local"
        required
        defaultValue={form.values.closesAt ?? period?.closesAtLocal}
        {...form.described('closesAt')}
      />
      {/* Checkboxes, not a Control-click list (issue 59): each locality is chosen on its own, by keyboard or touch. */}
      <fieldset className="checkbox-group" {...form.described('localities', form.id('localities-hint'))}>
        <legend>Localities it covers (none chosen: statewide)</legend>
        <span id={form.id('localities-hint')} className="field-hint">
          Followers of these localities are told when the period opens.
        </span>
        {localities.map((locality) => (
          <div className="checkbox-field" key={locality.fips}>
            <input
              id={form.id(`locality-${locality.fips}`)}
              type="checkbox"
              name="localities"
              value={locality.fips}
              defaultChecked={(period?.localities ?? []).includes(locality.fips)}
            />
            <label htmlFor={form.id(`locality-${locality.fips}`)}>{locality.name}</label>
          </div>
        ))}
      </fieldset>
      <AskButton asking={asking} id={opener} pending={form.pending} className="button">
        {period ? 'Save the period…' : 'Create the period…'}
      </AskButton>
    </form>
  );
}

/** A comment received by phone, letter, e-mail or at a meeting, typed in by a reviewer. */
export function StaffEntryForm({ periods, localities, periodId, today }: { periods: Choice[]; localities: Locality[]; periodId?: string; today: string }) {
  const form = useServerForm(enterStaffCommentAction, 'entry');
  const value = (field: string, fallback = '') => form.values[field] ?? fallback;
  // React empties a form after its action; a refused entry refills from the echoed values, and the
  // period stays chosen for the next entry of a pile of letters.
  return (
    <form action={form.formAction} className="stacked-form" aria-label="A comment received another way">
      {form.label('periodId', 'Comment period')}
      <select id={form.id('periodId')} name="periodId" defaultValue={value('periodId', periodId ?? '')} {...form.described('periodId')}>
        <option value="">None: a general comment</option>
        {periods.map((period) => (
          <option key={period.id} value={period.id}>
            {period.title}
          </option>
        ))}
      </select>
      {form.label('channel', 'How it came in')}
      <select id={form.id('channel')} name="channel" defaultValue={value('channel', 'phone')} {...form.described('channel')}>
        {staffEntryChannels.map((channel) => (
          <option key={channel} value={channel}>
            {commentChannelLabels[channel]}
          </option>
        ))}
      </select>
      {form.label('meetingName', 'Meeting (for a comment made at a meeting)')}
      <input id={form.id('meetingName')} name="meetingName" maxLength={200} defaultValue={value('meetingName')} {...form.described('meetingName')} />
      {form.label('receivedOn', 'Date received')}
      <input
        id={form.id('receivedOn')}
        name="receivedOn"
        type="date"
        required
        max={today}
        defaultValue={value('receivedOn', today)}
        {...form.described('receivedOn')}
      />
      {form.label('category', 'Category')}
      <select id={form.id('category')} name="category" required defaultValue={value('category')} {...form.described('category')}>
        <option value="">Choose a category</option>
        {commentCategories.map((category) => (
          <option key={category}>{category}</option>
        ))}
      </select>
      {form.label('text', 'The comment, as the person made it')}
      <textarea id={form.id('text')} name="text" rows={6} required maxLength={2000} defaultValue={value('text')} {...form.described('text')} />
      <fieldset>
        <legend>Who made it</legend>
        {/* One account of what is shown (issue 59: the legend said all of it was private, the name's label that the name was shown). */}
        <p className="field-hint">
          Their e-mail, telephone and address are never shown or exported. Their name is shown with the comment, unless they asked that it not be published.
        </p>
        {form.label('name', 'Name (optional)')}
        <input id={form.id('name')} name="name" maxLength={100} defaultValue={value('name')} {...form.described('name')} />
        {form.label('email', 'E-mail, to send the response (optional)')}
        <input id={form.id('email')} name="email" type="email" maxLength={254} defaultValue={value('email')} {...form.described('email')} />
        {form.label('contact', 'Telephone or postal address (optional)')}
        <textarea id={form.id('contact')} name="contact" rows={2} maxLength={500} defaultValue={value('contact')} {...form.described('contact')} />
        <div className="checkbox-field">
          <input id={form.id('keptPrivate')} type="checkbox" name="keptPrivate" />
          <label htmlFor={form.id('keptPrivate')}>The person asked that the comment not be published (it is counted in the record, not shown)</label>
        </div>
      </fieldset>
      {form.label('localityFips', 'Locality it is about (optional)')}
      <select id={form.id('localityFips')} name="localityFips" defaultValue={value('localityFips')} {...form.described('localityFips')}>
        <option value="">No place given</option>
        {localities.map((locality) => (
          <option key={locality.fips} value={locality.fips}>
            {locality.name}
          </option>
        ))}
      </select>
      {form.label('locationNote', 'Address, road or place (optional)')}
      <input id={form.id('locationNote')} name="locationNote" maxLength={200} defaultValue={value('locationNote')} {...form.described('locationNote')} />
      {form.label('letter', 'Scanned letter (optional: PDF, PNG or JPEG, up to 10 MB; staff only)')}
      <input id={form.id('letter')} name="letter" type="file" accept="application/pdf,image/png,image/jpeg" {...form.described('letter')} />
      <button type="submit" className="button" disabled={form.pending}>
        Save the comment
      </button>
      {form.outcome}
    </form>
  );
}

export function NewThemeForm({ periodId }: { periodId: string }) {
  const form = useServerForm(createThemeAction, 'theme-new');
  return (
    <form action={form.formAction} className="stacked-form" aria-label="A new theme">
      <input type="hidden" name="periodId" value={periodId} />
      {form.label('name', 'Theme')}
      <input id={form.id('name')} name="name" required maxLength={100} defaultValue={form.values.name} {...form.described('name')} />
      {form.label('keywords', 'Words and phrases that suggest it (one per line)')}
      <textarea id={form.id('keywords')} name="keywords" rows={3} defaultValue={form.values.keywords} {...form.described('keywords')} />
      <button type="submit" className="button" disabled={form.pending}>
        Add the theme
      </button>
      {form.outcome}
    </form>
  );
}

export function ThemeRulesForm({ themeId, name, keywords }: { themeId: string; name: string; keywords: string[] }) {
  const form = useServerForm(setThemeRulesAction, `theme-${themeId}`);
  return (
    <form action={form.formAction} className="stacked-form">
      <input type="hidden" name="themeId" value={themeId} />
      {/* The rules as drawn: a save over a colleague's later one is refused (issue 56). */}
      <input type="hidden" name="readAs" value={rulesAsShown(keywords)} />
      {form.label('keywords', `Rules for “${name}” (one word or phrase per line)`)}
      <textarea id={form.id('keywords')} name="keywords" rows={3} defaultValue={keywords.join('\n')} {...form.described('keywords')} />
      <button type="submit" className="button button--outline" disabled={form.pending}>
        Save the rules<span className="visually-hidden"> for {name}</span>
      </button>
      {form.outcome}
    </form>
  );
}

/**
 * The period's comment list is one form: tick comments (or choose every match of the filters),
 * then tag, untag or answer them. The list itself is rendered by the page (children).
 */
export function BulkCommentsForm({
  periodId,
  filters,
  themes,
  matching,
  children,
}: {
  periodId: string;
  filters: Record<string, string>;
  themes: Choice[];
  matching: number;
  children: ReactNode;
}) {
  const form = useServerForm(bulkCommentsAction, 'bulk');
  // The ticks and the words stay until something is done; giving a response asks first (issue 56).
  const asking = useAskingForm(form.formAction, form.result, 'bulk-respond');
  const { confirmation } = asking;
  return (
    <form {...asking.keeping} action={form.formAction} aria-label="The period’s comments">
      <input type="hidden" name="periodId" value={periodId} />
      {Object.entries(filters).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset className="choice-group">
        <legend>Which comments</legend>
        <div className="checkbox-field">
          <input id={form.id('scope-ticked')} type="radio" name="scope" value="ticked" defaultChecked />
          <label htmlFor={form.id('scope-ticked')}>The ones ticked below</label>
        </div>
        <div className="checkbox-field">
          <input id={form.id('scope-matching')} type="radio" name="scope" value="matching" />
          <label htmlFor={form.id('scope-matching')}>Every comment these filters select ({matching.toLocaleString('en-US')})</label>
        </div>
      </fieldset>
      {form.errorText('commentIds')}
      {children}
      {/* Tagging and answering are two jobs: each its own group, and the reply to the public a box it can be written in (issue 59: one 182 px line). */}
      <div className="bulk-actions">
        <fieldset>
          <legend>Tag them</legend>
          <div className="bulk-actions__tag">
            <div>
              {form.label('themeId', 'Theme')}
              <select id={form.id('themeId')} name="themeId" defaultValue="" {...form.described('themeId')}>
                <option value="">Choose a theme</option>
                {themes.map((theme) => (
                  <option key={theme.id} value={theme.id}>
                    {theme.title}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" name="intent" value="tag" className="button" disabled={form.pending || Boolean(confirmation)}>
              Tag with the theme
            </button>
            <button type="submit" name="intent" value="untag" className="button button--outline" disabled={form.pending || Boolean(confirmation)}>
              Take the theme off
            </button>
          </div>
        </fieldset>
        <fieldset>
          <legend>Respond to them</legend>
          <div className="bulk-actions__respond">
            {form.label('text', 'One response to all of them (each commenter with an e-mail address gets it once)')}
            <textarea id={form.id('text')} name="text" rows={6} maxLength={4000} defaultValue={form.values.text} {...form.described('text')} />
            <AskButton asking={asking} id="bulk-respond" pending={form.pending} className="button" intent={{ name: 'intent', value: 'respond' }}>
              Give this response…
            </AskButton>
          </div>
        </fieldset>
      </div>
      {form.outcome}
    </form>
  );
}

/**
 * A shared response's new version. It goes on the public record at once, so the save is said
 * first (issue 56); it carries the version read, so a save over someone else's edit is refused.
 */
export function SharedResponseEditForm({ responseId, text, version }: { responseId: string; text: string; version: number }) {
  const form = useServerForm(editSharedResponseAction, `response-${responseId}`);
  const opener = `response-${responseId}-save`;
  const asking = useAskingForm(form.formAction, form.result, opener);
  return (
    <form {...asking.keeping} action={form.formAction} className="stacked-form">
      <input type="hidden" name="responseId" value={responseId} />
      <input type="hidden" name="version" value={version} />
      {form.label('text', 'Edit the response (the earlier text is kept as a version)')}
      <textarea
        id={form.id('text')}
        name="text"
        rows={4}
        maxLength={4000}
        defaultValue={form.values.text ?? text}
        readOnly={Boolean(asking.confirmation)}
        {...form.described('text')}
      />
      <AskButton asking={asking} id={opener} pending={form.pending}>
        Save a new version…
      </AskButton>
      {form.outcome}
    </form>
  );
}
