'use client';

import 'maplibre-gl/dist/maplibre-gl.css';
import { Layer, Map, NavigationControl, Source } from '@vis.gl/react-maplibre';
import type { FeatureCollection } from 'geojson';
import { useMemo } from 'react';
import { ownBasemapStyle } from '@/components/map-explorer/map-style';

const color = '#5e2c8a';

/** The features of a file as they will be loaded (reprojected to WGS 84), over our own basemap. */
export default function PreviewMap({ preview, label }: { preview: FeatureCollection; label: string }) {
  const mapStyle = useMemo(() => ownBasemapStyle(), []);
  const bounds = useMemo(() => {
    const coordinates: number[][] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value) && typeof value[0] === 'number') coordinates.push(value as number[]);
      else if (Array.isArray(value)) value.forEach(walk);
    };
    for (const feature of preview.features) walk((feature.geometry as { coordinates?: unknown } | null)?.coordinates);
    if (!coordinates.length) return undefined;
    const xs = coordinates.map((point) => point[0]!);
    const ys = coordinates.map((point) => point[1]!);
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] as [number, number, number, number];
  }, [preview]);
  return (
    <div className="preview-map">
      <Map
        initialViewState={bounds ? { bounds, fitBoundsOptions: { padding: 40, maxZoom: 15 } } : { longitude: -79.2, latitude: 37.9, zoom: 6 }}
        mapStyle={mapStyle}
        style={{ width: '100%', height: '100%' }}
        onLoad={(event) => event.target.getCanvas().setAttribute('aria-label', label)}
      >
        <NavigationControl showCompass={false} />
        <Source id="preview" type="geojson" data={preview}>
          <Layer id="preview-fill" type="fill" filter={['==', ['geometry-type'], 'Polygon']} paint={{ 'fill-color': color, 'fill-opacity': 0.3 }} />
          <Layer id="preview-line" type="line" filter={['!=', ['geometry-type'], 'Point']} paint={{ 'line-color': color, 'line-width': 2 }} />
          <Layer
            id="preview-point"
            type="circle"
            filter={['==', ['geometry-type'], 'Point']}
            paint={{ 'circle-color': color, 'circle-radius': 5, 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 1 }}
          />
        </Source>
      </Map>
    </div>
  );
}
