import {
  describeFinding,
  documentAccessibilityLabels,
  documentAccessibilityState,
  findingLevel,
  passesLine,
  type PdfAccessibilityFinding,
} from '@vtrans/contracts/pdf-accessibility';

export interface AccessibilityFacts {
  accessible: boolean;
  accessibility_check: 'pending' | 'passed' | 'failed' | 'none';
  accessibility_findings: PdfAccessibilityFinding[];
  /** The checks the result is of, by name (null for results made before they were named). */
  accessibility_checks: string[] | null;
}

/** A document's accessibility in words: the state readers are told (documentAccessibilityState), with how many checks a passing file passed. */
export function AccessibilityState({ document }: { document: AccessibilityFacts }) {
  const state = documentAccessibilityState(document);
  const label = state === 'passes' ? passesLine(document.accessibility_checks) : documentAccessibilityLabels[state];
  return <span className={`accessibility-state accessibility-state--${state}`}>{label}</span>;
}

/**
 * The checker's findings in plain language when the file fails a check: what stops readers first,
 * then the conformance details, so whoever fixes the file starts with what matters to a reader.
 */
export function AccessibilityProblems({ document, headingLevel = 3 }: { document: AccessibilityFacts; headingLevel?: 2 | 3 | 4 }) {
  const state = documentAccessibilityState(document);
  if ((state !== 'problems' && state !== 'details') || document.accessibility_findings.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const groups = [
    { title: 'What stops readers', findings: document.accessibility_findings.filter((finding) => findingLevel(finding) === 'barrier') },
    { title: 'Conformance details', findings: document.accessibility_findings.filter((finding) => findingLevel(finding) === 'detail') },
  ].filter((group) => group.findings.length > 0);
  return (
    <div className="accessibility-problems">
      {groups.map((group) => (
        <div key={group.title}>
          <Heading>{group.title}</Heading>
          <ul>
            {group.findings.map((finding) => (
              <li key={finding.rule}>{describeFinding(finding)}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
