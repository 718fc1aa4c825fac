import { periodState } from '@vtrans/contracts/comment-periods';
import { virginiaDateIn } from '@vtrans/contracts/dates';
import { type Language, langWhereDifferent } from '@vtrans/contracts/languages';
import { sitePaths } from '@vtrans/contracts/site-paths';
import type { CommentPeriod, PublicComment } from '@vtrans/db';
import Link from 'next/link';
import { CountsTable } from '@/components/comments/counts-table';
import { OtherWaysToComment } from '@/components/office/office-address';
import { PrintButton } from '@/components/print-button';
import type { commentPeriodRecordData } from '@/server/domain/comment-periods';
import { PeriodDates } from './period-parts';
import { periodWords, type PeriodWords } from './period-words';

type PeriodRecordData = Awaited<ReturnType<typeof commentPeriodRecordData>>;

/** One comment of the record: when and how it came, where it is about, its words and the response. */
function RecordedComment({
  comment,
  revised,
  language,
  words,
}: {
  comment: PublicComment;
  revised?: { version: number; updatedAt: Date };
  language: Language;
  words: PeriodWords;
}) {
  const received = virginiaDateIn(language, comment.receivedOn ? `${comment.receivedOn}T12:00:00Z` : comment.createdAt);
  const channel = comment.channel === 'meeting' && comment.meetingName ? `${words.channel('meeting')}: ${comment.meetingName}` : words.channel(comment.channel);
  const place = [comment.locality, comment.locationNote].filter(Boolean).join(' — ');
  return (
    <li className="record-comment">
      <p className="record-comment__meta">
        {received} · {channel} · {words.category(comment.category)} · {place || words.noPlace} · {comment.name || words.anonymous}
      </p>
      <p lang={langWhereDifferent(comment.language, language)}>{comment.text}</p>
      {comment.response ? (
        <blockquote className="report-comments__response">
          <p>
            <strong>{words.response(comment.respondedAt ? virginiaDateIn(language, comment.respondedAt) : null)}</strong>
            {revised && <> {words.revised(virginiaDateIn(language, revised.updatedAt), revised.version)}</>}:{' '}
            {/* Staff answer in the commenter's language (issue 62). */}
            <span lang={langWhereDifferent(comment.language, language)}>{comment.response}</span>
          </p>
        </blockquote>
      ) : (
        <p className="record-comment__meta">{words.notAnswered}</p>
      )}
    </li>
  );
}

/**
 * A comment period's response-to-comments record (issue 41): the period, what was received in
 * numbers (by channel, theme, locality and category), and every public comment with its response,
 * grouped by theme. It prints as a report (the site's print rules) and saves as PDF from the print
 * dialog; the same comments download as CSV and GeoJSON. The English page and its Spanish one
 * (issue 62) are this record in their own words around what staff and the public wrote.
 */
export function PeriodRecord({ period, record, language }: { period: CommentPeriod; record: PeriodRecordData; language: Language }) {
  const words = periodWords[language];
  const staffWords = langWhereDifferent('en', language);
  const state = periodState(period);
  const themes = [...new Set(record.comments.flatMap((comment) => comment.themes))].sort((a, b) => a.localeCompare(b));
  const groups = [
    ...themes.map((theme) => ({ theme, named: true, comments: record.comments.filter((comment) => comment.themes.includes(theme)) })),
    { theme: words.noTheme, named: false, comments: record.comments.filter((comment) => comment.themes.length === 0) },
  ].filter((group) => group.comments.length > 0);
  const { counts } = record;
  const [first, ...others] = words.commentLinks(period.id);
  return (
    <div className="container content-page comments-report">
      <p className="no-print">
        <Link href={language === 'es' ? `/es${sitePaths.commentPeriods}` : sitePaths.commentPeriods}>{words.allPeriods}</Link>
      </p>
      <h1 lang={staffWords}>{period.title}</h1>
      <p className="lead" lang={staffWords}>
        {period.description}
      </p>
      <dl className="facts">
        <dt>{words.about}</dt>
        <dd lang={staffWords}>
          {period.documentId ? <Link href={sitePaths.document(period.documentId)}>{period.documentTitle ?? period.subject}</Link> : period.subject}
        </dd>
        <dt>{words.openFor}</dt>
        <dd>
          <PeriodDates period={period} language={language} />
        </dd>
        <dt>{words.where}</dt>
        <dd>{period.localityNames.length ? period.localityNames.join(', ') : words.statewide}</dd>
        <dt>{words.status}</dt>
        <dd>{words.state(state, period.closesAt)}</dd>
      </dl>
      {state === 'open' && first && (
        <p className="no-print">
          <Link className="button" href={first.href}>
            {first.label}
          </Link>
          {others.map((link) => (
            <span key={link.href}>
              {' '}
              <Link href={link.href}>{link.label}</Link>
            </span>
          ))}
        </p>
      )}
      <p className="no-print">
        {words.download} <a href={sitePaths.commentPeriodExport(period.id, 'csv')}>{words.csv}</a> ·{' '}
        <a href={sitePaths.commentPeriodExport(period.id, 'geojson')}>{words.geojson}</a>
      </p>
      <PrintButton>{words.print}</PrintButton>
      {state === 'open' && <OtherWaysToComment periodTitle={period.title} language={language} />}

      <h2>{words.inNumbers}</h2>
      <p>
        {words.receivedAnswered(counts.received, counts.answered)}
        {counts.keptPrivate > 0 && words.keptPrivate(counts.keptPrivate)} {words.severalThemes}
      </p>
      {/* An empty record says so once, rather than in four empty tables (issue 59). */}
      {counts.received > 0 && (
        <div className="report-counts">
          <CountsTable
            caption={words.byChannel[0]!}
            heading={words.byChannel[1]!}
            countColumn={words.countColumn}
            rows={counts.byChannel.map((row) => ({ ...row, name: words.channel(row.name as PublicComment['channel']) ?? row.name }))}
          />
          <CountsTable caption={words.byTheme[0]!} heading={words.byTheme[1]!} countColumn={words.countColumn} rows={counts.byTheme} />
          <CountsTable caption={words.byLocality[0]!} heading={words.byLocality[1]!} countColumn={words.countColumn} rows={counts.byLocality} />
          <CountsTable
            caption={words.byCategory[0]!}
            heading={words.byCategory[1]!}
            countColumn={words.countColumn}
            rows={counts.byCategory.map((row) => ({ ...row, name: words.category(row.name) }))}
          />
        </div>
      )}

      {counts.received > 0 && <h2>{words.byThemeHeading}</h2>}
      {counts.received > 0 && groups.length === 0 && <p>{words.nonePublic}</p>}
      {groups.map((group) => (
        <section key={group.theme} aria-label={words.themeGroup(group.theme, group.comments.length)}>
          <h3>
            <span lang={group.named ? staffWords : undefined}>{group.theme}</span> ({group.comments.length})
          </h3>
          <ol className="report-comments">
            {group.comments.map((comment) => (
              <RecordedComment key={comment.id} comment={comment} revised={record.revised.get(comment.id)} language={language} words={words} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
