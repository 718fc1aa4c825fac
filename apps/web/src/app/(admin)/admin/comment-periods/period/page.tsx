import { commentChannelLabels, commentChannels, PeriodCommentFilters, periodState } from '@vtrans/contracts/comment-periods';
import { virginiaDate, virginiaDateTime } from '@vtrans/contracts/dates';
import { commentFirstWords } from '@vtrans/contracts/comments';
import { sitePaths } from '@vtrans/contracts/site-paths';
import type { Metadata } from 'next';
import Link from 'next/link';
import { deleteThemeAction } from '@/actions/comment-periods';
import { ConsequentialForm } from '@/components/consequential-form';
import { OutcomeGroup } from '@/components/outcome-group';
import { BulkCommentsForm, NewThemeForm, PeriodForm, SharedResponseEditForm, ThemeRulesForm } from '@/components/comment-periods/period-admin-forms';
import { commentPeriodAdminData } from '@/server/domain/restricted/comment-periods';
import { FilterForm, FilterSelect, FilterText } from '@/components/lists/filter-form';

export const metadata: Metadata = { title: 'Comment period', description: 'A comment period: its details, themes, comments and responses.' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * One period for staff (issue 41): its details (editors and reviewers); for reviewers its themes
 * with the rules that suggest them, its comments filtered and ticked for tagging or one shared
 * response, and the shared responses with their versions.
 */
export default async function AdminCommentPeriodPage({ searchParams }: Props) {
  const { id, ...rest } = await searchParams;
  const periodId = typeof id === 'string' ? id : '';
  const parsed = PeriodCommentFilters.safeParse(rest);
  const filters = parsed.success ? parsed.data : {};
  const data = await commentPeriodAdminData(periodId, filters);
  if (!data) {
    return (
      <div className="container content-page">
        <h1>No such comment period</h1>
        <p>
          <Link href="/admin/comment-periods">See every comment period</Link>
        </p>
      </div>
    );
  }
  const { period, handling } = data;
  const themeOptions = (handling?.themes ?? []).map((theme) => [theme.id, theme.name] as const);
  const filterValues = Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
  // The page's forms answer in turn: one answer shown at a time (issue 56).
  return (
    <OutcomeGroup>
      <div className="container content-page">
        <p>
          <Link href="/admin/comment-periods">Comment periods</Link>
        </p>
        <h1>{period.title}</h1>
        <p>
          {periodState(period) === 'open' ? 'Open' : periodState(period) === 'upcoming' ? 'Not open yet' : 'Closed'}: {virginiaDateTime(period.opensAt)} to{' '}
          {virginiaDateTime(period.closesAt)} · {period.received} {period.received === 1 ? 'comment' : 'comments'} ·{' '}
          <Link href={sitePaths.commentPeriod(period.id)}>Public record</Link>
          {handling && (
            <>
              {' '}
              · <Link href={`/admin/comment-periods/enter?period=${period.id}`}>Enter a comment received another way</Link>
            </>
          )}
        </p>
        <details>
          <summary>Details and dates</summary>
          <PeriodForm period={period} localities={data.localities} documents={data.documents} />
        </details>

        {handling && (
          <>
            <h2>Themes</h2>
            <p>Rules only suggest: a theme is on a comment only when someone tags it. Open a theme’s suggestions, check them, then tag them.</p>
            {handling.themes.length === 0 && <p>No themes yet.</p>}
            <ul className="item-list">
              {handling.themes.map((theme) => (
                <li key={theme.id}>
                  <p>
                    <strong>{theme.name}</strong> · {theme.tagged} tagged ·{' '}
                    <Link href={sitePaths.commentPeriodAdmin(period.id, { suggested: theme.id })}>
                      {handling.suggestions.get(theme.id) ?? 0} suggested by its rules<span className="visually-hidden"> for {theme.name}</span>
                    </Link>{' '}
                    ·{' '}
                    <Link href={sitePaths.commentPeriodAdmin(period.id, { theme: theme.id })}>
                      See its comments<span className="visually-hidden">: {theme.name}</span>
                    </Link>
                  </p>
                  <ThemeRulesForm themeId={theme.id} name={theme.name} keywords={theme.keywords} />
                  <ConsequentialForm action={deleteThemeAction} opener={`Remove the theme “${theme.name}”…`}>
                    <input type="hidden" name="themeId" value={theme.id} />
                  </ConsequentialForm>
                </li>
              ))}
            </ul>
            <NewThemeForm periodId={period.id} />

            <h2 id="comments">Comments</h2>
            <FilterForm label="Filter the comments" action="/admin/comment-periods/period" keep={{ id: period.id }}>
              <FilterSelect
                id="filter-theme"
                name="theme"
                label="Theme"
                value={filters.theme}
                anyLabel="Any"
                options={[['none', 'No theme yet'], ...themeOptions]}
              />
              <FilterSelect
                id="filter-suggested"
                name="suggested"
                label="Suggested for"
                value={filters.suggested}
                anyLabel="No suggestion filter"
                options={themeOptions}
              />
              <FilterSelect
                id="filter-channel"
                name="channel"
                label="Channel"
                value={filters.channel}
                anyLabel="Any"
                options={commentChannels.map((channel) => [channel, commentChannelLabels[channel]] as const)}
              />
              <FilterSelect
                id="filter-answered"
                name="answered"
                label="Answered"
                value={filters.answered}
                anyLabel="Either"
                options={[
                  ['yes', 'Answered'],
                  ['no', 'Not yet'],
                ]}
              />
              <FilterText id="filter-q" name="q" label="Contains" value={filters.q} maxLength={200} />
            </FilterForm>
            {!parsed.success && (
              <p className="field-error" role="alert">
                Some filters were not understood and are ignored.
              </p>
            )}
            <BulkCommentsForm
              periodId={period.id}
              filters={filterValues}
              themes={handling.themes.map((theme) => ({ id: theme.id, title: theme.name }))}
              matching={handling.comments.matching}
            >
              {handling.comments.comments.length === 0 ? (
                <p>No comments match.</p>
              ) : (
                <ul className="item-list period-comments">
                  {handling.comments.comments.map((comment) => (
                    <li key={comment.id}>
                      <div className="checkbox-field">
                        <input id={`comment-${comment.id}`} type="checkbox" name="commentIds" value={comment.id} />
                        <label htmlFor={`comment-${comment.id}`}>
                          <span className="visually-hidden">Choose the comment: </span>
                          {comment.text}
                        </label>
                      </div>
                      <p className="record-comment__meta">
                        {comment.receivedOn ? virginiaDate(`${comment.receivedOn}T12:00:00Z`) : virginiaDate(comment.createdAt)} ·{' '}
                        {comment.channel === 'meeting' && comment.meetingName ? `Meeting: ${comment.meetingName}` : commentChannelLabels[comment.channel]} ·{' '}
                        {comment.category} · {comment.locality ?? 'no place'} · {comment.name || 'anonymous'}
                        {comment.contact && <> · contact: {comment.contact}</>}
                        {comment.keptPrivate && ' · kept private'}
                        {comment.hidden && ' · hidden'}
                        {!comment.hasEmail && ' · no e-mail for a response'}
                        {comment.hasLetter && (
                          <>
                            {' '}
                            · <a href={sitePaths.commentLetter(comment.id)}>Scanned letter</a>
                          </>
                        )}
                      </p>
                      <p className="record-comment__meta">Themes: {comment.themes.length ? comment.themes.join(', ') : 'none yet'}</p>
                      {comment.response && <p className="record-comment__meta">Response: {comment.response}</p>}
                    </li>
                  ))}
                </ul>
              )}
              {handling.comments.matching > handling.comments.comments.length && (
                <p>
                  Showing the first {handling.comments.comments.length.toLocaleString('en-US')} of {handling.comments.matching.toLocaleString('en-US')}; narrow
                  the filters to see the rest, or act on every match.
                </p>
              )}
            </BulkCommentsForm>

            <h2>Responses given to many comments</h2>
            {handling.responses.length === 0 && <p>None yet.</p>}
            <ul className="item-list">
              {handling.responses.map((response) => (
                <li key={response.id}>
                  <p>
                    Version {response.version}, to {response.comments} {response.comments === 1 ? 'comment' : 'comments'} · first given{' '}
                    {virginiaDateTime(response.createdAt)}
                  </p>
                  <p className="muted">
                    Answers {response.answers.map((text) => commentFirstWords(text)).join(', ')}
                    {response.comments > response.answers.length ? ` and ${response.comments - response.answers.length} more` : ''}.
                  </p>
                  <SharedResponseEditForm responseId={response.id} text={response.text} version={response.version} />
                  {response.versions.length > 1 && (
                    <details>
                      <summary>Earlier versions</summary>
                      <ol reversed>
                        {response.versions.map((version) => (
                          <li key={version.version}>
                            Version {version.version}, {virginiaDateTime(version.writtenAt)}
                            {version.writtenBy && ` by ${version.writtenBy}`}: {version.text}
                          </li>
                        ))}
                      </ol>
                    </details>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </OutcomeGroup>
  );
}
