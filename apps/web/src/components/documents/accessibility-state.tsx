import { describeFinding, documentAccessibilityLabels, documentAccessibilityState, type PdfAccessibilityFinding } from '@vtrans/contracts/pdf-accessibility';

export interface AccessibilityFacts {
  accessible: boolean;
  accessibility_check: 'pending' | 'passed' | 'failed' | 'none';
  accessibility_findings: PdfAccessibilityFinding[];
}

/** A document's accessibility in words: the state, and with `problems` the checker's findings in plain language. */
export function AccessibilityState({ document, problems = false }: { document: AccessibilityFacts; problems?: boolean }) {
  const state = documentAccessibilityState(document);
  return (
    <>
      <span className={`accessibility-state accessibility-state--${state}`}>{documentAccessibilityLabels[state]}</span>
      {problems && state === 'problems' && document.accessibility_findings.length > 0 && (
        <ul className="accessibility-problems">
          {document.accessibility_findings.map((finding) => (
            <li key={finding.rule}>{describeFinding(finding)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
