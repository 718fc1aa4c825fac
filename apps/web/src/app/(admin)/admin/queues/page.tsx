import { jobStates, QueueDashboardQuery, queueNames } from '@vtrans/contracts/queues';
import { virginiaDateTimeToTheSecond } from '@vtrans/contracts/dates';
import type { JobSubject, OutboxBacklog } from '@vtrans/db';
import { sitePaths } from '@vtrans/contracts/site-paths';
import { WORKER_BEAT_MS, WORKER_SILENT_AFTER_MS, type WorkerPresence } from '@vtrans/queue';
import type { Metadata } from 'next';
import Link from 'next/link';
import { datasetPath } from '@/lib/datasets';
import { formatAge } from '@/lib/format-age';
import { ConsequentialForm } from '@/components/consequential-form';
import { LiveRefresh } from '@/components/live-refresh';
import type { JobView, ScheduleView } from '@/server/domain/queue-dashboard';
import type { QueueDepth } from '@/server/platform/queues';
import { queueDashboardData } from '@/server/domain/restricted/queues';
import { removeJobAction, retryJobAction } from '@/actions/queues';
import { FilterForm, FilterSelect, FilterText } from '@/components/lists/filter-form';

export const metadata: Metadata = { title: 'Job queues', description: 'The worker’s job queues and the outbox, for operators.' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const when = (date: Date | null) => (date ? virginiaDateTimeToTheSecond(date) : '—');

/** How often the page reads the queues again by itself. */
const REFRESH_EVERY_MS = 10_000;

function OutboxSummary({ backlog }: { backlog: OutboxBacklog }) {
  return (
    <dl className="report">
      <dt>Waiting for the relay</dt>
      <dd>{backlog.undispatched.toLocaleString('en-US')}</dd>
      <dt>Oldest waiting</dt>
      <dd>{backlog.oldestUndispatchedAt ? `${formatAge(backlog.oldestUndispatchedAt)} (${when(backlog.oldestUndispatchedAt)})` : 'none'}</dd>
      <dt>On the queues, not finished</dt>
      <dd>{backlog.inFlight.toLocaleString('en-US')}</dd>
      <dt>Failed for good</dt>
      <dd>{backlog.failed.toLocaleString('en-US')}</dd>
      <dt>Outbox table (completed events are deleted after the retention period, a week unless set otherwise)</dt>
      <dd>
        about {backlog.rowsEstimate.toLocaleString('en-US')} rows, {(backlog.tableBytes / 1_048_576).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB
      </dd>
    </dl>
  );
}

/** A worker in a word: speaking, silent (stuck or gone without a word), or stopped cleanly. */
function workerState(worker: WorkerPresence, now: number): string {
  if (worker.stoppedAt) return `stopped cleanly at ${when(new Date(worker.stoppedAt))}`;
  const silence = now - Date.parse(worker.lastSeenAt);
  return silence > WORKER_SILENT_AFTER_MS ? `not answering for ${formatAge(new Date(worker.lastSeenAt), now)}` : 'running';
}

function WorkerTable({ workers, now }: { workers: WorkerPresence[]; now: number }) {
  const running = workers.filter((worker) => workerState(worker, now) === 'running').length;
  return (
    <>
      {running === 0 && (
        <p className="field-error" role="alert">
          No worker is running: jobs wait on the queues, and nothing is lost, until one starts.
        </p>
      )}
      {workers.length > 0 && (
        <div className="table-scroll" role="region" aria-label="Workers" tabIndex={0}>
          <table className="data-table">
            <caption>Workers heard from in the last day (each reports every {WORKER_BEAT_MS / 1000} seconds)</caption>
            <thead>
              <tr>
                <th scope="col">Worker</th>
                <th scope="col">State</th>
                <th scope="col">Last seen</th>
                <th scope="col">Started</th>
                <th scope="col">Queues</th>
              </tr>
            </thead>
            <tbody>
              {workers.map((worker) => (
                <tr key={worker.id}>
                  <th scope="row">
                    {worker.host}, process {worker.pid}
                  </th>
                  <td>{workerState(worker, now)}</td>
                  <td>
                    {formatAge(new Date(worker.lastSeenAt), now)} ago ({when(new Date(worker.lastSeenAt))})
                  </td>
                  <td>{when(new Date(worker.startedAt))}</td>
                  <td>{worker.queues.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function ScheduleTable({ schedules }: { schedules: ScheduleView[] }) {
  if (schedules.length === 0) return <p>No schedules are in place; the worker puts them back when it starts.</p>;
  return (
    <div className="table-scroll" role="region" aria-label="Schedules" tabIndex={0}>
      <table className="data-table">
        <caption>Schedules (the worker keeps them; they are not removed from here)</caption>
        <thead>
          <tr>
            <th scope="col">Schedule</th>
            <th scope="col">Queue and event</th>
            <th scope="col">Runs</th>
            <th scope="col">Next run</th>
          </tr>
        </thead>
        <tbody>
          {schedules.map((schedule) => (
            <tr key={`${schedule.queue}:${schedule.id}`}>
              <th scope="row">{schedule.id}</th>
              <td>
                {schedule.queue} · {schedule.event}
              </td>
              <td>{schedule.repeat}</td>
              <td>{when(schedule.nextRunAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function QueueTable({ depths }: { depths: QueueDepth[] }) {
  return (
    <div className="table-scroll" role="region" aria-label="Jobs per queue" tabIndex={0}>
      <table className="data-table">
        <caption>Jobs per queue (completed jobs are kept a day, failed ones a week)</caption>
        <thead>
          <tr>
            <th scope="col">Queue</th>
            {jobStates.map((state) => (
              <th key={state} scope="col">
                {state}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {depths.map(({ queue, counts }) => (
            <tr key={queue}>
              <th scope="row">{queue}</th>
              {jobStates.map((state) => (
                <td key={state}>
                  <Link href={`/admin/queues?queue=${queue}&state=${state}`} aria-label={`${counts[state]} ${state} jobs on the ${queue} queue`}>
                    {counts[state].toLocaleString('en-US')}
                  </Link>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Where staff see a job's subject. */
const subjectPaths: Record<JobSubject['kind'], (id: string) => string> = {
  document: (id) => `/admin/documents#document-${id}`,
  submission: (id) => sitePaths.submissionReview(Number(id)),
  layer: datasetPath,
  campaign: (id) => sitePaths.campaign(id),
  period: (id) => sitePaths.commentPeriodAdmin(id),
  comment: (id) => sitePaths.commentOnMap(id),
};

/** A button that acts on one job at once (Retry), naming the job for assistive technology. */
function JobActionForm({ action, job, returnTo, verb }: { action: (formData: FormData) => Promise<void>; job: JobView; returnTo: string; verb: string }) {
  return (
    <form action={action}>
      <JobFields job={job} returnTo={returnTo} />
      <button type="submit" className="button button--small" aria-label={`${verb} job ${job.id}`}>
        {verb}
      </button>
    </form>
  );
}

function JobFields({ job, returnTo }: { job: JobView; returnTo: string }) {
  return (
    <>
      <input type="hidden" name="queue" value={job.queue} />
      <input type="hidden" name="jobId" value={job.id} />
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );
}

function JobActions({ job, returnTo }: { job: JobView; returnTo: string }) {
  if (job.state === 'gone' || job.state === 'active') return null;
  // A schedule's next run is the schedule's: removing it would only stop the schedule until the worker restores it.
  if (job.scheduleId) return <p>Next run of the {job.scheduleId} schedule</p>;
  return (
    <div className="inline-form">
      {job.state === 'failed' && <JobActionForm action={retryJobAction} job={job} returnTo={returnTo} verb="Retry" />}
      {/* What removing it loses is said first (issue 56). */}
      <ConsequentialForm
        action={removeJobAction}
        opener={
          <>
            Remove…<span className="visually-hidden"> job {job.id}</span>
          </>
        }
      >
        <JobFields job={job} returnTo={returnTo} />
      </ConsequentialForm>
    </div>
  );
}

function JobTable({ jobs, caption, returnTo }: { jobs: JobView[]; caption: string; returnTo: string }) {
  if (jobs.length === 0) return <p>No jobs to show.</p>;
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table job-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col">About</th>
            <th scope="col">State</th>
            <th scope="col">Attempts</th>
            <th scope="col">Added / due / finished</th>
            <th scope="col">Error</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={`${job.queue}:${job.id}`}>
              <td>
                <code>{job.id}</code>
                <br />
                {job.queue} · {job.event}
                {job.payload && (
                  <details>
                    <summary>Payload</summary>
                    <pre className="job-payload">{job.payload}</pre>
                  </details>
                )}
              </td>
              <td>{job.subject ? <Link href={subjectPaths[job.subject.kind](job.subject.id)}>{job.subject.title}</Link> : '—'}</td>
              <td>
                {job.state === 'gone' ? 'no longer in Redis' : job.state}
                {job.outbox && (
                  <>
                    <br />
                    outbox: {job.outbox.completed_at ? 'completed' : job.outbox.failed_at ? 'failed' : 'open'}
                  </>
                )}
              </td>
              <td>{job.state === 'gone' ? '—' : `${job.attemptsMade} of ${job.attemptsAllowed}`}</td>
              <td>
                added {when(job.createdAt)}
                {job.runsAt && (
                  <>
                    <br />
                    due {when(job.runsAt)}
                  </>
                )}
                {job.finishedAt && (
                  <>
                    <br />
                    finished {when(job.finishedAt)}
                  </>
                )}
              </td>
              <td>
                {job.error ?? '—'}
                {job.stack && (
                  <details>
                    <summary>Stack trace</summary>
                    <pre className="job-payload">{job.stack}</pre>
                  </details>
                )}
              </td>
              <td>
                <JobActions job={job} returnTo={returnTo} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const unavailableRedis = <p role="alert">The queues cannot be read: Redis is not answering. Jobs wait safely in the outbox meanwhile.</p>;

/**
 * The operators' view of the worker: queue depths, jobs by state with their errors, retry and
 * remove, a search by job id or payload field, and the outbox's backlog. Built on BullMQ's own
 * API rather than Bull Board (decision 010).
 */
export default async function QueuesPage({ searchParams }: Props) {
  const raw = await searchParams;
  const parsed = QueueDashboardQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : QueueDashboardQuery.parse({});
  const searchError = parsed.success ? null : parsed.error.issues[0]?.message;
  const notice = typeof raw.notice === 'string' ? raw.notice : null;
  const searching = Boolean(query.value);

  const readAt = new Date();
  const { backlog, depths, workers, schedules, jobs } = await queueDashboardData(query);
  const returnTo = `/admin/queues?${new URLSearchParams(
    Object.entries({ queue: query.queue, state: query.state, field: query.field, value: query.value }).filter((entry): entry is [string, string] =>
      Boolean(entry[1]),
    ),
  )}`;
  const caption = searching
    ? `Jobs whose ${query.field ? `payload field ${query.field}` : 'id'} is “${query.value}”`
    : `Newest ${query.state} jobs${query.queue ? ` on the ${query.queue} queue` : ' on every queue'} (up to 50)`;

  return (
    <div className="container content-page">
      <p>
        <Link href="/admin">Admin</Link>
      </p>
      <h1>Job queues</h1>
      <LiveRefresh everyMs={REFRESH_EVERY_MS} readAt={when(readAt)} />
      {notice && (
        <p className="newsletter-status newsletter-status--success" role="status">
          {notice}
        </p>
      )}
      <h2>Workers</h2>
      {'value' in workers ? <WorkerTable workers={workers.value} now={readAt.getTime()} /> : unavailableRedis}
      <h2>Outbox</h2>
      {'value' in backlog ? <OutboxSummary backlog={backlog.value} /> : <p role="alert">The outbox cannot be read: the database is not answering.</p>}
      <h2>Queues</h2>
      {'value' in depths ? <QueueTable depths={depths.value} /> : unavailableRedis}
      <h2>Schedules</h2>
      {'value' in schedules ? <ScheduleTable schedules={schedules.value} /> : unavailableRedis}

      <h2>Find jobs</h2>
      <FilterForm label="Find jobs" submit="Find">
        <FilterText id="job-search-value" name="value" label="Job id or value" value={query.value} maxLength={200} />
        <FilterText id="job-search-field" name="field" label="Payload field (leave empty to search by job id)" value={query.field} maxLength={63} />
      </FilterForm>
      {searchError && (
        <p className="field-error" role="alert">
          {searchError}
        </p>
      )}

      <h2>{searching ? 'Search results' : 'Jobs'}</h2>
      {!searching && (
        // Keyed by what is listed: a count's link navigates in place, and an uncontrolled select
        // would otherwise keep showing the state chosen before ("failed" over completed jobs).
        <FilterForm key={`${query.queue ?? ''}:${query.state}`} label="Choose jobs to list" submit="List">
          <FilterSelect
            id="job-queue"
            name="queue"
            label="Queue"
            value={query.queue}
            anyLabel="Every queue"
            options={queueNames.map((name) => [name, name] as const)}
          />
          <FilterSelect id="job-state" name="state" label="State" value={query.state} options={jobStates.map((state) => [state, state] as const)} />
        </FilterForm>
      )}
      {'value' in jobs ? <JobTable jobs={jobs.value} caption={caption} returnTo={returnTo} /> : unavailableRedis}
    </div>
  );
}
