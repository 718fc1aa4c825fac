import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface WorkerProcess {
  process: ChildProcess;
  /** Every JSON log line the worker has printed so far. */
  logs: Record<string, unknown>[];
  /** What it wrote to stderr (start-up errors). */
  stderr: () => string;
  /** Its exit code, once it has exited and everything it wrote has been read (logs and stderr complete). */
  exited: Promise<number | null>;
}

/**
 * The worker as it runs in production: its own Node process, started from the repository root, or
 * from `folder`, the worker image's files, when given (tests/support/dockerfile.ts).
 */
export function spawnWorkerProcess(env: Record<string, string>, folder = root): WorkerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/worker/src/main.ts'], {
    cwd: folder,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    try {
      logs.push(JSON.parse(line) as Record<string, unknown>);
    } catch {
      logs.push({ msg: line });
    }
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  // 'close', not 'exit': 'exit' can come before the last of its output has been read, and a test
  // reading the final log line ('worker stopped') would then see the one before it.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { process: child, logs, stderr: () => stderr, exited };
}
