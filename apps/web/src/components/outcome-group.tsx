'use client';

import type { ActionResult } from '@vtrans/contracts/action-result';
import { createContext, type ReactNode, useContext, useEffect, useId, useState } from 'react';

const LatestOutcome = createContext<{ latest: string | null; claim: (id: string) => void } | null>(null);

/**
 * Forms on one page whose answers replace each other: after "Saved" and then "Published", only
 * "Published" is shown (issue 35: they piled up, each under its own form). Outside a group each
 * form shows its own answer.
 */
export function OutcomeGroup({ children }: { children: ReactNode }) {
  const [latest, claim] = useState<string | null>(null);
  return <LatestOutcome.Provider value={{ latest, claim }}>{children}</LatestOutcome.Provider>;
}

/** The form's answer while it is the group's latest; null once another form of the group has answered. */
export function useShownOutcome(result: ActionResult | null): ActionResult | null {
  const group = useContext(LatestOutcome);
  const id = useId();
  const claim = group?.claim;
  useEffect(() => {
    if (result) claim?.(id);
  }, [result, claim, id]);
  return !group || group.latest === id ? result : null;
}
