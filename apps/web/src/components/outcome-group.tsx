'use client';

import type { ActionResult } from '@vtrans/contracts/action-result';
import { createContext, type ReactNode, useContext, useEffect, useId, useState } from 'react';
import { ActionOutcome } from './action-outcome';

type Latest = { id: string; result: ActionResult } | null;
type Group = { latest: Latest; claim: (latest: Latest) => void; atTop: boolean };

const LatestOutcome = createContext<Group | null>(null);

/**
 * Forms on one page whose answers replace each other: after "Saved" and then "Published", only
 * "Published" is shown (issue 35: they piled up, each under its own form). Outside a group each
 * form shows its own answer.
 *
 * `atTop`: a success is shown once, above the group, not under its form. For lists whose items
 * leave on an answer (a filtered list of unanswered comments loses the one just answered): under
 * the form, the message would leave with it.
 */
export function OutcomeGroup({ children, atTop = false }: { children: ReactNode; atTop?: boolean }) {
  const [latest, claim] = useState<Latest>(null);
  return (
    <LatestOutcome.Provider value={{ latest, claim, atTop }}>
      {atTop && (
        <div className="outcome-banner">
          <ActionOutcome result={latest?.result.ok ? latest.result : null} />
        </div>
      )}
      {children}
    </LatestOutcome.Provider>
  );
}

/**
 * The form's answer to show under it: null once another form of the group has answered, or when
 * the group shows it at its top (a success only: a refusal changed nothing, so its form is still
 * there, and the refusal belongs next to its fields).
 */
export function useShownOutcome(result: ActionResult | null): ActionResult | null {
  const group = useContext(LatestOutcome);
  const id = useId();
  const claim = group?.claim;
  useEffect(() => {
    if (result) claim?.({ id, result });
  }, [result, claim, id]);
  if (!group) return result;
  return group.latest?.id === id && !(group.atTop && result?.ok) ? result : null;
}
