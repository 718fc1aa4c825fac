'use client';

import type { CommentGeometry } from '@vtrans/contracts/comments';
import type { Map as MapLibreMap } from 'maplibre-gl';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { TerraDraw, TerraDrawLineStringMode, TerraDrawPointMode, TerraDrawPolygonMode } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { CommentForm } from '@/components/comments/comment-form';

type Shape = 'point' | 'linestring' | 'polygon';

const shapes: { mode: Shape; label: string; noun: string; help: string }[] = [
  { mode: 'point', label: 'Point', noun: 'point', help: 'Click the map where your comment applies.' },
  {
    mode: 'linestring',
    label: 'Line',
    noun: 'line',
    help: 'Click along the road or corridor and double-click the last point. From the keyboard: move the map with the arrow keys, add a point at its centre at each bend, then finish the line.',
  },
  {
    mode: 'polygon',
    label: 'Area',
    noun: 'area',
    help: 'Click around the area and click the first point again to close it. From the keyboard: move the map with the arrow keys, add a point at its centre at each corner, then finish the area.',
  },
];

/** Points a keyboard-drawn line or area needs before it can be finished. */
const fewestPoints: Record<Exclude<Shape, 'point'>, number> = { linestring: 2, polygon: 3 };

type Position = [number, number];

/** Twice the area the ring of `points` encloses, in square degrees (the shoelace formula); 0 when they lie on one line. */
function ringArea(points: Position[]): number {
  return Math.abs(
    points.reduce((sum, [x, y], index) => {
      const [nextX, nextY] = points[(index + 1) % points.length]!;
      return sum + x * nextY - nextX * y;
    }, 0),
  );
}

/** How a keyboard drawing in progress is shown: its points so far, as the shape they make yet. */
function drawnSoFar(points: Position[]) {
  const geometry = points.length === 1 ? { type: 'Point' as const, coordinates: points[0]! } : { type: 'LineString' as const, coordinates: points };
  return { type: 'Feature' as const, geometry, properties: { mode: geometry.type === 'Point' ? 'point' : 'linestring' } };
}

/**
 * Drawing where a comment applies (terra-draw on the MapLibre map), then the comment form. Only
 * the last shape drawn is kept. Keyboard users draw at the map's centre after moving the map with
 * the arrow keys — a point, or a line or area point by point (add, undo, finish) — or use the
 * comments list, which needs no map at all.
 */
