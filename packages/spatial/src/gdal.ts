import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { intakeLimits, megabytes } from './limits';

/**
 * GDAL's command-line tools (Debian's gdal-bin) run as child processes under hard limits, so no
 * file can take the web or worker process down: address space by RLIMIT_AS (prlimit), wall time
 * by a kill timer, CPU time by RLIMIT_CPU as a backstop, output by a cap on each line and on the
 * whole, and the number of GDAL processes at once by a small queue. A limit hit is a GdalError
 * whose message a submitter can act on. Decision 011.
 */
export type GdalFailure = 'timeout' | 'memory' | 'too-large' | 'busy' | 'unreadable';

export class GdalError extends Error {
  constructor(
    readonly kind: GdalFailure,
    message: string,
  ) {
    super(message);
    this.name = 'GdalError';
  }

  /** The same file fails the same way every time: everything but a full queue. */
  get permanent(): boolean {
    return this.kind !== 'busy';
  }
}

export interface GdalRun {
  tool: 'ogrinfo' | 'ogr2ogr';
  args: string[];
  /** The only GDAL driver allowed to open the input (every other one is skipped). */
  driver: string;
  /** The driver ogr2ogr writes with (GeoJSONSeq, to standard output, when not named). */
  writes?: string;
  timeoutSeconds: number;
  /**
   * Fail on any ERROR GDAL prints, even when it exits 0: its OSM driver reports a truncated file
   * ("An error occurred during the parsing of data") and carries on with what it read.
   */
  strict?: boolean;
  /** Filled in while the process runs: the most resident memory it used, from /proc (VmHWM). */
  usage?: { peakRssBytes: number };
}

const stderrKeep = 64 * 1024;
const maxCollectedBytes = 16 * 1024 * 1024;
const maxRunning = 2;
const maxWaiting = 16;

let running = 0;
const waiting: (() => void)[] = [];

