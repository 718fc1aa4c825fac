'use client';

import { sitePaths } from '@vtrans/contracts/site-paths';
import { Layer, type MapLayerMouseEvent, Marker, NavigationControl, Source } from '@vis.gl/react-maplibre';
import type { Map as MapLibreMap } from 'maplibre-gl';
import Link from 'next/link';
import { useState } from 'react';
import { CommentForm } from './comment-form';
import { commentLayerSpecs, commentsLayerId } from '@/components/map-explorer/map-style';
import { BasemapMap } from '@/components/maps/basemap-map';
import { absoluteUrl, firstLabelLayerId } from '@/components/maps/basemap-style';
import { PlaceSearch } from '@/components/maps/place-search';

type Point = [number, number];

const rounded = (point: Point): Point => [Number(point[0].toFixed(6)), Number(point[1].toFixed(6))];

/**
 * The phone's comment map: the search and "Use my location" above, the map filling the screen,
 * a pin dropped by a tap (dragged to adjust, or put at the map's centre from the keyboard), and the
 * comment form below. Once posted, the comment shows on the map with everyone else's.
 */
export default function PhoneCommentMap() {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [pin, setPin] = useState<Point | null>(null);
  const [posted, setPosted] = useState<{ id: string; at: Point } | null>(null);
  const [revision, setRevision] = useState(0);
  // The typed words the picked place's name does not hold ("Broad St" of "Broad St, Richmond"):
  // without a street map they are the only record of where in the city the comment is about.
  const [note, setNote] = useState('');

  const dropPin = (point: Point) => {
    setPin(rounded(point));
    setPosted(null);
  };

  return (
    <div className="phone-comment">
      <div className="container">
        <PlaceSearch
          map={map}
          onLocated={(point) => {
            // Where the person is, not the street they typed.
            setNote('');
            dropPin(point);
          }}
          onPicked={(_, wordsLeft) => setNote(wordsLeft)}
        />
      </div>
      <div className="phone-comment__map">
        <BasemapMap
          label="Map for placing your comment: tap the place it is about"
          initialViewState={{ longitude: -78.6, latitude: 37.6, zoom: 6 }}
          minZoom={4}
          maxZoom={19}
          onLoad={(event) => setMap(event.target)}
          onClick={(event: MapLayerMouseEvent) => dropPin([event.lngLat.lng, event.lngLat.lat])}
        >
          <NavigationControl showCompass={false} />
          <Source id={commentsLayerId} type="vector" tiles={[absoluteUrl(`/api/map-explorer/comment-tiles/{z}/{x}/{y}?r=${revision}`)]}>
            {commentLayerSpecs(true).map((spec) => (
              <Layer key={spec.id} {...spec} beforeId={firstLabelLayerId} />
            ))}
          </Source>
          {pin && !posted && (
            <Marker longitude={pin[0]} latitude={pin[1]} anchor="bottom" draggable onDragEnd={(event) => dropPin([event.lngLat.lng, event.lngLat.lat])}>
              <span className="map-pin" role="img" aria-label="Your pin" />
            </Marker>
          )}
          {posted && (
            <Marker longitude={posted.at[0]} latitude={posted.at[1]} anchor="bottom">
              <span className="map-pin map-pin--posted" role="img" aria-label="Your comment" />
            </Marker>
          )}
        </BasemapMap>
        <span className="map-crosshair phone-comment__crosshair" aria-hidden="true" />
      </div>
      <div className="container phone-comment__steps">
        <p role="status" className="phone-comment__where">
          {posted
            ? 'Your comment is on the map.'
            : pin
              ? `Pin placed at ${pin[1].toFixed(5)}, ${pin[0].toFixed(5)}${note ? `; the comment notes the place as “${note}”` : ''}. Drag it, or tap elsewhere, to move it.`
              : 'Tap the map where your comment applies, or use your location.'}
        </p>
        <button
          type="button"
          className="button button--outline"
          disabled={!map}
          onClick={() => {
            if (!map) return;
            const { lng, lat } = map.getCenter();
            dropPin([lng, lat]);
          }}
        >
          Put the pin at the centre of the map
        </button>
        <CommentForm
          idPrefix="phone-comment"
          location={pin ? { geometry: { type: 'Point', coordinates: pin }, ...(note ? { locationNote: note } : {}) } : null}
          missingLocation="Place the pin first: tap the map where your comment applies, or use “Put the pin at the centre of the map”."
          onPosted={(id) => {
            if (pin) setPosted({ id, at: pin });
            setPin(null);
            setNote('');
            setRevision((current) => current + 1);
          }}
        />
        {posted && (
          <p>
            <Link href={sitePaths.commentOnMap(posted.id)}>See your comment in the Map Explorer</Link> (on a larger screen) or in the{' '}
            <Link href="/interactvtrans/comments">list of comments</Link>.
          </p>
        )}
      </div>
    </div>
  );
}
