import type { FieldDiff } from '@/lib/content-revisions';

/**
 * What changed from one version to the next, field by field: removed words struck through,
 * added words underlined, and a sentence saying how many, for those who cannot see the marks.
 * `between` names the two when they are not numbered versions (a page's Spanish).
 */
export function RevisionDiff({
  older,
  newer,
  changes,
  open = false,
  between,
}: {
  older: number | null;
  newer: number;
  changes: FieldDiff[];
  open?: boolean;
  between?: { unchanged: string; changed: string };
}) {
  if (changes.length === 0) return <p>{between ? between.unchanged : `No change from version ${older}.`}</p>;
  return (
    <details className="revision-diff" open={open}>
      <summary>
        {between ? between.changed : older === null ? `Version ${newer}, all new` : `Changes from version ${older} to ${newer}`}:{' '}
        {changes.map((change) => change.label).join(', ')}
      </summary>
      {changes.map((change) => (
        <div key={change.field}>
          <h4>{change.label}</h4>
          <p className="visually-hidden">
            {change.removed} {change.removed === 1 ? 'word' : 'words'} removed, {change.added} added.
          </p>
          <p className="diff-text">
            {change.parts.map((part, index) =>
              part.change === 'added' ? (
                <ins key={index}>{part.text}</ins>
              ) : part.change === 'removed' ? (
                <del key={index}>{part.text}</del>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </p>
        </div>
      ))}
    </details>
  );
}
