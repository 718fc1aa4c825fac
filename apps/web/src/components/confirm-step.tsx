import type { ReactNode } from 'react';

/**
 * A second, explicit step before something that cannot be undone (sending a campaign, deleting a
 * draft, removing a job): the first button only opens the step, which says what will happen and
 * holds the button that does it. A disclosure, not a modal: it works without scripts, keeps the
 * keyboard in the page, and a screen reader hears it expanded. Put it inside the action's form.
 */
export function ConfirmStep({ opener, children, danger = false }: { opener: string; children: ReactNode; danger?: boolean }) {
  return (
    <details className={`confirm-step${danger ? ' confirm-step--danger' : ''}`}>
      <summary className={danger ? 'button button--outline' : 'button'}>{opener}</summary>
      <div className="confirm-step__body">{children}</div>
    </details>
  );
}
