'use client';

import { Layer, type MapLayerMouseEvent, NavigationControl, Popup, Source } from '@vis.gl/react-maplibre';
import type { FeatureCollection } from 'geojson';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useMemo, useState } from 'react';
import { LayerFeatureDetails } from '@/components/map-explorer/feature-details';
import { BasemapMap } from '@/components/maps/basemap-map';
import { featuresNear } from '@/components/maps/identify';
import { PlaceSearch } from '@/components/maps/place-search';

/** The red approved layers are drawn in, so a reviewer sees them as the public will. */
const color = '#d83933';
const previewLayers = ['preview-fill', 'preview-line', 'preview-point'];

/** The extent of every coordinate in the collection, or undefined when it has none. */
function extentOf(preview: FeatureCollection): [number, number, number, number] | undefined {
  const coordinates: number[][] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value) && typeof value[0] === 'number') coordinates.push(value as number[]);
    else if (Array.isArray(value)) value.forEach(walk);
  };
  for (const feature of preview.features) walk((feature.geometry as { coordinates?: unknown } | null)?.coordinates);
  if (!coordinates.length) return undefined;
  const xs = coordinates.map((point) => point[0]!);
  const ys = coordinates.map((point) => point[1]!);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/**
 * The margin the features are fitted within: clear of the zoom buttons (top right) and the
 * attribution bar (bottom), which hid a point at the edge of a 560×350 review map (issue 59).
 * Even on opposite sides, so the features' middle stays the map's.
 */
const controlsClear = { top: 64, right: 56, bottom: 64, left: 56 };

/**
 * Features over our basemap, fitted to them: a file's pre-check preview (as it will be loaded,
 * in WGS 84), a submission under review, a GAP-TA study's area. Click or tap a feature to see its
 * attributes; the search above the map finds a street to check positions against.
 */
export default function PreviewMap({ preview, label }: { preview: FeatureCollection; label: string }) {
  const bounds = useMemo(() => extentOf(preview), [preview]);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [selected, setSelected] = useState<{ lngLat: [number, number]; properties: Record<string, unknown> } | null>(null);
  const [notice, setNotice] = useState('');

  function identify(event: MapLayerMouseEvent) {
    if (!map) return;
    const touch = (event.originalEvent as PointerEvent).pointerType === 'touch';
    const [feature] = featuresNear(map, event.point, previewLayers, touch);
    setSelected(feature ? { lngLat: [event.lngLat.lng, event.lngLat.lat], properties: feature.properties as Record<string, unknown> } : null);
    setNotice(feature ? '' : 'No feature of this file here.');
  }

  return (
    <div className="feature-map">
      <PlaceSearch map={map} />
      <div className="preview-map">
        <BasemapMap
          label={label}
          initialViewState={bounds ? { bounds, fitBoundsOptions: { padding: controlsClear, maxZoom: 15 } } : { longitude: -79.2, latitude: 37.9, zoom: 6 }}
          onLoad={(event) => setMap(event.target)}
          onClick={identify}
          cursor="pointer"
        >
          <NavigationControl showCompass={false} />
          <Source id="preview" type="geojson" data={preview}>
            <Layer id="preview-fill" type="fill" filter={['==', ['geometry-type'], 'Polygon']} paint={{ 'fill-color': color, 'fill-opacity': 0.3 }} />
            <Layer id="preview-line" type="line" filter={['!=', ['geometry-type'], 'Point']} paint={{ 'line-color': color, 'line-width': 3 }} />
            <Layer
              id="preview-point"
              type="circle"
              filter={['==', ['geometry-type'], 'Point']}
              paint={{ 'circle-color': color, 'circle-radius': 6, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 1.5 }}
            />
          </Source>
          {selected && (
            <Popup longitude={selected.lngLat[0]} latitude={selected.lngLat[1]} closeOnClick={false} maxWidth="340px" onClose={() => setSelected(null)}>
              <LayerFeatureDetails layerName="Feature" properties={selected.properties} language="en" />
            </Popup>
          )}
        </BasemapMap>
      </div>
      <p className="feature-map__notice" role="status">
        {notice}
      </p>
    </div>
  );
}
