/**
 * Coordinate systems localities send us, recognised from a Shapefile's .prj (ESRI WKT) by name.
 * A .prj names its system (PROJCS["…"] or GEOGCS["…"]); we match those names rather than parse
 * the parameters, and ask the submitter to choose when a name is not in this list.
 */
export const knownCoordinateSystems = [
  { srid: 4326, label: 'WGS 84 (longitude/latitude)', names: ['GCS_WGS_1984', 'WGS 84', 'WGS_1984'] },
  { srid: 4269, label: 'NAD83 (longitude/latitude)', names: ['GCS_North_American_1983', 'NAD83'] },
  { srid: 3857, label: 'Web Mercator', names: ['WGS_1984_Web_Mercator_Auxiliary_Sphere', 'WGS 84 / Pseudo-Mercator', 'WGS_84_Pseudo_Mercator'] },
  { srid: 2283, label: 'NAD83 / Virginia North (US feet)', names: ['NAD_1983_StatePlane_Virginia_North_FIPS_4501_Feet', 'NAD83 / Virginia North (ftUS)'] },
  { srid: 2284, label: 'NAD83 / Virginia South (US feet)', names: ['NAD_1983_StatePlane_Virginia_South_FIPS_4502_Feet', 'NAD83 / Virginia South (ftUS)'] },
  { srid: 32146, label: 'NAD83 / Virginia North (metres)', names: ['NAD_1983_StatePlane_Virginia_North_FIPS_4501', 'NAD83 / Virginia North'] },
  { srid: 32147, label: 'NAD83 / Virginia South (metres)', names: ['NAD_1983_StatePlane_Virginia_South_FIPS_4502', 'NAD83 / Virginia South'] },
  { srid: 3968, label: 'NAD83 / Virginia Lambert', names: ['NAD_1983_Virginia_Lambert', 'NAD83 / Virginia Lambert'] },
  { srid: 26917, label: 'NAD83 / UTM zone 17N', names: ['NAD_1983_UTM_Zone_17N', 'NAD83 / UTM zone 17N'] },
  { srid: 26918, label: 'NAD83 / UTM zone 18N', names: ['NAD_1983_UTM_Zone_18N', 'NAD83 / UTM zone 18N'] },
] as const;

export type KnownSrid = (typeof knownCoordinateSystems)[number]['srid'];

const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

/** The system a .prj names, or null when it names one we do not know (the submitter then picks). */
export function coordinateSystemOfPrj(wkt: string): { srid: KnownSrid; label: string } | null {
  // The outermost name: PROJCS for projected systems, else GEOGCS.
  const name = /^\s*(?:PROJCS|PROJCRS|GEOGCS|GEOGCRS)\s*\[\s*"([^"]+)"/i.exec(wkt)?.[1];
  if (!name) return null;
  const wanted = normalise(name);
  const found = knownCoordinateSystems.find((system) => system.names.some((candidate) => normalise(candidate) === wanted));
  return found ? { srid: found.srid, label: found.label } : null;
}

export function isKnownSrid(srid: number): srid is KnownSrid {
  return knownCoordinateSystems.some((system) => system.srid === srid);
}
