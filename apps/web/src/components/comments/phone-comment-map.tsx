'use client';

import type { PlaceMatch } from '@vtrans/contracts/map';
import { Layer, type MapLayerMouseEvent, Marker, NavigationControl, Source } from '@vis.gl/react-maplibre';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { commentLayerSpecs, commentsLayerId } from '@/components/map-explorer/map-style';
import { BasemapMap } from '@/components/maps/basemap-map';
import { absoluteUrl, firstLabelLayerId } from '@/components/maps/basemap-style';
import { flyToPlace, locatedZoom, placeViewState } from '@/components/maps/place-search';
import type { PhoneCommentWords } from './phone-comment-words';

export type Point = [number, number];

/**
 * The phone comment page's map (PhoneComment holds the pin and the form): it opens on the place
 * picked or the person's location when there is one (the page may have had them before MapLibre
 * arrived), takes a tap as the pin and a drag as its move, and shows the posted comment with
 * everyone else's.
 */
export default function PhoneCommentMap({
  words,
  place,
  pin,
  posted,
  revision,
  onMap,
  onPin,
}: {
  /** The page's words for the map and its pins. */
  words: PhoneCommentWords;
  place: PlaceMatch | null;
  pin: Point | null;
  posted: Point | null;
  revision: number;
  /** The map once it has loaded; null when it goes (the page then has no map to move). */
  onMap: (map: MapLibreMap | null) => void;
  onPin: (point: Point) => void;
}) {
  // Where the map first opens: fixed when it mounts (later picks fly the map themselves, once it has loaded).
  const [initialViewState] = useState(() =>
    pin ? { longitude: pin[0], latitude: pin[1], zoom: locatedZoom } : place ? placeViewState(place) : { longitude: -78.6, latitude: 37.6, zoom: 6 },
  );
  // A place picked or a location found while MapLibre was still loading its style is where the
  // person wants to be: the map goes there on loading, not to where it was first opened.
  const mounted = useRef({ place, pin });
  const latest = useRef({ place, pin });
  useEffect(() => {
    latest.current = { place, pin };
  }, [place, pin]);
  useEffect(() => () => onMap(null), [onMap]);
  const onLoad = (map: MapLibreMap) => {
    const { place: placeNow, pin: pinNow } = latest.current;
    if (pinNow && pinNow !== mounted.current.pin) map.jumpTo({ center: pinNow, zoom: locatedZoom });
    else if (placeNow && placeNow !== mounted.current.place) flyToPlace(map, placeNow);
    onMap(map);
  };
  return (
    <BasemapMap
      label={words.mapLabel}
      locale={words.mapControls}
      initialViewState={initialViewState}
      minZoom={4}
      maxZoom={19}
      onLoad={(event) => onLoad(event.target)}
      onClick={(event: MapLayerMouseEvent) => onPin([event.lngLat.lng, event.lngLat.lat])}
    >
      <NavigationControl showCompass={false} />
      <Source id={commentsLayerId} type="vector" tiles={[absoluteUrl(`/api/map-explorer/comment-tiles/{z}/{x}/{y}?r=${revision}`)]}>
        {commentLayerSpecs(true).map((spec) => (
          <Layer key={spec.id} {...spec} beforeId={firstLabelLayerId} />
        ))}
      </Source>
      {pin && (
        <Marker longitude={pin[0]} latitude={pin[1]} anchor="bottom" draggable onDragEnd={(event) => onPin([event.lngLat.lng, event.lngLat.lat])}>
          <span className="map-pin" role="img" aria-label={words.yourPin} />
        </Marker>
      )}
      {posted && !pin && (
        <Marker longitude={posted[0]} latitude={posted[1]} anchor="bottom">
          <span className="map-pin map-pin--posted" role="img" aria-label={words.yourComment} />
        </Marker>
      )}
    </BasemapMap>
  );
}
