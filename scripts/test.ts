import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

/**
 * `npm test`: every check, in the order that fails fastest — typecheck, lint, vitest (unit and
 * integration against real Postgres, Redis and SMTP), the production build, then Playwright
 * against that build. Stops at the first failing step and ends with one summary line.
 */
const vitestReport = 'test-results/vitest.json';
const playwrightReport = 'test-results/playwright.json';

const steps: { name: string; command: string[]; env?: Record<string, string> }[] = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
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
  { name: 'playwright', command: ['npx', 'playwright', 'test'] },
];

function run(command: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const [program, ...args] = command as [string, ...string[]];
    const child = spawn(program, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
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
let failedStep: string | undefined;
for (const step of steps) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${step.name}\n`);
  const code = await run(step.command, step.env);
  process.stdout.write(`${code === 0 ? '✔' : '✘'} ${step.name} (${Math.round((Date.now() - started) / 1000)} s)\n`);
  if (code !== 0) {
    failedStep = step.name;
    break;
  }
}

const { passed, failed, skipped } = countResults();
if (failedStep) process.stdout.write(`\nnpm test stopped at the failing step: ${failedStep}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
process.exit(failedStep || failed > 0 ? 1 : 0);
