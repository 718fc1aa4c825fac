import { execFileSync } from 'node:child_process';

/**
 * What GDAL makes of a file (or an OGC API, `OAPIF:<url>`): each layer's feature count, field
 * names and coordinate system, from `ogrinfo -so -al`. GDAL is the client nobody here wrote.
 */
export function ogrSummary(source: string, options: string[] = []): { count: number; fields: string[]; epsg: number | null; geometry: string | null } {
  const text = execFileSync('ogrinfo', ['-ro', '-so', '-al', ...options, source], { encoding: 'utf8' });
  const count = [...text.matchAll(/Feature Count: (\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
  const fields = [...new Set([...text.matchAll(/^(\S[^:\n]*): (?:String|Integer|Integer64|Real|Date|DateTime)\b/gm)].map((match) => match[1]!))];
  // The layer's own CRS ends with its ID; the datum's ellipsoid comes first, so take the last one.
  const ids = [...text.matchAll(/^ {4}ID\["EPSG",(\d+)\]\]/gm)];
  const epsg = ids.length ? Number(ids.at(-1)![1]) : null;
  const geometry = /^Geometry: (.+)$/m.exec(text)?.[1] ?? null;
  return { count, fields, epsg, geometry };
}
