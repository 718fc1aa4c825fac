'use client';

import { useFormAction } from '@/components/use-form-action';
import { addSuppressionAction } from '@/actions/suppressions';
import { ActionOutcome } from '@/components/action-outcome';

export function AddSuppressionForm() {
  const [result, formAction, pending] = useFormAction(addSuppressionAction, null);
  const values = result && !result.ok ? (result.values ?? {}) : {};
  return (
    <form action={formAction} className="stacked-form" aria-label="Suppress an address">
      <ActionOutcome result={result} />
      <label htmlFor="suppress-email">E-mail address</label>
      <input id="suppress-email" name="email" type="email" required maxLength={254} defaultValue={values.email} />
      <label htmlFor="suppress-detail">Note (optional)</label>
      <input id="suppress-detail" name="detail" maxLength={1000} defaultValue={values.detail} />
      <button type="submit" className="button" disabled={pending}>
        Suppress
      </button>
    </form>
  );
}
