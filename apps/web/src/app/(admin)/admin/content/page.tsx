import { sitePaths } from '@vtrans/contracts/site-paths';
import { ContentListQuery, contentKindNames, contentKinds, contentStatuses, fixedKinds } from '@vtrans/contracts/content-editing';
import type { Metadata } from 'next';
import Link from 'next/link';
import { statusLabel } from '@/lib/content-revisions';
import { contentCountsData, contentListData } from '@/server/restricted/content';
import { virginiaDateTime } from '@vtrans/contracts/dates';

export const metadata: Metadata = { title: 'Content', description: 'Write, preview, publish and schedule the site’s content.' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminContentPage({ searchParams }: Props) {
  const { kind, q, status } = ContentListQuery.parse(await searchParams);
  const [items, counts] = await Promise.all([contentListData(kind, q, status), contentCountsData()]);
  const spec = contentKinds[kind];
  return (
    <div className="container content-page">
      <h1>Content</h1>
      <nav aria-label="Kinds of content">
        <ul className="inline-list">
          {contentKindNames.map((name) => (
            <li key={name}>
              <Link href={`/admin/content?kind=${name}`} aria-current={name === kind ? 'page' : undefined}>
                {contentKinds[name].plural} ({counts[name] ?? 0})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2>{spec.plural}</h2>
      {!fixedKinds.includes(kind) && (
        <p>
          <Link className="button" href={`/admin/content/edit?kind=${kind}`}>
            New {spec.label.toLowerCase()}
          </Link>
        </p>
      )}
      <form method="get" className="filter-form" aria-label={`Search ${spec.plural.toLowerCase()}`}>
        <input type="hidden" name="kind" value={kind} />
        <div>
          <label htmlFor="content-q">Search</label>
          <input id="content-q" name="q" type="search" defaultValue={q} maxLength={200} />
        </div>
        <div>
          <label htmlFor="content-status">Status</label>
          <select id="content-status" name="status" defaultValue={status ?? ''}>
            <option value="">Any status</option>
            {contentStatuses.map((candidate) => (
              <option key={candidate} value={candidate}>
                {candidate}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--small">
          Filter
        </button>
      </form>
      {items.length === 0 ? (
        <p>Nothing matches.</p>
      ) : (
        // Its own sideways scroll on a phone, never the page's (issue 58).
        <div className="table-scroll" role="region" aria-label="Content items" tabIndex={0}>
        <table className="data-table">
          <caption>
            {items.length} {items.length === 1 ? 'item' : 'items'}, last changed first
          </caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">Last changed</th>
              <th scope="col">By</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>
                  <Link href={sitePaths.contentItem(item.id)}>{item.title || '(untitled)'}</Link>
                </td>
                <td>{statusLabel(item)}</td>
                <td>
                  <time dateTime={item.updated_at.toISOString()}>{virginiaDateTime(item.updated_at)}</time>
                </td>
                <td>{item.editor ?? 'the seed'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      )}
    </div>
  );
}
