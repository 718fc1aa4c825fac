'use client';

import { type Language, langWhereDifferent } from '@vtrans/contracts/languages';
import { type PlaceMatch, type PlaceSearchCoverage, wordsLeftOver } from '@vtrans/contracts/map';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useId, useRef, useState } from 'react';
import { placeSearchWords } from './place-search-words';
import { api } from '@/lib/api-client';

/** Milliseconds between the last key and the search: one request per pause, not per letter. */
const typingPause = 150;

/** The zoom a place is shown at when its extent is a point or smaller than the screen needs. */
const closestZoom: Record<PlaceMatch['kind'], number> = { address: 18, street: 16, place: 14, route: 12, locality: 12 };

/**
 * How a map that is not drawn yet opens on a place the search found (the phone's comment page picks
 * the place before MapLibre has arrived): its extent, or its point when it has none.
 */
export function placeViewState(match: PlaceMatch) {
  const [west, south, east, north] = match.bbox;
  if (east - west < 1e-6 && north - south < 1e-6) return { longitude: match.center[0], latitude: match.center[1], zoom: closestZoom[match.kind] };
  return { bounds: match.bbox, fitBoundsOptions: { padding: 40, maxZoom: closestZoom[match.kind] } };
}

/** Moves the map to a place found by the search: its extent, or its point when it has none. */
export function flyToPlace(map: MapLibreMap, match: PlaceMatch): void {
  const [west, south, east, north] = match.bbox;
  if (east - west < 1e-6 && north - south < 1e-6) map.flyTo({ center: match.center, zoom: closestZoom[match.kind], duration: 800 });
  else map.fitBounds(match.bbox, { padding: 40, maxZoom: closestZoom[match.kind], duration: 800 });
}

/** How close "Use my location" shows the person: a few streets around them. */
export const locatedZoom = 17;

/**
 * What the search can find (streets only after a street import), read once when the search is on
 * screen; null until the answer comes (the examples are then ones any install answers, and
 * nothing is said about streets either way).
 */
function useCoverage(): PlaceSearchCoverage | null {
  const [coverage, setCoverage] = useState<PlaceSearchCoverage | null>(null);
  useEffect(() => {
    let live = true;
    api
      .request<PlaceSearchCoverage>('GET', '/api/map-explorer/places/coverage')
      .then((result) => live && result.status === 200 && setCoverage(result.data))
      .catch(() => {}); // the cautious examples stay
    return () => {
      live = false;
    };
  }, []);
  return coverage;
}

/**
 * Find a place on `map`: a combobox (WAI-ARIA 1.2 pattern) that suggests localities, places,
 * route numbers, streets and addresses as you type; arrow keys move through them, Enter picks,
 * Escape closes; the map flies to the choice. "Use my location" asks the browser, once, after the
 * person presses it, and moves the map there (and tells `onLocated`, to drop a pin). Its examples
 * are ones the loaded data answers, and without a street import it says street names are not
 * there yet (issue 57). `onPicked` hears of each choice with the typed words the place's name does
 * not hold ("Broad St" when the City of Richmond is picked for "Broad St, Richmond"), which a
 * comment keeps as its location note.
 */
