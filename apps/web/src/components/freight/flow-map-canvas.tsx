'use client';

import { Layer, NavigationControl, Source } from '@vis.gl/react-maplibre';
import type { FeatureCollection } from 'geojson';
import { BasemapMap } from '@/components/maps/basemap-map';
import { flowColors } from './flow-map-colors';

/**
 * The flow map itself (MapLibre, loaded only on this view): each flow an arc from its start to
 * its end, as wide as its share of the largest, coloured by direction; the places as dots. The
 * arcs and widths come from the server, so this only draws them; the legend, the top flows and
 * the table beside it carry the same figures for every reader.
 */
export default function FlowMapCanvas({ arcs, places, label }: { arcs: FeatureCollection; places: FeatureCollection; label: string }) {
  return (
    <div className="flow-map__canvas">
      <BasemapMap label={label} initialViewState={{ bounds: [-128, 22, -62, 51], fitBoundsOptions: { padding: 10 } }} cooperativeGestures>
        <NavigationControl showCompass={false} />
        <Source id="flows" type="geojson" data={arcs}>
          <Layer
            id="flow-lines"
            type="line"
            layout={{ 'line-cap': 'round', 'line-join': 'round' }}
            paint={{
              'line-color': ['match', ['get', 'direction'], 'outbound', flowColors.outbound, 'inbound', flowColors.inbound, flowColors.within],
              'line-width': ['get', 'width'],
              'line-opacity': 0.7,
            }}
          />
        </Source>
        <Source id="flow-places" type="geojson" data={places}>
          <Layer
            id="flow-places"
            type="circle"
            paint={{
              'circle-radius': ['match', ['get', 'kind'], 'virginia', 6, 4],
              'circle-color': '#1b1b1b',
              'circle-stroke-color': '#ffffff',
              'circle-stroke-width': 1.5,
            }}
          />
        </Source>
      </BasemapMap>
    </div>
  );
}
