import { type ActionResult, resultMessage } from '@vtrans/contracts/action-result';

/** A server action's answer as one sentence: a status on success, an alert otherwise; nothing before the first answer. */
export function ActionOutcome({ result }: { result: ActionResult | null }) {
  const message = result && resultMessage(result);
  if (!result || !message) return null;
  return (
    <p className={result.ok ? 'form-status form-status--success' : 'field-error'} role={result.ok ? 'status' : 'alert'}>
      {message}
    </p>
  );
}
