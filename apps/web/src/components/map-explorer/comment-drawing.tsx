'use client';

import type { CommentGeometry } from '@vtrans/contracts/comments';
import type { Map as MapLibreMap } from 'maplibre-gl';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { TerraDraw, TerraDrawLineStringMode, TerraDrawPointMode, TerraDrawPolygonMode } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { CommentForm } from '@/components/comments/comment-form';

type Shape = 'point' | 'linestring' | 'polygon';

const shapes: { mode: Shape; label: string; help: string }[] = [
  { mode: 'point', label: 'Point', help: 'Click the map where your comment applies.' },
  { mode: 'linestring', label: 'Line', help: 'Click along the road or corridor; double-click (or press Enter) on the last point.' },
  { mode: 'polygon', label: 'Area', help: 'Click around the area; click the first point again (or press Enter) to close it.' },
];

/**
 * Drawing where a comment applies (terra-draw on the MapLibre map), then the comment form. Only
 * the last shape drawn is kept. Keyboard users can place a point at the map's centre after moving
 * the map with the arrow keys, or use the comments list, which needs no map at all.
 */
export function CommentDrawing({ map, onPosted }: { map: MapLibreMap; onPosted: () => void }) {
  const draw = useRef<TerraDraw | null>(null);
  const [shape, setShape] = useState<Shape | null>(null);
  const [geometry, setGeometry] = useState<CommentGeometry | null>(null);

  useEffect(() => {
    const instance = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map }),
      modes: [new TerraDrawPointMode(), new TerraDrawLineStringMode(), new TerraDrawPolygonMode()],
    });
    instance.start();
    instance.on('finish', (id) => {
      const feature = instance.getSnapshotFeature(id);
      if (!feature) return;
      const others = instance.getSnapshot().filter((candidate) => candidate.id !== id).map((candidate) => candidate.id!);
      if (others.length) instance.removeFeatures(others);
      setGeometry(feature.geometry as CommentGeometry);
    });
    draw.current = instance;
    return () => {
      instance.stop();
      draw.current = null;
    };
  }, [map]);

  function choose(mode: Shape) {
    setShape(mode);
    draw.current?.setMode(mode);
  }

  function placeAtCentre() {
    const { lng, lat } = map.getCenter();
    const point: CommentGeometry = { type: 'Point', coordinates: [Number(lng.toFixed(6)), Number(lat.toFixed(6))] };
    draw.current?.clear();
    draw.current?.addFeatures([{ type: 'Feature', geometry: point, properties: { mode: 'point' } }]);
    setGeometry(point);
  }

  function startOver() {
    draw.current?.clear();
    setGeometry(null);
  }

  const help = shapes.find((candidate) => candidate.mode === shape)?.help ?? 'Choose what to draw.';
  const described =
    geometry?.type === 'Point' ? 'A point is placed.' : geometry?.type === 'LineString' ? `A line of ${geometry.coordinates.length} points is drawn.` : geometry ? 'An area is drawn.' : null;

  return (
    <section className="comment-drawing" aria-labelledby="comment-drawing-heading">
      <h2 id="comment-drawing-heading">Comment on the map</h2>
      <div className="drawing-tools" role="group" aria-label="Draw where your comment applies">
        {shapes.map((candidate) => (
          <button key={candidate.mode} type="button" className="button button--outline button--small" aria-pressed={shape === candidate.mode} onClick={() => choose(candidate.mode)}>
            {candidate.label}
          </button>
        ))}
      </div>
      <p className="drawing-help">{help}</p>
      <p>
        <button type="button" className="link-button" onClick={placeAtCentre}>
          Place a point at the centre of the map
        </button>
        {geometry && (
          <>
            {' · '}
            <button type="button" className="link-button" onClick={startOver}>
              Start over
            </button>
          </>
        )}
      </p>
      <p role="status" className="drawing-status">
        {described}
      </p>
      <CommentForm
        idPrefix="map-comment"
        location={geometry ? { geometry } : null}
        missingLocation="Please draw a point, a line or an area on the map first."
        onPosted={() => {
          startOver();
          onPosted();
        }}
      />
      <p>
        Prefer not to use the map? <Link href="/interactvtrans/comments#add-comment">Comment by choosing a locality</Link>.
      </p>
    </section>
  );
}
