'use client';

import dynamic from 'next/dynamic';
import type { MapExplorerProps } from './map-explorer-app';

// MapLibre needs a browser (WebGL, window): the explorer renders only on the client.
const MapExplorerApp = dynamic(() => import('./map-explorer-app'), {
  ssr: false,
  loading: () => <p className="explorer__loading">Loading the map…</p>,
});

export function MapExplorer(props: MapExplorerProps) {
  return <MapExplorerApp {...props} />;
}
