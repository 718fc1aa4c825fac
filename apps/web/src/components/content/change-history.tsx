import type { ContentKind } from '@vtrans/contracts/content-editing';
import { virginiaDate, virginiaIsoDate } from '@vtrans/contracts/dates';
import { changeHistoryData } from '@/server/domain/pages';

const Day = ({ at }: { at: Date }) => <time dateTime={virginiaIsoDate(at)}>{virginiaDate(at)}</time>;

/**
 * A page's history as its readers see it (issue 63): when it was first published, when it last
 * changed in a way they were told of and what changed, and every such change before. Minor changes
 * are not listed; a page published before histories were kept shows only what came after.
 */
export async function ChangeHistory({ kind, publicKey }: { kind: ContentKind; publicKey: string }) {
  const entries = await changeHistoryData(kind, publicKey);
  const changes = entries.filter((entry) => entry.note !== null);
  const first = entries.find((entry) => entry.note === null);
  if (entries.length === 0) return null;
  return (
    <section className="change-history" aria-label="Page history">
      {first && (
        <p>
          First published <Day at={first.publishedAt} />
        </p>
      )}
      {changes[0] && (
        <p>
          Last updated <Day at={changes[0].publishedAt} /> — {changes[0].note}
        </p>
      )}
      {changes.length > 1 && (
        <details>
          <summary>See all {changes.length} updates</summary>
          <ol reversed>
            {changes.map((change, index) => (
              <li key={`change-${index}`}>
                <Day at={change.publishedAt} /> — {change.note}
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
