import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

export interface TestRedisServer {
  url: string;
  /** Kills the server at once (SIGKILL). It keeps nothing on disk, so everything in it is gone. */
  kill(): Promise<void>;
  /** Starts an empty server again on the same port. */
  start(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A Redis server of a test's own (Debian's redis-server), configured like this machine's: no
 * persistence. A drill can stop it without touching the Redis other tests share.
 */
export async function startRedisServer(): Promise<TestRedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let tries = 0; !(await answers(port)); tries += 1) {
      if (tries > 100) throw new Error('redis-server did not start');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    kill: () =>
      new Promise<void>((resolve) => {
        if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
