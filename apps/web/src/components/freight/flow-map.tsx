'use client';

import type { FeatureCollection } from 'geojson';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useMediaQuery } from '@/components/use-media-query';

// MapLibre (about 250 kB, and seconds of a phone's processor) is fetched only when the map is shown.
const FlowMapCanvas = dynamic(() => import('./flow-map-canvas'), { ssr: false, loading: () => <p className="flow-map__loading">Loading the map…</p> });

/** Wide enough for the map beside its list (the layout's breakpoint). */
const wideScreen = '(min-width: 64em)';

/**
 * The flow map, drawn at once on a wide screen; on a phone the list and table beside it carry the
 * same flows, and the map waits for a press (as the map explorer does not load MapLibre on phones).
 */
export function FlowMap(props: { arcs: FeatureCollection; places: FeatureCollection; label: string }) {
  const [asked, setAsked] = useState(false);
  // The server renders the phone's version; the browser knows the width.
  const wide = useMediaQuery(wideScreen);
  if (wide || asked) return <FlowMapCanvas {...props} />;
  return (
    <div className="flow-map__deferred">
      <p>The ten largest flows and the table below give every flow. The map is a large download on a phone.</p>
      <button type="button" className="button button--small" onClick={() => setAsked(true)}>
        Load the map
      </button>
    </div>
  );
}
