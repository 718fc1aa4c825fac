import {
  freightCodeLabel,
  type FreightFlowMap,
  freightMeasureLabels,
  freightRatioMeasures,
  freightTabulationDirections,
  freightMeasures,
  virginiaZoneCodes,
} from '@vtrans/contracts/freight-tabulation';
import type { FeatureCollection } from 'geojson';
import { flowColors } from './flow-map-colors';
import { FlowMap } from './flow-map';
import { AddressErrors, CheckboxFilter, FreightViewForm, Select } from './freight-tabulation';
import { measureFormat, tabulationParams, yearKindWords } from '@/lib/freight-tabulation';
import type { FilterChoices } from '@/server/domain/freight';
import { FreightSampleNotice, sourceUnlessSample } from './freight-source';

const route = '/interactvtrans/data-explorer';

/** The most flows drawn and listed in the table (the largest); the tabulation tool has every one. */
const MAX_ARCS = 80;
const directionWords = { outbound: 'leaving Virginia', inbound: 'arriving in Virginia', within: 'within Virginia' } as const;
const flowsLabels: Record<(typeof freightTabulationDirections)[number], string> = {
  all: 'To, from and within',
  outbound: 'Leaving',
  inbound: 'Arriving in',
  within: 'Within',
};

/** An arc from a to b bowed to the right of the way it runs, so flows both ways between two places are told apart. */
function arc(a: [number, number], b: [number, number]): [number, number][] {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const control: [number, number] = [(a[0] + b[0]) / 2 + dy * 0.18, (a[1] + b[1]) / 2 - dx * 0.18];
  // Sixteen segments look smooth at any zoom this map allows; three decimals are about 100 m.
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return Array.from({ length: 17 }, (_, i) => {
    const t = i / 16;
    return [
      round((1 - t) ** 2 * a[0] + 2 * (1 - t) * t * control[0] + t ** 2 * b[0]),
      round((1 - t) ** 2 * a[1] + 2 * (1 - t) * t * control[1] + t ** 2 * b[1]),
    ];
  });
}

/** A flow's line width: the largest 12 px, the others by the square root of their share (so small flows stay visible). */
const widthOf = (value: number, largest: number) => Math.round((1 + 11 * Math.sqrt(value / largest)) * 10) / 10;

/** The arcs and places the map draws, from the largest flows. */
export function flowMapFeatures(map: FreightFlowMap): { arcs: FeatureCollection; places: FeatureCollection } {
  const drawn = map.flows.slice(0, MAX_ARCS).filter((flow) => flow.from.code !== flow.to.code);
  const largest = Math.max(1e-9, ...drawn.map((flow) => flow.value));
  const places = new Map(drawn.flatMap((flow) => [flow.from, flow.to]).map((place) => [place.code, place]));
  return {
    arcs: {
      type: 'FeatureCollection',
      // The smallest first, so the largest are drawn on top.
      features: [...drawn].reverse().map((flow) => ({
        type: 'Feature',
        properties: { direction: flow.direction, width: widthOf(flow.value, largest) },
        geometry: { type: 'LineString', coordinates: arc(flow.from.center, flow.to.center) },
      })),
    },
    places: {
      type: 'FeatureCollection',
      features: [...places.values()].map((place) => ({
        type: 'Feature',
        properties: { kind: place.kind, name: place.name },
        geometry: { type: 'Point', coordinates: place.center },
      })),
    },
  };
}

/**
 * The freight flow map (issue 40): the form (a GET form, as the table's), the map of the largest
 * flows, its legend, the ten largest flows, and every flow in a table — the map is one view of
 * what the list and table say to every reader.
 */
export function FreightFlowMapView({ map, choices, errors }: { map: FreightFlowMap | null; choices: FilterChoices; errors: Record<string, string> }) {
  const query = map?.query;
  const listed = (values: number[] | undefined, width = 0) => (values ?? []).map((value) => String(value).padStart(width, '0'));
  return (
    <section className="freight-tabulation flow-map" aria-labelledby="flow-map-heading">
      <AddressErrors errors={errors} what="map" />
      {query && map && (
        <FreightViewForm
          view="map"
          legend="Choose the flows"
          submit="Show the map"
          fields={
            <>
              <Select
                name="ends"
                label="Between Virginia and"
                value={map.ends}
                options={[
                  { value: 'state', label: 'Other states' },
                  { value: 'foreign', label: 'Foreign regions, by gateway' },
                ]}
              />
              <Select
                name="measure"
                label="Measure"
                value={query.measure}
                options={freightMeasures
                  .filter((measure) => !freightRatioMeasures[measure])
                  .map((measure) => ({ value: measure, label: `${freightMeasureLabels[measure].label} (${freightMeasureLabels[measure].unit})` }))}
              />
              <Select
                name="direction"
                label="Flows"
                value={query.direction}
                options={freightTabulationDirections.map((direction) => ({ value: direction, label: flowsLabels[direction] }))}
              />
              <Select
                name="area"
                label="Of"
                value={String(query.area ?? '')}
                options={[
                  { value: '', label: 'Virginia' },
                  ...virginiaZoneCodes.map((zone) => ({ value: String(zone), label: freightCodeLabel('origin', zone, 'zone') })),
                ]}
              />
              <Select name="year" label="Year" value={String(map.year.year)} options={choices.year.map((year) => ({ value: year.code, label: year.label }))} />
            </>
          }
          filters={
            <>
              <CheckboxFilter name="commodity_group" legend="Commodity group" choices={choices.commodity_group ?? []} checked={query.commodity_group ?? []} />
              <CheckboxFilter name="commodity" legend="Commodity (SCTG2)" choices={choices.commodity ?? []} checked={listed(query.commodity, 2)} />
              <CheckboxFilter name="mode" legend="Domestic mode" choices={choices.mode ?? []} checked={listed(query.mode)} />
            </>
          }
        />
      )}
      {map ? <FlowMapResult map={map} /> : <p id="flow-map-heading">No FAF zone file has been imported yet.</p>}
    </section>
  );
}

