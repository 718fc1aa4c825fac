import { describeFinding, documentAccessibilityLabels, documentAccessibilityState, type PdfAccessibilityFinding } from '@vtrans/contracts/pdf-accessibility';

export interface AccessibilityFacts {
  accessible: boolean;
  accessibility_check: 'pending' | 'passed' | 'failed' | 'none';
  accessibility_findings: PdfAccessibilityFinding[];
}

/** A document's accessibility in words: the state readers are told (documentAccessibilityState). */
export function AccessibilityState({ document }: { document: AccessibilityFacts }) {
  const state = documentAccessibilityState(document);
  return <span className={`accessibility-state accessibility-state--${state}`}>{documentAccessibilityLabels[state]}</span>;
}

/** The checker's findings in plain language, when the file has problems (the label is said beside it, once). */
export function AccessibilityProblems({ document }: { document: AccessibilityFacts }) {
  if (documentAccessibilityState(document) !== 'problems' || document.accessibility_findings.length === 0) return null;
  return (
    <ul className="accessibility-problems">
      {document.accessibility_findings.map((finding) => (
        <li key={finding.rule}>{describeFinding(finding)}</li>
      ))}
    </ul>
  );
}
