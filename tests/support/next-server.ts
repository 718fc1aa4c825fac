import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web');
// Next's own CLI run by node directly (not through npx), so a signal reaches the server itself.
const nextBin = createRequire(path.join(webDir, 'package.json')).resolve('next/dist/bin/next');

export interface NextServer {
  process: ChildProcess;
  stop(): Promise<void>;
}

/** `next start` of the built web app on 127.0.0.1:`port`. */
export function startNextServer(port: number, env: NodeJS.ProcessEnv, stdio: 'inherit' | 'ignore' = 'inherit'): NextServer {
  const child = spawn(process.execPath, [nextBin, 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: webDir,
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
