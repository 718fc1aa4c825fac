import type { ComponentProps } from 'react';

/**
 * A honeypot: a field people never see (nor screen readers reach) and bots fill in. The forms
 * that have one pretend to succeed when it is filled, and keep nothing.
 */
export function HoneypotField({ id, ...input }: { id: string } & ComponentProps<'input'>) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
