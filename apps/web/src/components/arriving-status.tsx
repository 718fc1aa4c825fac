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

/** A ref to an element focused once, as it arrives (give the element tabIndex={-1}). */
export function useFocusOnArrival<Element extends HTMLElement>() {
  const element = useRef<Element>(null);
  useEffect(() => element.current?.focus(), []);
  return element;
}
