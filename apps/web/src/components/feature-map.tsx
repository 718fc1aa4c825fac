'use client';

import type { FeatureCollection } from 'geojson';
import dynamic from 'next/dynamic';

const PreviewMap = dynamic(() => import('./submissions/preview-map'), { ssr: false, loading: () => <p>Loading the map…</p> });

/** Features on our own basemap, fitted to them (a submission under review, a GAP study's area); loaded in the browser only. */
export function FeatureMap({ features, label }: { features: FeatureCollection; label: string }) {
  return <PreviewMap preview={features} label={label} />;
}