export function CommentDrawing({ map, onPosted }: { map: MapLibreMap; onPosted: () => void }) {
  const draw = useRef<TerraDraw | null>(null);
  const [shape, setShape] = useState<Shape | null>(null);
  const [geometry, setGeometry] = useState<CommentGeometry | null>(null);
  // The points of a line or area being drawn from the keyboard, not yet finished.
  const [keyed, setKeyed] = useState<Position[]>([]);
  // Why the last keyboard step was refused, said in the status until the next step.
  const [refusal, setRefusal] = useState<string | null>(null);
  // Undoing every point or starting over removes the button that had focus; focus goes back to the
  // button that draws at the centre. Finishing sends it to the status, which says what was drawn.
  const centreButton = useRef<HTMLButtonElement>(null);
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const instance = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map }),
      modes: [new TerraDrawPointMode(), new TerraDrawLineStringMode(), new TerraDrawPolygonMode()],
    });
    instance.start();
    instance.on('finish', (id) => {
      const feature = instance.getSnapshotFeature(id);
      if (!feature) return;
      const others = instance
        .getSnapshot()
        .filter((candidate) => candidate.id !== id)
        .map((candidate) => candidate.id!);
      if (others.length) instance.removeFeatures(others);
      setKeyed([]);
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
    if (keyed.length) show([]);
    setKeyed([]);
    setRefusal(null);
    draw.current?.setMode(mode);
  }

  const centre = (): Position => {
    const { lng, lat } = map.getCenter();
    return [Number(lng.toFixed(6)), Number(lat.toFixed(6))];
  };

  /** Shows exactly these features: a drawing replaces whatever was drawn before. */
  function show(features: Parameters<TerraDraw['addFeatures']>[0]) {
    draw.current?.clear();
    if (features.length) draw.current?.addFeatures(features);
  }

  function placeAtCentre() {
    const point: CommentGeometry = { type: 'Point', coordinates: centre() };
    show([{ type: 'Feature', geometry: point, properties: { mode: 'point' } }]);
    setGeometry(point);
  }

  function keyPoints(points: Position[]) {
    if (!points.length) centreButton.current?.focus();
    setRefusal(null);
    setKeyed(points);
    setGeometry(null);
    show(points.length ? [drawnSoFar(points)] : []);
  }

  function addAtCentre() {
    const next = centre();
    const last = keyed.at(-1);
    // The same place twice draws nothing: the stored shape would lose a point (or become one).
    if (last && last[0] === next[0] && last[1] === next[1])
      return setRefusal('The map has not moved since the last point: move it with the arrow keys, then add the next point.');
    keyPoints([...keyed, next]);
  }

  function finishKeyed(mode: Exclude<Shape, 'point'>) {
    if (mode === 'polygon' && ringArea(keyed) < 1e-12)
      return setRefusal('These points lie on one line, so they enclose no area: move the map and add another corner.');
    const drawn: CommentGeometry =
      mode === 'linestring' ? { type: 'LineString', coordinates: keyed } : { type: 'Polygon', coordinates: [[...keyed, keyed[0]!]] };
    show([{ type: 'Feature', geometry: drawn, properties: { mode } }]);
    setKeyed([]);
    setRefusal(null);
    setGeometry(drawn);
    status.current?.focus();
  }

  function clearDrawing() {
    draw.current?.clear();
    setKeyed([]);
    setRefusal(null);
    setGeometry(null);
  }

  function startOver() {
    clearDrawing();
    centreButton.current?.focus();
  }

  const chosen = shapes.find((candidate) => candidate.mode === shape);
  const help = chosen?.help ?? 'Choose what to draw.';
  const pointByPoint = shape === 'linestring' || shape === 'polygon' ? shape : null;
  const described = refusal
    ? refusal
    : keyed.length
      ? `${keyed.length} ${keyed.length === 1 ? 'point' : 'points'} of the ${chosen?.noun} added; ${pointByPoint && keyed.length >= fewestPoints[pointByPoint] ? `finish the ${chosen?.noun} or add more.` : 'add the next.'}`
      : geometry?.type === 'Point'
        ? 'A point is placed.'
        : geometry?.type === 'LineString'
          ? `A line of ${geometry.coordinates.length} points is drawn.`
          : geometry
            ? `An area of ${geometry.coordinates[0]!.length - 1} corners is drawn.`
            : null;

  return (
    <section className="comment-drawing" aria-labelledby="comment-drawing-heading">
      <h2 id="comment-drawing-heading">Comment on the map</h2>
      <div className="drawing-tools" role="group" aria-label="Draw where your comment applies">
        {shapes.map((candidate) => (
          <button
            key={candidate.mode}
            type="button"
            className="button button--outline button--small"
            aria-pressed={shape === candidate.mode}
            onClick={() => choose(candidate.mode)}
          >
            {candidate.label}
          </button>
        ))}
      </div>
      <p className="drawing-help">{help}</p>
      <p>
        {pointByPoint ? (
          <>
            <button ref={centreButton} type="button" className="link-button" onClick={addAtCentre}>
              Add a point at the centre of the map
            </button>
            {keyed.length > 0 && (
              <>
                {' · '}
                <button type="button" className="link-button" onClick={() => keyPoints(keyed.slice(0, -1))}>
                  Undo the last point
                </button>
              </>
            )}
            {keyed.length >= fewestPoints[pointByPoint] && (
              <>
                {' · '}
                <button type="button" className="link-button" onClick={() => finishKeyed(pointByPoint)}>
                  Finish the {chosen?.noun}
                </button>
              </>
            )}
          </>
        ) : (
          <button ref={centreButton} type="button" className="link-button" onClick={placeAtCentre}>
            Place a point at the centre of the map
          </button>
        )}
        {(geometry || keyed.length > 0) && (
          <>
            {' · '}
            <button type="button" className="link-button" onClick={startOver}>
              Start over
            </button>
          </>
        )}
      </p>
      <p ref={status} role="status" className="drawing-status" tabIndex={-1}>
        {described}
      </p>
      <CommentForm
        idPrefix="map-comment"
        location={geometry ? { geometry } : null}
        missingLocation="Please draw a point, a line or an area on the map first."
        onPosted={() => {
          clearDrawing();
          onPosted();
        }}
      />
      <p>
        Prefer not to use the map? <Link href="/interactvtrans/comments#add-comment">Comment by choosing a locality</Link>.
      </p>
    </section>
  );
}
