import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import path from 'node:path';

/**
 * Where uploaded files live (spatial-data uploads; documents later). One small interface, so a
 * local folder here and an S3-compatible bucket elsewhere look the same to web and worker.
 */
export interface FileStorage {
  /** Stores bytes under a new random key beginning with `folder/`, and answers the key. */
  put(folder: string, bytes: Uint8Array, extension: string): Promise<string>;
  get(key: string): Promise<Uint8Array>;
  /** The file's size in bytes (for Content-Length and ranges). */
  size(key: string): Promise<number>;
  /** The bytes from `start` to `end` inclusive (the whole file without them), as a web stream. */
  stream(key: string, range?: { start: number; end: number }): ReadableStream<Uint8Array>;
  /** Removes a file; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Stores, under a key the caller names (a derived file, such as a layer's download), the file
   * `write` makes at the local path it is given; the path ends as the key does, for tools that
   * choose a format by extension. Until `write` succeeds, nothing is under the key.
   */
  putWritten(key: string, write: (filePath: string) => Promise<void>): Promise<void>;
  /** The keys of every file under `folder/`, at any depth. */
  list(folder: string): Promise<string[]>;
  /**
   * Lends the file to `read` as a path on local disk, for tools that read files (GDAL). A local
   * folder lends the file itself; a remote store would download it to a temporary file first.
   */
  withLocalFile<T>(key: string, read: (filePath: string) => Promise<T>): Promise<T>;
}

/** A folder, then up to four names that do not begin with a dot (so none is `..`). Random keys are one such. */
const keyPattern = /^[a-z0-9-]+(\/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}){1,4}$/;

/** A folder on local disk (DATA_DIR). Keys are generated here and checked, so no key reaches outside it. */
export function localFileStorage(root: string): FileStorage {
  const resolved = path.resolve(root);
  const pathOf = (key: string) => {
    if (!keyPattern.test(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(resolved, key);
  };
  return {
    async put(folder, bytes, extension) {
      const key = `${folder}/${randomBytes(16).toString('base64url')}.${extension}`;
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written under a temporary name and renamed: a crash never leaves half a file under the key.
      const partial = `${target}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, target);
      return key;
    },
    async get(key) {
      return new Uint8Array(await readFile(pathOf(key)));
    },
    async size(key) {
      return (await stat(pathOf(key))).size;
    },
    stream(key, range) {
      return Readable.toWeb(createReadStream(pathOf(key), range)) as ReadableStream<Uint8Array>;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async putWritten(key, write) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = path.join(path.dirname(target), `.partial-${randomBytes(6).toString('hex')}-${path.basename(target)}`);
      try {
        await write(partial);
        await rename(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async list(folder) {
      const directory = path.join(resolved, folder);
      if (path.relative(resolved, directory).startsWith('..')) throw new Error(`Not a storage folder: ${folder}`);
      const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(resolved, path.join(entry.parentPath, entry.name)))
        .filter((key) => keyPattern.test(key));
    },
    async withLocalFile(key, read) {
      const filePath = pathOf(key);
      await stat(filePath);
      return read(filePath);
    },
  };
}
