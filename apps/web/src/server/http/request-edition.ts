import 'server-only';
import { headers } from 'next/headers';
import { pathHeader } from './canonical';

/** The path this page was asked for (proxy.ts passes it in `pathHeader`; a client's own is replaced). */
export async function requestPath(): Promise<string> {
  return new URL((await headers()).get(pathHeader) ?? '/', 'http://site.invalid').pathname;
}
