import type { Language } from '@vtrans/contracts/languages';
import { NO_STREETS_NOTICE, type PlaceMatch, type PlaceSearchCoverage, placeSearchExamples } from '@vtrans/contracts/map';

/**
 * Every word of the place search, in each language the site is written in (issue 62). The English
 * are the site's own (issue 57's notice and examples are contracts', read by its tests); the
 * Spanish were written by the team. The places' names are the data's, in English, in both.
 */
export interface PlaceSearchWords {
  region: string;
  label: string;
  list: string;
  kind: Record<PlaceMatch['kind'], string>;
  examples: (coverage: PlaceSearchCoverage) => string;
  noStreets: string;
  /** The hint without a street map; `pinning` when the search sits above a map that takes a pin. */
  hint: (pinning: boolean) => string;
  hintWithStreets: string;
  nothingFound: (typed: string) => string;
  suggestions: (count: number) => string;
  notAnswering: string;
  /** "Showing West Broad Street, City of Richmond." and the words kept for the comment, if any. */
  showing: (label: string, within: string | null) => string;
  kept: (words: string) => string;
  locate: string;
  noGeolocation: string;
  asking: string;
  located: string;
  denied: string;
  notFound: string;
}

const englishNotice = NO_STREETS_NOTICE;
const spanishNotice = 'Los nombres de las calles aparecerán cuando la oficina cargue un mapa de calles.';

export const placeSearchWords: Record<Language, PlaceSearchWords> = {
  en: {
    region: 'Find a place on the map',
    label: 'Find a place, road or address',
    list: 'Places found',
    kind: { locality: 'Locality', place: 'Place', route: 'Route', street: 'Street', address: 'Address' },
    examples: placeSearchExamples,
    noStreets: englishNotice,
    hint: (pinning) =>
      `Suggestions appear as you type: a city, county, town or route number. ${englishNotice} Until then, pick the city${pinning ? ' and place the pin' : ''}, or use your location.`,
    hintWithStreets: 'Suggestions appear as you type.',
    nothingFound: (typed) => `Nothing found for “${typed}”.`,
    suggestions: (count) => `${count} suggestion${count === 1 ? '' : 's'}; use the arrow keys to choose.`,
    notAnswering: 'The search is not answering; please try again.',
    showing: (label, within) => `Showing ${label}${within ? `, ${within}` : ''}.`,
    kept: (words) => `“${words}” is kept as your comment’s location note.`,
    locate: 'Use my location',
    noGeolocation: 'This browser cannot tell the map where you are. Search for a place instead.',
    asking: 'Your browser will ask whether to share your location. It only moves the map; it is not sent to us.',
    located: 'Showing where you are.',
    denied: 'Your location was not shared, so the map stays where it is. Search for a place instead.',
    notFound: 'Your location could not be found just now. Search for a place instead.',
  },
  es: {
    region: 'Buscar un lugar en el mapa',
    label: 'Busque un lugar, una carretera o una dirección',
    list: 'Lugares encontrados',
    kind: { locality: 'Localidad', place: 'Lugar', route: 'Ruta', street: 'Calle', address: 'Dirección' },
    examples: (coverage) => (coverage.streets ? 'p. ej., Broad St, Richmond o I-64' : 'p. ej., Richmond, Blacksburg o I-64'),
    noStreets: spanishNotice,
    hint: (pinning) =>
      `Las sugerencias aparecen mientras escribe: una ciudad, un condado, un pueblo o el número de una ruta. ${spanishNotice} Mientras tanto, elija la ciudad${pinning ? ' y ponga el alfiler' : ''}, o use su ubicación.`,
    hintWithStreets: 'Las sugerencias aparecen mientras escribe.',
    nothingFound: (typed) => `No se encontró nada para “${typed}”.`,
    suggestions: (count) => `${count} ${count === 1 ? 'sugerencia' : 'sugerencias'}; use las flechas para elegir.`,
    notAnswering: 'La búsqueda no responde; vuelva a intentarlo.',
    showing: (label, within) => `Se muestra ${label}${within ? `, ${within}` : ''}.`,
    kept: (words) => `“${words}” se guarda como la nota de lugar de su comentario.`,
    locate: 'Usar mi ubicación',
    noGeolocation: 'Este navegador no puede decirle al mapa dónde está usted. Busque un lugar.',
    asking: 'Su navegador le preguntará si quiere compartir su ubicación. Solo mueve el mapa; no se nos envía.',
    located: 'Se muestra dónde está usted.',
    denied: 'No compartió su ubicación, así que el mapa no se mueve. Busque un lugar.',
    notFound: 'No se pudo encontrar su ubicación en este momento. Busque un lugar.',
  },
};
