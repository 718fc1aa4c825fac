import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

/**
 * `npm test`: every check — typecheck, lint, vitest (unit and integration against real Postgres,
 * Redis and SMTP), the production build, then Playwright against that build — in three stages.
 * Steps of one stage run side by side (decision 036): typecheck and lint each keep about one core
 * of the two busy, and vitest, once its files have been transformed before, waits on Postgres,
 * Redis, SMTP and its workers about 40 % of the time, which the build fills. A stage's steps print
 * their output when each ends, so one step's lines are never mixed with another's. The run stops after the first stage with a failing step and ends with
 * one summary line.
 */
const vitestReport = 'test-results/vitest.json';
const playwrightReport = 'test-results/playwright.json';

type Step = { name: string; command: string[]; env?: Record<string, string> };

const stages: Step[][] = [
  [
    { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  ],
  [
    {
      name: 'vitest',
      command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    },
    {
      name: 'build',
      command: ['npm', 'run', '--silent', 'build'],
      // With no database to reach, a page that reads it while building fails the build (pages read
      // content per request, through requestDb), as does any other build-time read. The typecheck
      // step has checked the web app's types: the build skips its second pass (next.config.ts).
      env: { NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: 'postgres://build-has-no-database@127.0.0.1:9/none', TYPECHECKED: '1' },
    },
  ],
  // Playwright alone: it is bound by the browser's CPU, and its list of tests streams as they pass.
  [{ name: 'playwright', command: ['npx', 'playwright', 'test'] }],
];

/**
 * Runs a step; alone in its stage it writes straight to the terminal, beside others its output is
 * kept and written in one piece when it ends.
 */
function run(step: Step, alone: boolean): Promise<number> {
  const started = Date.now();
  if (!alone) process.stdout.write(`▶ ${step.name} (started; its output follows when it ends)\n`);
  return new Promise((resolve) => {
    const [program, ...args] = step.command as [string, ...string[]];
    const child = spawn(program, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...step.env } });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (exitCode, signal) => {
      const code = exitCode ?? (signal ? 1 : 0);
      if (!alone) process.stdout.write(`\n▶ ${step.name}\n${Buffer.concat(output).toString()}`);
      process.stdout.write(`${code === 0 ? '✔' : '✘'} ${step.name} (${Math.round((Date.now() - started) / 1000)} s)\n`);
      resolve(code);
    });
  });
}

function readJson(file: string): Record<string, unknown> | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
}

function countResults() {
  const vitest = readJson(vitestReport) as { numPassedTests?: number; numFailedTests?: number; numPendingTests?: number } | undefined;
  const playwright = (readJson(playwrightReport)?.stats ?? {}) as { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  return {
    passed: (vitest?.numPassedTests ?? 0) + (playwright.expected ?? 0),
    failed: (vitest?.numFailedTests ?? 0) + (playwright.unexpected ?? 0) + (playwright.flaky ?? 0),
    skipped: (vitest?.numPendingTests ?? 0) + (playwright.skipped ?? 0),
  };
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });
const failedSteps: string[] = [];
for (const stage of stages) {
  if (stage.length === 1) process.stdout.write(`\n▶ ${stage[0]!.name}\n`);
  else process.stdout.write(`\n▶▶ side by side: ${stage.map((step) => step.name).join(', ')}\n`);
  const codes = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  failedSteps.push(...stage.filter((_, index) => codes[index] !== 0).map((step) => step.name));
  if (failedSteps.length) break;
}

const { passed, failed, skipped } = countResults();
if (failedSteps.length) process.stdout.write(`\nnpm test stopped at the failing step${failedSteps.length > 1 ? 's' : ''}: ${failedSteps.join(', ')}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
process.exit(failedSteps.length || failed > 0 ? 1 : 0);