export function PlaceSearch({
  map,
  onLocated,
  onPicked,
  language = 'en',
}: {
  map: MapLibreMap | null;
  onLocated?: (point: [number, number]) => void;
  onPicked?: (match: PlaceMatch, wordsLeft: string) => void;
  /** The page's language (issue 62); the places' names are the data's English in both. */
  language?: Language;
}) {
  const words = placeSearchWords[language];
  // The places' names are English words: marked so on a Spanish page, for a screen reader's voice.
  const namesLang = langWhereDifferent('en', language);
  const id = useId();
  const coverage = useCoverage();
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<PlaceMatch[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const latest = useRef(0);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function search(typed: string, asked: number) {
    try {
      const result = await api.request<PlaceMatch[]>('GET', '/api/map-explorer/places', { query: { q: typed } });
      // An answer to an older question, arriving after a newer one, is dropped.
      if (asked !== latest.current) return;
      const found = result.status === 200 ? result.data : [];
      setMatches(found);
      setActive(-1);
      const notice = coverage && !coverage.streets ? ` ${words.noStreets}` : '';
      setStatus(found.length === 0 ? `${words.nothingFound(typed)}${notice}` : words.suggestions(found.length));
    } catch {
      if (asked === latest.current) setStatus(words.notAnswering);
    }
  }

  function type(value: string) {
    setText(value);
    setOpen(true);
    clearTimeout(timer.current);
    const asked = ++latest.current;
    const typed = value.trim();
    if (typed.length < 2) {
      setMatches([]);
      return;
    }
    timer.current = setTimeout(() => void search(typed, asked), typingPause);
  }

  function pick(match: PlaceMatch) {
    // A street or an address is what was typed; of a town or a locality, the rest of the words say where in it.
    const wordsLeft = match.kind === 'locality' || match.kind === 'place' ? wordsLeftOver(text, `${match.label} ${match.detail ?? ''}`) : '';
    setText(match.label);
    setOpen(false);
    setMatches([]);
    // "Showing West Broad Street, City of Richmond." — a locality's or a route's kind is no place.
    const within = match.kind === 'locality' || match.kind === 'route' ? null : match.detail;
    const kept = wordsLeft && onPicked ? ` ${words.kept(wordsLeft)}` : '';
    setStatus(`${words.showing(match.label, within ?? null)}${kept}`);
    onPicked?.(match, wordsLeft);
    if (map) flyToPlace(map, match);
  }

  function locate() {
    if (!('geolocation' in navigator)) {
      setStatus(words.noGeolocation);
      return;
    }
    setStatus(words.asking);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setStatus(words.located);
        const point: [number, number] = [position.coords.longitude, position.coords.latitude];
        map?.flyTo({ center: point, zoom: locatedZoom, duration: 800 });
        onLocated?.(point);
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? words.denied : words.notFound),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = open && matches.length > 0;

  return (
    <div className="place-search" role="search" aria-label={words.region}>
      <label htmlFor={`${id}-input`} className="place-search__label">
        {words.label}
      </label>
      <div className="place-search__row">
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={words.examples(coverage ?? { streets: false, addresses: false })}
          value={text}
          onChange={(event) => type(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && matches.length) {
              event.preventDefault();
              setOpen(true);
              setActive((current) => (current + 1) % matches.length);
            } else if (event.key === 'ArrowUp' && matches.length) {
              event.preventDefault();
              setActive((current) => (current <= 0 ? matches.length - 1 : current - 1));
            } else if (event.key === 'Enter') {
              event.preventDefault();
              const chosen = matches[active >= 0 ? active : 0];
              if (chosen) pick(chosen);
            } else if (event.key === 'Escape') {
              setOpen(false);
            }
          }}
          onBlur={() => setOpen(false)}
        />
        <button type="button" className="button button--small button--outline place-search__locate" onClick={locate}>
          {words.locate}
        </button>
      </div>
      {coverage && !coverage.streets ? (
        <p id={`${id}-hint`} className="place-search__hint">
          {words.hint(Boolean(onLocated))}
        </p>
      ) : (
        <span id={`${id}-hint`} className="visually-hidden">
          {words.hintWithStreets}
        </span>
      )}
      <ul id={listId} role="listbox" aria-label={words.list} className="place-search__list" hidden={!expanded}>
        {matches.map((match, index) => (
          <li
            key={`${match.kind}-${match.label}-${match.detail}-${index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="place-search__option"
            // Chosen on mousedown, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(match);
            }}
          >
            <span className="place-search__name" lang={namesLang}>
              {match.label}
            </span>
            <span className="place-search__detail">
              {words.kind[match.kind]}
              {match.detail ? (
                <>
                  {' · '}
                  <span lang={namesLang}>{match.detail}</span>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <p className="place-search__status" role="status">
        {status}
      </p>
    </div>
  );
}
