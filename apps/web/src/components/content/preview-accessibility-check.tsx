'use client';

import { useEffect, useState } from 'react';

/** One rule axe found broken, as an editor can act on it. */
interface Finding {
  id: string;
  help: string;
  helpUrl: string;
  impact: string | null;
  level: 'WCAG 2.1 A or AA' | 'best practice';
  elements: string[];
}

type Outcome = { state: 'checking' } | { state: 'done'; findings: Finding[] } | { state: 'failed' };

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe runs one check at a time per page ("Axe is already running"): a second waits for the first. */
let running: Promise<unknown> = Promise.resolve();

/**
 * The preview checked with axe in the editor's own browser (issue 63): the rules WCAG 2.1 A and AA
 * name, and axe's best practices, over the previewed text only (not the staff page around it).
 * Each problem is named with the words it is about. Automated checks find some problems, not all:
 * said with the result, so "no problems found" is never read as "accessible".
 */
export function PreviewAccessibilityCheck({ target }: { target: string }) {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });
  useEffect(() => {
    let current = true;
    // Loaded here only: 550 KB no public page carries.
    const check = running.then(async () => {
      const { default: axe } = await import('axe-core');
      return axe.run({ include: [target] }, { runOnly: { type: 'tag', values: [...wcagTags, 'best-practice'] }, resultTypes: ['violations'] });
    });
    running = check.catch(() => undefined);
    void check
      .then((results) => {
        if (!current) return;
        setOutcome({
          state: 'done',
          findings: results.violations.map((violation) => ({
            id: violation.id,
            help: violation.help,
            helpUrl: violation.helpUrl,
            impact: violation.impact ?? null,
            level: violation.tags.some((tag) => wcagTags.includes(tag)) ? 'WCAG 2.1 A or AA' : 'best practice',
            elements: violation.nodes.map((node) => (node.html.length > 160 ? `${node.html.slice(0, 160)}…` : node.html)),
          })),
        });
      })
      .catch(() => current && setOutcome({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [target]);

  return (
    <section className="preview-check" aria-labelledby="preview-check-heading">
      <h2 id="preview-check-heading">Accessibility check of this preview</h2>
      <div role="status">
        {outcome.state === 'checking' && <p>Checking with axe…</p>}
        {outcome.state === 'failed' && <p>The check could not run in this browser. Publishing does not wait for it.</p>}
        {outcome.state === 'done' && outcome.findings.length === 0 && (
          <p>axe found no problems in the previewed text. Automated checks find only some problems: read it as a reader would too.</p>
        )}
        {outcome.state === 'done' && outcome.findings.length > 0 && (
          <p>
            axe found {outcome.findings.length} {outcome.findings.length === 1 ? 'problem' : 'problems'} in the previewed text. Fix them in the text and save a
            new version; automated checks find only some problems.
          </p>
        )}
      </div>
      {outcome.state === 'done' && outcome.findings.length > 0 && (
        <ul>
          {outcome.findings.map((finding) => (
            <li key={finding.id}>
              <p>
                <strong>{finding.help}</strong> ({finding.level}
                {finding.impact ? `, ${finding.impact}` : ''}; axe rule <a href={finding.helpUrl}>{finding.id}</a>)
              </p>
              <ul>
                {finding.elements.map((element, index) => (
                  <li key={`${finding.id}-${index}`}>
                    <code>{element}</code>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
