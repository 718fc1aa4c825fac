import type { Language } from '@vtrans/contracts/languages';
import { spanishMapControls } from '@/components/maps/map-control-words';

/**
 * Every word of the phone's comment page around its search and its form (issue 62): the map, the
 * pin and the steps. The English are the site's own (issue 34); the Spanish were written by the team.
 */
export interface PhoneCommentWords {
  loadingMap: string;
  mapLabel: string;
  yourPin: string;
  yourComment: string;
  waiting: string;
  showMap: string;
  posted: string;
  /** Where the pin is, with the place's words kept from the search, if any. */
  pinned: (latitude: string, longitude: string, note: string) => string;
  tapMap: string;
  findFirst: string;
  centre: string;
  missingWithMap: string;
  missingWithoutMap: string;
  /** After posting, the links to the comment: on the Map Explorer (a desktop tool) and in the list of comments. */
  explorerLink: string;
  /** MapLibre's own words (its buttons), where not its English. */
  mapControls?: Record<string, string>;
  listLead: string;
  list: string;
}

export const phoneCommentWords: Record<Language, PhoneCommentWords> = {
  en: {
    loadingMap: 'Loading the map…',
    mapLabel: 'Map for placing your comment: tap the place it is about',
    yourPin: 'Your pin',
    yourComment: 'Your comment',
    waiting: 'Find the place above or use your location, and the map opens there for your pin. Or:',
    showMap: 'Show the map',
    posted: 'Your comment is on the map.',
    pinned: (latitude, longitude, note) =>
      `Pin placed at ${latitude}, ${longitude}${note ? `; the comment notes the place as “${note}”` : ''}. Drag it, or tap elsewhere, to move it.`,
    tapMap: 'Tap the map where your comment applies, or use your location.',
    findFirst: 'Find the place above or use your location; or show the map and tap where your comment applies.',
    centre: 'Put the pin at the centre of the map',
    missingWithMap: 'Place the pin first: tap the map where your comment applies, or use “Put the pin at the centre of the map”.',
    missingWithoutMap: 'Place the pin first: find the place above, use your location, or press “Show the map” and tap where your comment applies.',
    explorerLink: 'See your comment in the Map Explorer',
    listLead: ' (on a larger screen) or in the ',
    list: 'list of comments',
  },
  es: {
    loadingMap: 'Cargando el mapa…',
    mapLabel: 'Mapa para ubicar su comentario: toque el lugar del que trata',
    yourPin: 'Su alfiler',
    yourComment: 'Su comentario',
    waiting: 'Busque el lugar arriba o use su ubicación, y el mapa se abrirá allí para poner su alfiler. O bien:',
    showMap: 'Mostrar el mapa',
    posted: 'Su comentario está en el mapa.',
    pinned: (latitude, longitude, note) =>
      `Alfiler puesto en ${latitude}, ${longitude}${note ? `; el comentario anota el lugar como “${note}”` : ''}. Arrástrelo, o toque otro punto, para moverlo.`,
    tapMap: 'Toque el mapa donde aplica su comentario, o use su ubicación.',
    findFirst: 'Busque el lugar arriba o use su ubicación; o muestre el mapa y toque donde aplica su comentario.',
    centre: 'Poner el alfiler en el centro del mapa',
    missingWithMap: 'Primero ponga el alfiler: toque el mapa donde aplica su comentario, o use “Poner el alfiler en el centro del mapa”.',
    missingWithoutMap: 'Primero ponga el alfiler: busque el lugar arriba, use su ubicación, o pulse “Mostrar el mapa” y toque donde aplica su comentario.',
    explorerLink: 'Vea su comentario en el explorador de mapas',
    mapControls: spanishMapControls,
    listLead: ' (en una pantalla más grande) o en la ',
    list: 'lista de comentarios',
  },
};
