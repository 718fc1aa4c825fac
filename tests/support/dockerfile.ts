import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);

/**
 * The Dockerfile's images, put together without a Docker engine (none on these machines): each
 * stage's COPY and `npm ci` steps are carried out in a folder that stands for the image's /app, so
 * a test can run an image's command from it and see that the files the image would hold are
 * enough. The build stage is this checkout after `npm run build` (its `COPY . .` and build step);
 * npm steps run in the folder; steps that set up the system (apt-get, mkdir) are the machine's own
 * and are only recorded.
 */
type Instruction = { keyword: string; flags: Record<string, string>; args: string[]; text: string };
type Stage = { name: string; from: string; instructions: Instruction[] };

export type AssembledImage = {
  /** The folder standing for the image's /app. */
  app: string;
  /** The working folder its command starts in (WORKDIR), inside `app`. */
  workdir: string;
  cmd: string[];
  user: string | undefined;
  env: Record<string, string>;
  /** RUN steps left to the machine (system packages). */
  systemSteps: string[];
  /** Folders of the stages it copied from, removed by `remove`. */
  scratch: string[];
};

export async function readStages(): Promise<Map<string, Stage>> {
  const text = (await readFile(path.join(root, 'Dockerfile'), 'utf8')).replace(/\\\n\s*/g, ' ');
  const stages = new Map<string, Stage>();
  let current: Stage | undefined;
  for (const line of text.split('\n').map((candidate) => candidate.trim())) {
    if (!line || line.startsWith('#')) continue;
    const [keyword = '', ...rest] = line.split(/\s+/);
    const flags: Record<string, string> = {};
    while (rest[0]?.startsWith('--')) {
      const [flag, value = ''] = rest.shift()!.slice(2).split('=');
      flags[flag!] = value;
    }
    if (keyword === 'FROM') {
      current = { name: rest[2] ?? rest[0]!, from: rest[0]!, instructions: [] };
      stages.set(current.name, current);
    } else {
      current!.instructions.push({ keyword, flags, args: rest, text: line });
    }
  }
  return stages;
}

/**
 * Whether .dockerignore leaves a path of the context out. Its entries here are names: one after
 * `**` + `/` anywhere in the tree, a bare one only at the context's root (as Docker reads them).
 */
async function dockerIgnored(): Promise<(relative: string) => boolean> {
  const entries = (await readFile(path.join(root, '.dockerignore'), 'utf8'))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const anywhere = new Set(entries.filter((entry) => entry.startsWith('**/')).map((entry) => entry.slice(3)));
  const atRoot = new Set(entries.filter((entry) => !entry.startsWith('**/')));
  return (relative) => {
    const parts = relative.split(path.sep);
    return atRoot.has(parts[0]!) || parts.some((part) => anywhere.has(part));
  };
}

/** Copies as COPY does from the build context: symlinks as they are, without what .dockerignore leaves out. */
async function copyFromContext(source: string, destination: string): Promise<void> {
  const ignored = await dockerIgnored();
  await cp(path.join(root, source), destination, { recursive: true, verbatimSymlinks: true, filter: (file) => !ignored(path.relative(root, file)) });
}

async function carryOut(stages: Map<string, Stage>, name: string, app: string, image: AssembledImage): Promise<void> {
  const stage = stages.get(name);
  if (!stage) return; // A base image (node:22-bookworm-slim): here, the machine's own Node (20).
  if (name === 'build') throw new Error('the build stage is this checkout after `npm run build`; copy from it with --from=build');
  await carryOut(stages, stage.from, app, image);
  let workdir = image.workdir;
  for (const { keyword, flags, args, text } of stage.instructions) {
    const into = (destination: string) =>
      path.resolve(path.isAbsolute(destination) ? path.join(app, path.relative('/app', destination)) : path.join(workdir, destination));
    if (keyword === 'COPY') {
      const destination = into(args.at(-1)!);
      for (const source of args.slice(0, -1)) {
        if (!flags.from) {
          // A file copied to a folder (`dest/`) keeps its name; a folder's contents go into dest.
          const intoFolder = args.at(-1)!.endsWith('/') && !(await stat(path.join(root, source))).isDirectory();
          await copyFromContext(source, intoFolder ? path.join(destination, path.basename(source)) : destination);
        } else if (flags.from === 'build') {
          await cp(path.join(root, path.relative('/app', source)), destination, { recursive: true, verbatimSymlinks: true });
        } else {
          const other = await mkdtemp(path.join(tmpdir(), `vtrans-stage-${flags.from}-`));
          image.scratch.push(other);
          await carryOut(stages, flags.from, other, { ...image, workdir: other, env: {}, systemSteps: [], scratch: image.scratch });
          await cp(path.join(other, path.relative('/app', source)), destination, { recursive: true, verbatimSymlinks: true });
        }
      }
    } else if (keyword === 'RUN' && args[0] === 'npm') {
      await mkdir(workdir, { recursive: true });
      // The install, from the npm cache this checkout's own install filled: no network needed.
      await run('sh', ['-c', args.join(' ')], { cwd: workdir, env: { ...process.env, NODE_ENV: '', npm_config_prefer_offline: 'true' } });
    } else if (keyword === 'RUN') {
      image.systemSteps.push(text);
    } else if (keyword === 'WORKDIR') {
      workdir = into(args[0]!);
    } else if (keyword === 'ENV') {
      const [key, ...value] = args.join(' ').split('=');
      image.env[key!] = value.join('=');
    } else if (keyword === 'USER') {
      image.user = args[0];
    } else if (keyword === 'CMD') {
      image.cmd = JSON.parse(args.join(' ')) as string[];
    }
  }
  image.workdir = workdir;
}

/** The files of one target of the Dockerfile (`web`, `worker`), in a new temporary folder. */
export async function assembleImage(target: string): Promise<AssembledImage> {
  const stages = await readStages();
  const app = await mkdtemp(path.join(tmpdir(), `vtrans-image-${target}-`));
  const image: AssembledImage = { app, workdir: app, cmd: [], user: undefined, env: {}, systemSteps: [], scratch: [] };
  await carryOut(stages, target, app, image);
  return image;
}

export async function removeImage(image: AssembledImage): Promise<void> {
  await Promise.all([image.app, ...image.scratch].map((folder) => rm(folder, { recursive: true, force: true })));
}
