/**
 * The coordinate systems Virginia's localities use, first in the submitter's picker (any other
 * EPSG system can be found by code or name: /api/spatial-data/coordinate-systems). Labels are
 * EPSG's own names (a test keeps them equal to PostGIS's spatial_ref_sys). Files that state their
 * system are identified by GDAL against the whole EPSG database, not against this list.
 */
export const virginiaCoordinateSystems = [
  { srid: 2283, label: 'NAD83 / Virginia North (ftUS)' },
  { srid: 2284, label: 'NAD83 / Virginia South (ftUS)' },
  { srid: 32146, label: 'NAD83 / Virginia North' },
  { srid: 32147, label: 'NAD83 / Virginia South' },
  { srid: 2924, label: 'NAD83(HARN) / Virginia North (ftUS)' },
  { srid: 2925, label: 'NAD83(HARN) / Virginia South (ftUS)' },
  { srid: 2853, label: 'NAD83(HARN) / Virginia North' },
  { srid: 2854, label: 'NAD83(HARN) / Virginia South' },
  { srid: 3686, label: 'NAD83(NSRS2007) / Virginia North (ftUS)' },
  { srid: 3688, label: 'NAD83(NSRS2007) / Virginia South (ftUS)' },
  { srid: 3685, label: 'NAD83(NSRS2007) / Virginia North' },
  { srid: 3687, label: 'NAD83(NSRS2007) / Virginia South' },
  { srid: 6593, label: 'NAD83(2011) / Virginia North (ftUS)' },
  { srid: 6595, label: 'NAD83(2011) / Virginia South (ftUS)' },
  { srid: 6592, label: 'NAD83(2011) / Virginia North' },
  { srid: 6594, label: 'NAD83(2011) / Virginia South' },
  { srid: 3968, label: 'NAD83 / Virginia Lambert' },
  { srid: 3969, label: 'NAD83(HARN) / Virginia Lambert' },
  { srid: 3970, label: 'NAD83(NSRS2007) / Virginia Lambert' },
  { srid: 6591, label: 'NAD83(2011) / Virginia Lambert' },
  { srid: 26917, label: 'NAD83 / UTM zone 17N' },
  { srid: 26918, label: 'NAD83 / UTM zone 18N' },
  { srid: 6346, label: 'NAD83(2011) / UTM zone 17N' },
  { srid: 6347, label: 'NAD83(2011) / UTM zone 18N' },
  { srid: 32617, label: 'WGS 84 / UTM zone 17N' },
  { srid: 32618, label: 'WGS 84 / UTM zone 18N' },
  { srid: 4326, label: 'WGS 84' },
  { srid: 4269, label: 'NAD83' },
  { srid: 4152, label: 'NAD83(HARN)' },
  { srid: 6318, label: 'NAD83(2011)' },
  { srid: 3857, label: 'WGS 84 / Pseudo-Mercator' },
] as const;

export const wgs84 = { srid: 4326, label: 'WGS 84' } as const;

/** "NAD83(HARN) / Virginia South (ftUS) (EPSG:2925)", or the name alone for a system with no code. */
export function crsLabel(crs: { srid: number | null; label: string }): string {
  return crs.srid ? `${crs.label} (EPSG:${crs.srid})` : crs.label;
}