function FlowMapResult({ map }: { map: FreightFlowMap }) {
  const format = measureFormat(map);
  const unit = map.measure.unit;
  const kind = map.year.kind === 'final' ? '' : ` (${yearKindWords[map.year.kind]})`;
  const title = `${map.measure.label} of freight ${map.query.direction === 'all' ? 'to, from and within' : flowsLabels[map.query.direction].toLowerCase()} ${map.query.area ? freightCodeLabel('origin', map.query.area, 'zone') : 'Virginia'}, by ${map.ends === 'state' ? 'state' : 'foreign region and gateway'}, ${map.year.year}${kind}`;
  const features = flowMapFeatures(map);
  const shown = map.flows.slice(0, MAX_ARCS);
  const tabulationHref = `${route}?${new URLSearchParams({ dataset: 'freight', view: 'table', ...tabulationParams({ ...map.query, year: [map.year.year] }), rows: 'origin', columns: 'destination' })}`;
  const largest = map.flows.find((flow) => flow.from.code !== flow.to.code)?.value ?? 0;
  const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
  const flowText = (flow: FreightFlowMap['flows'][number]) =>
    flow.from.code === flow.to.code ? `Within ${flow.from.name}` : `${flow.from.name} to ${flow.to.name}`;
  return (
    <>
      <h2 id="flow-map-heading">{title}</h2>
      <FreightSampleNotice sample={map.release.sample} />
      <p className="chart-note">
        {unit[0]!.toUpperCase() + unit.slice(1)}. {sourceUnlessSample(map.release)}Zones outside Virginia are drawn at their state; the map and the table below
        give the {shown.length} largest of {map.flows.length} flows; the <a href={tabulationHref}>tabulation tool</a> has every one.
        {map.ends === 'foreign' && ' Foreign regions are drawn off the coast or border their freight crosses, not where they are.'}
      </p>
      {map.flows.length === 0 ? (
        <p>No freight matches these choices.</p>
      ) : (
        <div className="flow-map__layout">
          <div>
            <FlowMap arcs={features.arcs} places={features.places} label={`Map: ${title}. The list and table below give the same flows.`} />
            {/* A plain block under its heading: aria-labelledby on a div without a role is invalid (Nu; issue 58). */}
            <div className="flow-map__legend">
              <h3 id="flow-map-legend">Legend</h3>
              <ul>
                {(['outbound', 'inbound', 'within'] as const).map((direction) => (
                  <li key={direction}>
                    <svg width="36" height="12" aria-hidden="true" focusable="false">
                      <line x1="2" y1="6" x2="34" y2="6" stroke={flowColors[direction]} strokeWidth="5" strokeLinecap="round" />
                    </svg>{' '}
                    Freight {directionWords[direction]}
                  </li>
                ))}
                {[1, 0.25, 0.01].map((share) => (
                  <li key={share}>
                    <svg width="36" height="14" aria-hidden="true" focusable="false">
                      <line x1="2" y1="7" x2="34" y2="7" stroke="#565c65" strokeWidth={widthOf(share, 1)} strokeLinecap="round" />
                    </svg>{' '}
                    {format(largest * share)} {unit}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div>
            <h3 id="flow-map-top">The ten largest flows</h3>
            <ol className="flow-map__top" aria-labelledby="flow-map-top">
              {map.flows.slice(0, 10).map((flow) => (
                <li key={`${flow.from.code}-${flow.to.code}`}>
                  {flowText(flow)}: {format(flow.value)} {unit}
                </li>
              ))}
            </ol>
          </div>
        </div>
      )}
      {map.flows.length > 0 && (
        <div className="chart-table">
          <div className="chart-table__scroll" tabIndex={0} role="region" aria-labelledby="flow-table-caption">
            <table className="data-table">
              <caption id="flow-table-caption">The flows on the map: {title}</caption>
              <thead>
                <tr>
                  <th scope="col">From</th>
                  <th scope="col">To</th>
                  <th scope="col">Direction</th>
                  <th scope="col" className="numeric">
                    {map.measure.label} ({unit})
                  </th>
                  <th scope="col" className="numeric">
                    Share of the total
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((flow) => (
                  <tr key={`${flow.from.code}-${flow.to.code}`}>
                    <th scope="row">{flow.from.name}</th>
                    <td>{flow.to.name}</td>
                    <td>{directionWords[flow.direction]}</td>
                    <td className="numeric">{format(flow.value)}</td>
                    <td className="numeric">{percent.format((100 * flow.value) / map.total)}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </>
  );
}
