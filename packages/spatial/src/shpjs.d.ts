// shpjs ships no types; these are the three functions we use (lib/index.js).
declare module 'shpjs' {
  export function parseShp(shp: Uint8Array | ArrayBuffer): unknown[];
  export function parseDbf(dbf: Uint8Array | ArrayBuffer, cpg?: Uint8Array | string): Record<string, unknown>[];
  export function combine(parts: [unknown[], Record<string, unknown>[] | undefined]): { features: { geometry: unknown; properties: Record<string, unknown> }[] };
}
