'use client';

import type { CommentGeometry } from '@vtrans/contracts/comments';
import type { Map as MapLibreMap } from 'maplibre-gl';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { TerraDraw, TerraDrawLineStringMode, TerraDrawPointMode, TerraDrawPolygonMode } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { type Language, pathIn } from '@vtrans/contracts/languages';
import { CommentForm } from '@/components/comments/comment-form';
import { mapExplorerWords } from './map-explorer-words';

type Shape = 'point' | 'linestring' | 'polygon';

const shapes: readonly Shape[] = ['point', 'linestring', 'polygon'];

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
export function CommentDrawing({ map, onPosted, language }: { map: MapLibreMap; onPosted: () => void; language: Language }) {
  const words = mapExplorerWords[language].drawing;
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
    if (last && last[0] === next[0] && last[1] === next[1]) return setRefusal(words.notMoved);
    keyPoints([...keyed, next]);
  }

  function finishKeyed(mode: Exclude<Shape, 'point'>) {
    if (mode === 'polygon' && ringArea(keyed) < 1e-12) return setRefusal(words.noArea);
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

  const help = shape ? words.shapes[shape].help : words.choose;
  const pointByPoint = shape === 'linestring' || shape === 'polygon' ? shape : null;
  const described = refusal
    ? refusal
    : keyed.length && pointByPoint
      ? words.progress(keyed.length, pointByPoint, keyed.length >= fewestPoints[pointByPoint])
      : geometry?.type === 'Point'
        ? words.pointPlaced
        : geometry?.type === 'LineString'
          ? words.lineDrawn(geometry.coordinates.length)
          : geometry
            ? words.areaDrawn(geometry.coordinates[0]!.length - 1)
            : null;

  return (
    <section className="comment-drawing" aria-labelledby="comment-drawing-heading">
      <h2 id="comment-drawing-heading">{words.heading}</h2>
      <div className="drawing-tools" role="group" aria-label={words.tools}>
        {shapes.map((candidate) => (
          <button
            key={candidate}
            type="button"
            className="button button--outline button--small"
            aria-pressed={shape === candidate}
            onClick={() => choose(candidate)}
          >
            {words.shapes[candidate].label}
          </button>
        ))}
      </div>
      <p className="drawing-help">{help}</p>
      <p>
        {pointByPoint ? (
          <>
            <button ref={centreButton} type="button" className="link-button" onClick={addAtCentre}>
              {words.addPoint}
            </button>
            {keyed.length > 0 && (
              <>
                {' · '}
                <button type="button" className="link-button" onClick={() => keyPoints(keyed.slice(0, -1))}>
                  {words.undo}
                </button>
              </>
            )}
            {keyed.length >= fewestPoints[pointByPoint] && (
              <>
                {' · '}
                <button type="button" className="link-button" onClick={() => finishKeyed(pointByPoint)}>
                  {words.finish[pointByPoint]}
                </button>
              </>
            )}
          </>
        ) : (
          <button ref={centreButton} type="button" className="link-button" onClick={placeAtCentre}>
            {words.placePoint}
          </button>
        )}
        {(geometry || keyed.length > 0) && (
          <>
            {' · '}
            <button type="button" className="link-button" onClick={startOver}>
              {words.startOver}
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
        missingLocation={words.missing}
        language={language}
        onPosted={() => {
          clearDrawing();
          onPosted();
        }}
      />
      <p>
        {words.noMap} <Link href={`${pathIn(language, '/interactvtrans/comments')}#add-comment`}>{words.noMapLink}</Link>.
      </p>
    </section>
  );
}
