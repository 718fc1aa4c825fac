'use client';

import type { FeatureCollection } from 'geojson';
import dynamic from 'next/dynamic';

const PreviewMap = dynamic(() => import('./preview-map'), { ssr: false, loading: () => <p>Loading the map…</p> });

/** The submission's loaded features on a map, for the reviewer. */
export function ReviewMap({ features, label }: { features: FeatureCollection; label: string }) {
  return <PreviewMap preview={features} label={label} />;
}
