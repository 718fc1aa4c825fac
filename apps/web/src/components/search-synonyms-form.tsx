'use client';

import { ROUTE_NUMBER } from '@vtrans/contracts/search-synonyms';
import { saveSynonymsAction } from '@/actions/search';
import { ActionOutcome } from '@/components/action-outcome';
import { useFormAction } from '@/components/use-form-action';

/** The synonym groups as one text: a group a line, its terms separated by commas. */
export function SearchSynonymsForm({ text, version }: { text: string; version: string }) {
  const [result, formAction, pending] = useFormAction(saveSynonymsAction, null);
  const invalid = Boolean(result && !result.ok && result.fieldErrors.groups);
  const value = result && !result.ok ? (result.values?.groups ?? text) : text;
  return (
    <form action={formAction} className="stacked-form" aria-label="Edit the synonym groups">
      {/* The version the list was read at: a save over a newer one is refused (issue 56). */}
      <input type="hidden" name="version" value={version} />
      {/* The outcome (an error names the line to mend) is announced above the field. */}
      <ActionOutcome result={result} />
      <label htmlFor="groups">Synonym groups</label>
      <p id="groups-hint" className="field-hint">
        One group a line; its terms separated by commas. Searching for any term of a group finds every term of it. Write {ROUTE_NUMBER} where a route number
        goes: “I-{ROUTE_NUMBER}, Interstate {ROUTE_NUMBER}” makes “Interstate 81” find “I-81”.
      </p>
      <textarea
        id="groups"
        name="groups"
        rows={14}
        defaultValue={value}
        key={value}
        spellCheck={false}
        aria-describedby="groups-hint"
        aria-invalid={invalid || undefined}
      />
      <button type="submit" className="button" disabled={pending}>
        Save the synonyms
      </button>
    </form>
  );
}
