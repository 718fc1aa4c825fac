import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PdfAnalysis } from './analyse';
import { analysisLimits, type PdfAnalysisFailure, PdfAnalysisError } from './limits';

const childScript = fileURLToPath(new URL('./child.ts', import.meta.url));
// The checker runs from this package's folder, so `--import tsx` resolves whatever the caller's folder.
const packageFolder = fileURLToPath(new URL('../..', import.meta.url));
/** A checker process reads this many files before it is replaced (pdf.js caches fonts between files). */
const filesPerProcess = 100;
const idleKept = 2;

export interface BoundedOptions {
  seconds?: number;
  residentBytes?: number;
}

interface Checker {
  process: ChildProcess;
  files: number;
}
const idle: Checker[] = [];
let nextId = 1;

function startChecker(): Checker {
  const child = fork(childScript, [], {
    execArgv: ['--max-old-space-size=512', '--stack-size=2000', '--import', 'tsx'],
    cwd: packageFolder,
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'], // pdf-lib reports what it repairs; nothing reads it
  });
  const checker = { process: child, files: 0 };
  // A checker that dies while idle (killed from outside) is never handed a file.
  child.once('exit', () => {
    const index = idle.indexOf(checker);
    if (index >= 0) idle.splice(index, 1);
  });
  return checker;
}

/** An idle checker neither holds the caller's process open nor outlives it. */
function park(checker: Checker) {
  if (checker.files >= filesPerProcess || idle.length >= idleKept || checker.process.exitCode !== null) {
    checker.process.kill('SIGKILL');
    return;
  }
  checker.process.unref();
  checker.process.channel?.unref();
  idle.push(checker);
}

/**
 * Analyses a PDF in a checker process under hard limits (decision 029): wall time by a kill
 * timer, resident memory by polling /proc (V8's heap flag does not count pdf.js's decoded
 * streams, which live in array buffers). A limit hit, or a crash, kills that process and is a
 * PdfAnalysisError naming the file's problem; the caller's process is never at risk. Processes
 * are kept between files because starting one (Node, the TypeScript loader, pdf.js) costs more
 * than checking a short PDF.
 */
export function analysePdfBounded(bytes: Uint8Array, options: BoundedOptions = {}): Promise<PdfAnalysis> {
  const seconds = options.seconds ?? analysisLimits.seconds;
  const residentBytes = options.residentBytes ?? analysisLimits.residentBytes;
  if (bytes.byteLength > analysisLimits.bytes)
    return Promise.reject(new PdfAnalysisError('too-large', `it is larger than ${Math.round(analysisLimits.bytes / 1024 / 1024)} MB`));
  const checker = idle.pop() ?? startChecker();
  checker.process.ref();
  checker.process.channel?.ref();
  checker.files++;
  const id = nextId++;
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (outcome: { analysis: PdfAnalysis } | { kind: PdfAnalysisFailure; message: string }, healthy: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      checker.process.off('message', onMessage);
      checker.process.off('exit', onExit);
      if (healthy) park(checker);
      else checker.process.kill('SIGKILL');
      if ('analysis' in outcome) resolve(outcome.analysis);
      else reject(new PdfAnalysisError(outcome.kind, outcome.message));
    };
    const onMessage = (message: { id: number; ok: boolean; analysis?: PdfAnalysis; kind?: PdfAnalysisFailure; message?: string }) => {
      if (message.id !== id) return;
      finish(message.ok ? { analysis: message.analysis! } : { kind: message.kind!, message: message.message! }, true);
    };
    const onExit = () => finish({ kind: 'unreadable', message: 'reading it stopped the checker before it could answer' }, false);
    const timer = setTimeout(() => finish({ kind: 'timeout', message: `reading it took longer than ${seconds} seconds` }, false), seconds * 1000);
    const watch = setInterval(() => {
      if (residentOf(checker.process.pid) > residentBytes) {
        finish(
          {
            kind: 'memory',
            message: `reading it needed more than ${Math.round(residentBytes / 1024 / 1024)} MB of memory (a compressed stream may expand without limit)`,
          },
          false,
        );
      }
    }, 50);
    checker.process.on('message', onMessage);
    checker.process.on('exit', onExit);
    checker.process.send({ id, bytes }, (error) => {
      if (error) finish({ kind: 'unreadable', message: `the checker could not take the file (${error.message})` }, false);
    });
  });
}

function residentOf(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}
