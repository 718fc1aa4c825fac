import { z } from 'zod';

/**
 * Thrown when the environment does not satisfy an app's schema. The message names every
 * offending variable so an operator can fix them all in one go.
 */
export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid environment:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses `source` (process.env by default) once; each app calls this from its own env.ts. */
export function parseEnv<Shape extends z.ZodRawShape>(shape: Shape, source: Record<string, string | undefined> = process.env): z.infer<z.ZodObject<Shape>> {
  // Empty strings count as unset, so `FOO= npm start` falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = z.object(shape).safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => {
        const name = issue.path.join('.');
        return cleaned[name] === undefined ? `${name} is missing (${issue.message})` : `${name} is malformed: ${issue.message}`;
      }),
    );
  }
  return result.data;
}

/** Building blocks shared by the apps' env schemas. */
export const envField = {
  postgresUrl: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'expected a postgres:// URL')
    .default('postgres://postgres@127.0.0.1:5432/vtrans'),
  redisUrl: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'expected a redis:// URL')
    .default('redis://127.0.0.1:6379'),
  smtpUrl: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'expected an smtp:// URL')
    .default('smtp://127.0.0.1:1025'),
  port: (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback),
  positiveInt: (fallback: number) => z.coerce.number().int().positive().default(fallback),
  /** The folder uploaded files are kept in (relative paths resolve from the process's directory). */
  dataDir: z.string().min(1).default('data'),
  logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Keeps several installs (or test runs) apart on one Redis.
  queuePrefix: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')
    .default('vtrans'),
};
