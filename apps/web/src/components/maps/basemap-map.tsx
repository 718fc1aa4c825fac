'use client';

import 'maplibre-gl/dist/maplibre-gl.css';
import { Map, type MapProps, type MapRef } from '@vis.gl/react-maplibre';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { forwardRef, useCallback, useMemo } from 'react';
import { ownBasemapStyle, transformRequest } from './basemap-style';
import { provideRouteShields } from './route-shields';

/** Maps whose shields are already provided (a ref callback can run more than once per map). */
const withShields = new WeakSet<MapLibreMap>();

export type BasemapMapProps = Omit<MapProps, 'mapStyle' | 'transformRequest' | 'ref'> & {
  /** An external MapLibre style (MAP_STYLE_URL); our own basemap when unset. */
  mapStyleUrl?: string | null;
  /** What the map shows, for screen readers (the canvas's accessible name). */
  label: string;
};

/**
 * Every map of the site: our basemap (or MAP_STYLE_URL's), route shields, tile addresses made
 * absolute for MapLibre's worker, and a named canvas. Pages put their own layers inside.
 */
export const BasemapMap = forwardRef<MapRef, BasemapMapProps>(function BasemapMap({ mapStyleUrl, label, onLoad, children, ...props }, ref) {
  const mapStyle = useMemo(() => mapStyleUrl ?? ownBasemapStyle(), [mapStyleUrl]);
  // The shields are supplied as soon as the map exists: symbols may ask for them before 'load'.
  const attach = useCallback(
    (instance: MapRef | null) => {
      const map = instance?.getMap();
      if (map && !withShields.has(map)) {
        provideRouteShields(map);
        withShields.add(map);
      }
      if (typeof ref === 'function') ref(instance);
      else if (ref) ref.current = instance;
    },
    [ref],
  );
  return (
    <Map
      ref={attach}
      mapStyle={mapStyle}
      transformRequest={transformRequest}
      style={{ width: '100%', height: '100%' }}
      onLoad={(event) => {
        event.target.getCanvas().setAttribute('aria-label', label);
        onLoad?.(event);
      }}
      {...props}
    >
      {children}
    </Map>
  );
});
