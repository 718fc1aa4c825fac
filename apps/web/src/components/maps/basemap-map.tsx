'use client';

import 'maplibre-gl/dist/maplibre-gl.css';
import { Map, type MapProps, type MapRef } from '@vis.gl/react-maplibre';
import type { PlaceMatch } from '@vtrans/contracts';
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

/** The zoom a place is shown at when its extent is a point or smaller than the screen needs. */
const closestZoom: Record<PlaceMatch['kind'], number> = { address: 18, street: 16, place: 14, route: 12, locality: 12 };

/** Moves the map to a place found by the search, and resolves when it has arrived. */
export function flyToPlace(map: MapLibreMap, match: Pick<PlaceMatch, 'kind' | 'bbox' | 'center'>): Promise<void> {
  return new Promise((resolve) => {
    map.once('moveend', () => resolve());
    const [west, south, east, north] = match.bbox;
    if (east - west < 1e-6 && north - south < 1e-6) map.flyTo({ center: match.center, zoom: closestZoom[match.kind], duration: 800 });
    else map.fitBounds(match.bbox, { padding: 40, maxZoom: closestZoom[match.kind], duration: 800 });
  });
}
