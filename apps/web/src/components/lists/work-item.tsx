import type { ReactNode } from 'react';

/**
 * One thing waiting for staff (an open request, a document to decide on): its facts as a list of
 * terms and values, then the form that acts on it at the width of the page, with room for a
 * note to the public (issue 59: in a table cell the status form was 180 px wide and, on a tablet,
 * past the edge of the screen).
 */
export function WorkItem({
  heading,
  headingLevel = 3,
  facts,
  children,
}: {
  heading: ReactNode;
  headingLevel?: 3 | 4;
  facts: readonly (readonly [string, ReactNode])[];
  children?: ReactNode;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <li className="work-item">
      <Heading className="work-item__heading">{heading}</Heading>
      <dl className="work-item__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children && <div className="work-item__actions">{children}</div>}
    </li>
  );
}

/** The list WorkItems stand in, named for what waits: in words, or by the id of a visible line that says it. */
export function WorkList({ label, labelledBy, children }: { label?: string; labelledBy?: string; children: ReactNode }) {
  return (
    <ul className="work-list" aria-label={label} aria-labelledby={labelledBy}>
      {children}
    </ul>
  );
}