/** A place among the GDAL processes of this Node process: two at a time, a short line behind them, then "busy". */
async function acquireSlot(): Promise<() => void> {
  if (running >= maxRunning) {
    if (waiting.length >= maxWaiting) throw new GdalError('busy', 'Many files are being read just now. Please try again in a minute.');
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

let driverNames: Promise<string[]> | undefined;

/** Every driver this GDAL has, read once from `ogrinfo --formats`. */
function allDrivers(): Promise<string[]> {
  driverNames ??= new Promise((resolve, reject) =>
    execFile('ogrinfo', ['--formats'], { timeout: 10_000 }, (error, stdout) => {
      if (error) {
        driverNames = undefined;
        const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
        reject(missing ? new Error('GDAL is not installed: spatial uploads need ogrinfo and ogr2ogr (Debian: apt-get install gdal-bin).') : error);
        return;
      }
      resolve([...stdout.matchAll(/^ {2}(\S+) -(?:raster|vector|multidimensional|gnm)/gm)].map((match) => match[1]!));
    }),
  );
  return driverNames;
}

/**
 * The child's environment: only what GDAL and PROJ need, with the input's driver the only reader
 * allowed (GDAL_SKIP lists every other driver), so a file that merely looks like KML cannot be opened
 * as a VRT that reads other files on the server. Driver names with spaces cannot be skipped;
 * none of them can open a file that passed our content sniffing.
 */
async function childEnvironment(allowed: string[]): Promise<Record<string, string | undefined>> {
  const skip = (await allDrivers()).filter((name) => !allowed.includes(name));
  const passed = ['PATH', 'TMPDIR', 'GDAL_DATA', 'PROJ_DATA', 'PROJ_LIB'].filter((name) => process.env[name]);
  return {
    ...Object.fromEntries(passed.map((name) => [name, process.env[name]])),
    LANG: 'C.UTF-8',
    GDAL_SKIP: skip.join(' '),
    GDAL_CACHEMAX: '64',
    // No network from an upload (a KML NetworkLink, a /vsicurl/ path in a GeoPackage).
    GDAL_HTTP_TIMEOUT: '1',
    CPL_VSIL_CURL_ALLOWED_EXTENSIONS: '.none',
    OGR_GEOJSON_MAX_OBJ_SIZE: String(Math.round(intakeLimits.maxFeatureBytes / (1024 * 1024))),
  };
}

/** Resident-memory high-water mark of a running process, or 0 once it is gone. */
function peakRss(pid: number): number {
  try {
    const kilobytes = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kilobytes ? Number(kilobytes) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** GDAL's own complaint, without the temporary paths it names. */
function gdalMessage(stderr: string): string | null {
  const line = stderr
    .split('\n')
    .map((text) => text.trim())
    .find((text) => /^(ERROR \d+|FAILURE)/.test(text) && !/^FAILURE:\s*$/.test(text));
  if (!line) return null;
  return (
    line
      .replace(/^ERROR \d+:\s*|^FAILURE:\s*/, '')
      // Any absolute path: the web's temporary copy and the worker's stored file alike.
      .replace(/(\/vsizip\/)?(\/[^\s'`:/]+){2,}\/?/g, 'the file')
      .replace(/`[^`']*'/g, 'the file')
      .replace(/^ERROR parsing kml the file\s*:\s*/, 'the XML is not well formed or expands too far: ')
      .slice(0, 300)
  );
}

function failureOf(code: number | null, signal: NodeJS.Signals | null, stderr: string, timedOut: boolean, strict = false): GdalError | null {
  if (timedOut || signal === 'SIGXCPU') return new GdalError('timeout', 'The file took too long to read.');
  const outOfMemory = /out of memory|bad_alloc|cannot allocate/i.test(stderr) || signal === 'SIGABRT' || signal === 'SIGSEGV' || signal === 'SIGKILL';
  if (outOfMemory) return new GdalError('memory', `Reading the file needs more than the ${megabytes(intakeLimits.gdalMemoryBytes)} of memory we allow.`);
  const said = gdalMessage(stderr);
  if (code === 0 && !(strict && said)) return null;
  return new GdalError('unreadable', said ? `GDAL could not read it: ${said}` : 'GDAL could not read it.');
}

/**
 * Runs a GDAL tool and yields its standard output line by line (as bytes: decoding is the
 * reader's choice). Stops the process when the consumer stops early; throws a GdalError when a
 * limit was hit or GDAL failed.
 */
export async function* gdalLines(run: GdalRun): AsyncGenerator<Buffer> {
  const release = await acquireSlot();
  let child: ChildProcess | undefined;
  let sampler: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    // ogr2ogr's output driver stays allowed too (it opens nothing it did not write).
    const env = await childEnvironment(run.tool === 'ogr2ogr' ? [run.driver, run.writes ?? 'GeoJSONSeq'] : [run.driver]);
    const cpuSeconds = Math.ceil(run.timeoutSeconds * 1.5);
    const started = spawn('prlimit', [`--as=${intakeLimits.gdalMemoryBytes}`, `--cpu=${cpuSeconds}`, '--', run.tool, ...run.args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: env as NodeJS.ProcessEnv,
    });
    child = started;
    let stderr = '';
    started.stderr!.on('data', (chunk: Buffer) => {
      if (stderr.length < stderrKeep) stderr += chunk.toString('utf8');
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
      started.once('error', reject);
      started.once('close', (code, signal) => resolve({ code, signal }));
    });
    exited.catch(() => {});
    let timedOut = false;
    timer = setTimeout(() => {
      timedOut = true;
      started.kill('SIGKILL');
    }, run.timeoutSeconds * 1000);
    if (run.usage && started.pid) {
      const pid = started.pid;
      const usage = run.usage;
      // prlimit execs the GDAL tool in place, so the pid is GDAL's own.
      sampler = setInterval(() => (usage.peakRssBytes = Math.max(usage.peakRssBytes, peakRss(pid))), 100);
    }

    let pending: Buffer[] = [];
    let pendingBytes = 0;
    for await (const chunk of started.stdout! as AsyncIterable<Buffer>) {
      let start = 0;
      for (let newline = chunk.indexOf(10); newline !== -1; newline = chunk.indexOf(10, start)) {
        const line = pending.length ? Buffer.concat([...pending, chunk.subarray(start, newline)]) : chunk.subarray(start, newline);
        pending = [];
        pendingBytes = 0;
        start = newline + 1;
        if (line.length) yield line;
      }
      if (start < chunk.length) {
        pending.push(chunk.subarray(start));
        pendingBytes += chunk.length - start;
        if (pendingBytes > intakeLimits.maxFeatureBytes) {
          throw new GdalError('too-large', `A feature in the file is larger than ${megabytes(intakeLimits.maxFeatureBytes)} as text, more than we accept.`);
        }
      }
    }
    if (pendingBytes) yield Buffer.concat(pending);
    const { code, signal } = await exited;
    const failure = failureOf(code, signal, stderr, timedOut, run.strict);
    if (failure) throw failure;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('prlimit (util-linux) and GDAL (gdal-bin) are needed to read spatial uploads.');
    throw error;
  } finally {
    clearTimeout(timer);
    clearInterval(sampler);
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    release();
  }
}

/** A PostGIS database as GDAL names it, from a postgres:// URL (its driver takes only the postgresql:// scheme). */
export function postgresDataSource(connection: string): string {
  return `PG:${connection.replace(/^postgres:\/\//, 'postgresql://')}`;
}

/** Runs a GDAL tool and answers its whole standard output (at most 16 MB). */
export async function gdalOutput(run: GdalRun): Promise<string> {
  const lines: string[] = [];
  let bytes = 0;
  for await (const line of gdalLines(run)) {
    bytes += line.length + 1;
    if (bytes > maxCollectedBytes) throw new GdalError('too-large', 'The file describes more layers and fields than we can list.');
    lines.push(line.toString('utf8'));
  }
  return lines.join('\n');
}
