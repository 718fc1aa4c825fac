import { sitePaths } from '@vtrans/contracts/site-paths';
import { ContentListQuery, contentKindNames, contentKinds, contentStatuses, fixedKinds } from '@vtrans/contracts/content-editing';
import type { Metadata } from 'next';
import Link from 'next/link';
import { statusLabel } from '@/lib/content-revisions';
import { contentCountsData, contentListData } from '@/server/domain/restricted/content';
import { virginiaDateTime } from '@vtrans/contracts/dates';
import { DataTable } from '@/components/lists/data-table';
import { FilterForm, FilterSelect, FilterText } from '@/components/lists/filter-form';

export const metadata: Metadata = { title: 'Content', description: 'Write, preview, publish and schedule the site’s content.' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminContentPage({ searchParams }: Props) {
  const { kind, q, status } = ContentListQuery.parse(await searchParams);
  const [items, counts] = await Promise.all([contentListData(kind, q, status), contentCountsData()]);
  const spec = contentKinds[kind];
  return (
    <div className="container content-page">
      <h1>Content</h1>
      <p>
        <Link href={sitePaths.contentReviews}>Waiting for review</Link> · <Link href={sitePaths.contentOwners}>Owners and review dates</Link> ·{' '}
        <Link href={sitePaths.publishingCalendar()}>Calendar</Link> · <Link href={sitePaths.externalLinks}>Links to other sites</Link>
      </p>
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
      {kind === 'pages' && (
        <p>
          Spanish versions of pages, meetings, events, updates, questions and announcements:{' '}
          <Link href={sitePaths.translations}>which are current, behind their English, or not written yet</Link>.
        </p>
      )}
      {!fixedKinds.includes(kind) && (
        <p>
          <Link className="button" href={`/admin/content/edit?kind=${kind}`}>
            New {spec.label.toLowerCase()}
          </Link>
        </p>
      )}
      <FilterForm label={`Search ${spec.plural.toLowerCase()}`} keep={{ kind }}>
        <FilterText id="content-q" name="q" label="Search" value={q} maxLength={200} />
        <FilterSelect
          id="content-status"
          name="status"
          label="Status"
          value={status}
          anyLabel="Any status"
          options={contentStatuses.map((candidate) => [candidate, candidate] as const)}
        />
      </FilterForm>
      {/* Its own sideways scroll on a phone, never the page's (issue 58). */}
      <DataTable
        label="Content items"
        caption={`${items.length} ${items.length === 1 ? 'item' : 'items'}, last changed first`}
        rows={items}
        rowKey={(item) => item.id}
        empty="Nothing matches."
        columns={[
          { header: 'Title', cell: (item) => <Link href={sitePaths.contentItem(item.id)}>{item.title || '(untitled)'}</Link> },
          { header: 'Status', cell: (item) => statusLabel(item) },
          { header: 'Last changed', cell: (item) => <time dateTime={item.updated_at.toISOString()}>{virginiaDateTime(item.updated_at)}</time> },
          { header: 'By', cell: (item) => item.editor ?? 'the seed' },
        ]}
      />
    </div>
  );
}
