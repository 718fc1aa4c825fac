'use client';

import { type Language, pathIn } from '@vtrans/contracts/languages';
import type { PlaceMatch } from '@vtrans/contracts/map';
import { sitePaths } from '@vtrans/contracts/site-paths';
import type { Map as MapLibreMap } from 'maplibre-gl';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useState } from 'react';
import { CommentForm } from './comment-form';
import type { Point } from './phone-comment-map';
import { phoneCommentWords } from './phone-comment-words';
import { PlaceSearch } from '@/components/maps/place-search';
import { useMediaQuery } from '@/components/use-media-query';
import { usePageLanguage } from '@/components/use-page-language';

// MapLibre needs a browser (WebGL, window) and is a megabyte of script: only the map waits for it.
// The loading words are the page's: the edition is read from the address, as the map is drawn.
const PhoneCommentMap = dynamic(() => import('./phone-comment-map'), {
  ssr: false,
  loading: () => <MapLoading />,
});

function MapLoading() {
  return <p className="phone-comment__waiting">{phoneCommentWords[usePageLanguage()].loadingMap}</p>;
}

/** From a tablet up the map is drawn at once; on a phone it waits until the person needs it. */
const mapAtOnce = '(min-width: 48em)';

const rounded = (point: Point): Point => [Number(point[0].toFixed(6)), Number(point[1].toFixed(6))];

/**
 * Commenting on a place from a phone (issues 34 and 58): the search and "Use my location" above,
 * the map, a pin dropped by a tap (dragged to adjust, or put at the map's centre from the
 * keyboard), and the comment form below. The page, its search and its form arrive with the page;
 * on a phone MapLibre (about 1 MB) is fetched only when the person picks a place, uses their
 * location or asks for the map — a phone can type and search at once, and the map opens on the
 * place chosen. Once posted, the comment shows on the map with everyone else's. In the Spanish
 * edition (issue 62) every word is Spanish and the comment records that it was written there.
 */
export function PhoneComment({ language = 'en' }: { language?: Language }) {
  const words = phoneCommentWords[language];
  const wide = useMediaQuery(mapAtOnce);
  const [asked, setAsked] = useState(false);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [place, setPlace] = useState<PlaceMatch | null>(null);
  const [pin, setPin] = useState<Point | null>(null);
  const [posted, setPosted] = useState<{ id: string; at: Point } | null>(null);
  const [revision, setRevision] = useState(0);
  // The typed words the picked place's name does not hold ("Broad St" of "Broad St, Richmond"):
  // without a street map they are the only record of where in the city the comment is about.
  const [note, setNote] = useState('');
  // A map once drawn stays: a tablet turned to portrait keeps the pin and the map it was placed on
  // (React's pattern for state that follows another value, set while rendering).
  if (wide && !asked) setAsked(true);
  const showMap = wide || asked;

  const dropPin = (point: Point) => {
    setPin(rounded(point));
    setPosted(null);
  };

  return (
    <div className="phone-comment">
      <div className="container">
        <PlaceSearch
          language={language}
          map={map}
          onLocated={(point) => {
            // Where the person is, not the street they typed.
            setNote('');
            dropPin(point);
            setAsked(true);
          }}
          onPicked={(match, wordsLeft) => {
            setNote(wordsLeft);
            setPlace(match);
            setAsked(true);
          }}
        />
      </div>
      {showMap ? (
        <div className="phone-comment__map">
          <PhoneCommentMap words={words} place={place} pin={pin} posted={posted?.at ?? null} revision={revision} onMap={setMap} onPin={dropPin} />
          <span className="map-crosshair phone-comment__crosshair" aria-hidden="true" />
        </div>
      ) : (
        <div className="container phone-comment__waiting">
          <p>{words.waiting}</p>
          <button type="button" className="button" onClick={() => setAsked(true)}>
            {words.showMap}
          </button>
        </div>
      )}
      <div className="container phone-comment__steps">
        <p role="status" className="phone-comment__where">
          {posted ? words.posted : pin ? words.pinned(pin[1].toFixed(5), pin[0].toFixed(5), note) : showMap ? words.tapMap : words.findFirst}
        </p>
        {showMap && (
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
            {words.centre}
          </button>
        )}
        <CommentForm
          idPrefix="phone-comment"
          language={language}
          location={pin ? { geometry: { type: 'Point', coordinates: pin }, ...(note ? { locationNote: note } : {}) } : null}
          missingLocation={showMap ? words.missingWithMap : words.missingWithoutMap}
          onPosted={(id) => {
            if (pin) setPosted({ id, at: pin });
            setPin(null);
            setNote('');
            setRevision((current) => current + 1);
          }}
        />
        {posted && (
          <p>
            <Link href={pathIn(language, sitePaths.commentOnMap(posted.id))}>{words.explorerLink}</Link>
            {words.listLead}
            <Link href={pathIn(language, '/interactvtrans/comments')}>{words.list}</Link>.
          </p>
        )}
      </div>
    </div>
  );
}
