import 'server-only';
import { type FileStorage, localFileStorage } from '@vtrans/storage';
import { webEnv } from '@/env';

let storage: FileStorage | undefined;

/** The uploads folder (DATA_DIR). */
export function fileStorage(): FileStorage {
  storage ??= localFileStorage(webEnv().DATA_DIR);
  return storage;
}
