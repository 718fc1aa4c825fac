import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * A Docker engine of the drill's own: Debian's dockerd with its own data, exec and socket paths, no
 * default bridge and no iptables rules (the machine's network is not the drill's to change). It is
 * stopped, and its folders removed, whatever way the drill ends.
 */
export class PrivateEngine {
  readonly socket: string;
  private daemon: ChildProcess | undefined;

  private readonly logFile: number;

  /** `root` holds the engine's data (removed at the end); `logPath` outlives it. */
  constructor(
    readonly root: string,
    logPath: string,
  ) {
    this.socket = path.join(root, 'docker.sock');
    mkdirSync(path.dirname(logPath), { recursive: true });
    this.logFile = openSync(logPath, 'w');
  }

  /** Everything the drill's commands printed, for reading after a failure. */
  log(text: Buffer): void {
    writeSync(this.logFile, text);
  }

  /** What the drill's docker and docker-compose commands run with. */
  get env(): NodeJS.ProcessEnv {
    // Debian's client (20.10, the engine's own version), not a newer one earlier on the PATH.
    return { ...process.env, DOCKER_HOST: `unix://${this.socket}`, DOCKER_BUILDKIT: '1', PATH: `/usr/bin:/usr/sbin:${process.env.PATH}` };
  }

  async start(): Promise<void> {
    await mkdir(path.join(this.root, 'data'), { recursive: true });
    await mkdir(path.join(this.root, 'exec'), { recursive: true });
    const log = openSync(path.join(this.root, 'dockerd.log'), 'a');
    this.daemon = spawn(
      '/usr/sbin/dockerd',
      [
        '--iptables=false',
        '--bridge=none',
        '--storage-driver=overlay2',
        `--data-root=${path.join(this.root, 'data')}`,
        `--exec-root=${path.join(this.root, 'exec')}`,
        `--pidfile=${path.join(this.root, 'dockerd.pid')}`,
        `--host=unix://${this.socket}`,
      ],
      { stdio: ['ignore', log, log] },
    );
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (this.daemon.exitCode !== null) throw new Error(`dockerd exited with ${this.daemon.exitCode}: see ${path.join(this.root, 'dockerd.log')}`);
      if (existsSync(this.socket) && (await exitCode('/usr/bin/docker', ['info'], this.env)) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('dockerd did not answer within 60 s');
  }

  /** Removes every container, stops the engine, and with `removeData` its images and volumes too. */
  async stop({ removeData }: { removeData: boolean }): Promise<void> {
    if (!this.daemon || this.daemon.exitCode !== null) return;
    await exitCode('sh', ['-c', 'ids=$(docker ps -aq); [ -z "$ids" ] || docker rm -f -v $ids'], this.env);
    const exited = new Promise((resolve) => this.daemon!.once('exit', resolve));
    this.daemon.kill('SIGTERM');
    const killed = setTimeout(() => this.daemon?.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(killed);
    // Overlay mounts the engine left behind would keep the folders from being removed.
    await exitCode('sh', ['-c', `grep -o ' ${this.root}[^ ]*' /proc/mounts | sort -r | xargs -r -n1 umount -l`], process.env);
    if (removeData) await rm(this.root, { recursive: true, force: true });
  }
}

/**
 * Runs a command against the engine; its output goes to the drill's log (and, from
 * `quiet: false`, to the terminal too). Resolves with its standard output; rejects on a non-zero
 * exit with the log's tail.
 */
export function run(
  engine: PrivateEngine,
  command: string,
  args: string[],
  { input, cwd, env = {} }: { input?: string; cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...engine.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let tail = '';
    const keep = (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-4000);
      engine.log(chunk);
    };
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      keep(chunk);
    });
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${tail}`))));
    child.stdin.end(input ?? '');
  });
}

export function exitCode(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: 'ignore' });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(127));
  });
}
