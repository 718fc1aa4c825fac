import { argon2id, argon2Verify } from 'hash-wasm';

/**
 * argon2id at OWASP's first recommended setting (m = 47,104 KiB = 46 MiB, t = 1, p = 1). The
 * parameters travel inside the encoded hash, so raising them later leaves old hashes verifiable.
 * hash-wasm is WebAssembly: nothing native to build or download.
 */
export const passwordHashParameters = { memorySize: 47_104, iterations: 1, parallelism: 1, hashLength: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  return argon2id({
    password,
    salt: crypto.getRandomValues(new Uint8Array(16)),
    ...passwordHashParameters,
    outputType: 'encoded',
  });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2Verify({ hash, password }).catch(() => false);
}

/** A stand-in hash, verified when the account does not exist, so both answers take the same time. */
let decoy: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword('decoy password that matches nothing');
  return decoy;
}
