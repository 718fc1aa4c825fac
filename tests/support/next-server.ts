import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web');
// The production server (`npm start`'s), run by node directly, so a signal reaches the server itself.
const serverScript = path.join(webDir, 'server.mjs');

export interface NextServer {
  process: ChildProcess;
  stop(): Promise<void>;
}

/** The built web app as production runs it (`server.mjs`, Next behind the page cache's front door) on 127.0.0.1:`port`. */
export function startNextServer(port: number, env: NodeJS.ProcessEnv, stdio: 'inherit' | 'ignore' = 'inherit'): NextServer {
  const child = spawn(process.execPath, [serverScript, '--hostname', '127.0.0.1', '--port', String(port)], {
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
