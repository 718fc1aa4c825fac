'use client';

import { type ReactNode, useEffect, useRef } from 'react';

/**
 * What was just done, on the page an action sent the person to (its button went with what it
 * removed): focused as it arrives, so a screen reader reads it and the keyboard starts from it —
 * a status region that arrives already filled is often not announced.
 */
export function ArrivingStatus({ children }: { children: ReactNode }) {
  const status = useFocusOnArrival<HTMLParagraphElement>();
  return (
    <p ref={status} tabIndex={-1} className="form-status form-status--success" role="status">
      {children}
    </p>
  );
}

/**
 * What went wrong, on the page a refused form sent the person back to (a wrong code, a refused
 * password): focused as it arrives, so the keyboard and a screen reader start from it rather than
 * from the top of the page (issue 59).
 */
export function ArrivingAlert({ children }: { children: ReactNode }) {
  const alert = useFocusOnArrival<HTMLParagraphElement>();
  return (
    <p ref={alert} tabIndex={-1} className="newsletter-status newsletter-status--error" role="alert">
      {children}
    </p>
  );
}

/** A ref to an element focused once, as it arrives (give the element tabIndex={-1}). */
export function useFocusOnArrival<Element extends HTMLElement>() {
  const element = useRef<Element>(null);
  useEffect(() => element.current?.focus(), []);
  return element;
}
