'use client';

import { NavigationControl } from '@vis.gl/react-maplibre';
import type { GapTaArea } from '@vtrans/contracts/gap-ta';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { TerraDraw, TerraDrawPolygonMode } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { BasemapMap } from '@/components/maps/basemap-map';

/**
 * Drawing the study area: polygon mode of terra-draw on our own basemap. Only the last area
 * drawn is kept. `focus` (a locality's extent) moves the map there when the locality changes.
 */
export default function AreaDrawMap({ onArea, focus }: { onArea: (area: GapTaArea | null) => void; focus: [number, number, number, number] | null }) {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const draw = useRef<TerraDraw | null>(null);

  useEffect(() => {
    if (!map) return;
    const instance = new TerraDraw({ adapter: new TerraDrawMapLibreGLAdapter({ map }), modes: [new TerraDrawPolygonMode()] });
    instance.start();
    instance.setMode('polygon');
    instance.on('finish', (id) => {
      const feature = instance.getSnapshotFeature(id);
      if (!feature) return;
      const others = instance
        .getSnapshot()
        .filter((candidate) => candidate.id !== id)
        .map((candidate) => candidate.id!);
      if (others.length) instance.removeFeatures(others);
      if (feature.geometry.type !== 'Polygon') return;
      const rings = feature.geometry.coordinates.map((ring) => ring.map(([lon, lat]) => [lon!, lat!] as [number, number]));
      onArea({ type: 'MultiPolygon', coordinates: [rings] });
    });
    draw.current = instance;
    return () => {
      instance.stop();
      draw.current = null;
    };
  }, [map, onArea]);

  // Also once the map has loaded, for a locality chosen while it was loading.
  useEffect(() => {
    if (focus) map?.fitBounds(focus, { padding: 30, duration: 0 });
  }, [focus, map]);

  return (
    <div className="area-draw">
      <div className="preview-map">
        <BasemapMap
          label="Map for drawing the study area"
          initialViewState={{ longitude: -79.2, latitude: 37.9, zoom: 5.8 }}
          onLoad={(event) => setMap(event.target)}
        >
          <NavigationControl showCompass={false} />
        </BasemapMap>
      </div>
      <button
        type="button"
        className="button button--small button--outline"
        onClick={() => {
          draw.current?.clear();
          onArea(null);
        }}
      >
        Clear the drawn area
      </button>
    </div>
  );
}
