/**
 * What the pre-check and processing found, in words a GIS user understands. Pure functions of
 * plain data, shared by the submit page, the status page and the worker's notes and e-mails.
 */
import type { FeatureLocation, ProcessingReport } from '@vtrans/contracts/submissions';

/** "1 feature", "2,500 features". */
export const plural = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** "A", "A and B", "A, B and C" (at most `most`, then "and N others"). */
export function listOf(names: string[], most = 4): string {
  const shown = names.slice(0, most);
  const rest = names.length - shown.length;
  const all = rest > 0 ? [...shown, `${plural(rest, 'other place')}`] : shown;
  return all.length <= 1 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} and ${all.at(-1)}`;
}

export type LocationVerdict = { level: 'ok' | 'warning' | 'error'; message: string };

/**
 * Where the features are: "All 3 features are in the City of Richmond.", or "These features are
 * in the Gulf of Guinea, not Virginia: check the coordinate system." `sampled` says the facts
 * cover only the first features of `declared`.
 */
export function describeLocation(
  facts: FeatureLocation,
  options: { declared?: number | null; ownLocality?: { fips: string; name: string } | null } = {},
): LocationVerdict[] {
  const { total, inVirginia, localities, elsewhere } = facts;
  if (total === 0) return [{ level: 'error', message: 'None of the features has a geometry to place on the map.' }];
  const sampled = options.declared && options.declared > total ? `The first ${total.toLocaleString('en-US')} of ${plural(options.declared, 'feature')}` : null;
  const places = elsewhere.map((place) => place.name);
  if (inVirginia === 0) {
    return [
      {
        level: 'error',
        message: `${sampled ? `${sampled} are` : total === 1 ? 'This feature is' : 'These features are'} in ${listOf(places)}, not Virginia: check the coordinate system.`,
      },
    ];
  }
  const names = localities.map((locality) => locality.name);
  const verdicts: LocationVerdict[] = [];
  if (inVirginia === total) {
    const subject = sampled ? `${sampled} are` : total === 1 ? 'The feature is' : `All ${plural(total, 'feature')} are`;
    verdicts.push({ level: 'ok', message: `${subject} in ${listOf(names)}.` });
  } else {
    verdicts.push({
      level: 'warning',
      message: `${sampled ? `Of the first ${total.toLocaleString('en-US')} features, ` : ''}${plural(inVirginia, 'feature')} ${inVirginia === 1 ? 'is' : 'are'} in Virginia (${listOf(names)}) and ${plural(total - inVirginia, 'feature')} in ${listOf(places)}. Check the features outside Virginia.`,
    });
  }
  const own = options.ownLocality;
  if (own) {
    const inOwn = localities.find((locality) => locality.fips === own.fips)?.count ?? 0;
    if (inOwn < total) {
      verdicts.push({
        level: 'warning',
        message: `${inOwn === 0 ? (total === 1 ? 'The feature is' : 'None of the features is') : `${plural(total - inOwn, 'feature')} ${total - inOwn === 1 ? 'is' : 'are'}`} outside ${own.name}, your locality. You can still submit it if that is intended.`,
      });
    }
  }
  return verdicts;
}

const typeWords: Record<string, string> = {
  POINT: 'points',
  MULTIPOINT: 'multipoints',
  LINESTRING: 'lines',
  MULTILINESTRING: 'multilines',
  POLYGON: 'areas',
  MULTIPOLYGON: 'multi-part areas',
  GEOMETRYCOLLECTION: 'geometry collections',
};

/** The report as sentences: what was loaded, where, from which system, and what was changed or left out. */
export function describeReport(report: ProcessingReport): string[] {
  const sentences = [
    `${plural(report.features, 'feature')} loaded (${report.geometryTypes.map((type) => typeWords[type] ?? type.toLowerCase()).join(', ') || 'no geometry'})${report.layer ? ` from the layer “${report.layer}”` : ''}${report.crs ? `, read in ${report.crs}` : ''}.`,
  ];
  if (report.localities.length) sentences.push(`${report.features === 1 ? 'It is' : 'They are'} in ${listOf(report.localities, 6)}.`);
  if (report.repaired)
    sentences.push(
      `${plural(report.repaired, 'geometry', 'geometries')} ${report.repaired === 1 ? 'was' : 'were'} invalid (for example a ring crossing itself) and ${report.repaired === 1 ? 'was' : 'were'} repaired.`,
    );
  if (report.dropped) sentences.push(`${plural(report.dropped, 'feature')} without a usable geometry ${report.dropped === 1 ? 'was' : 'were'} left out.`);
  if (report.unplaced)
    sentences.push(
      `${plural(report.unplaced, 'feature')} could not be converted to longitude and latitude and ${report.unplaced === 1 ? 'was' : 'were'} left out.`,
    );
  const heights = report.heights;
  if (heights?.kept) sentences.push(`${plural(heights.kept, 'feature')} had heights; they are kept as the attribute \`${heights.attribute ?? 'z'}\`.`);
  if (heights?.zero) sentences.push(`${plural(heights.zero, 'feature')} had heights of 0 (as Google Earth writes them); only the position is kept.`);
  if (heights?.flattened) sentences.push(`${plural(heights.flattened, 'line or area', 'lines or areas')} had heights; the map stores them flat (2D).`);
  if (report.measures) sentences.push('The file’s measures (M values) are not stored.');
  if (report.latin1)
    sentences.push(`The Shapefile has no .cpg file and its text is not UTF-8, so the attributes of ${plural(report.latin1, 'feature')} were read as Latin-1.`);
  return sentences;
}
