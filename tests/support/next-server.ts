import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web');
// The production server (`npm start`'s, server.mjs) is run by node directly, so a signal reaches the server itself.

export interface NextServer {
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The built web app as production runs it (`server.mjs`, Next behind the page cache's front door)
 * on 127.0.0.1:`port`; from `folder`, the web image's files, when given (tests/support/dockerfile.ts).
 */
export function startNextServer(port: number, env: NodeJS.ProcessEnv, stdio: 'inherit' | 'ignore' = 'inherit', folder = webDir): NextServer {
  const child = spawn(process.execPath, [path.join(folder, 'server.mjs'), '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: folder,
    env,
    stdio,
  });
  return { process: child, stop: () => stopChild(child) };
}

/** SIGTERM, then wait for the process to exit. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * A long-running test server's way out (serve.ts, serve-lane.ts): on SIGTERM or SIGINT, or when one
 * of its children exits with an error, it stops every child, runs `cleanUp` and exits — once.
 */
export function stopAllOnExit(children: readonly ChildProcess[], cleanUp: () => Promise<void>): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all(children.map(stopChild));
    await cleanUp();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  for (const child of children) child.on('exit', (code) => !stopping && code !== 0 && void stop());
}
