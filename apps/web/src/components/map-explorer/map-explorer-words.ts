import type { Language } from '@vtrans/contracts/languages';

/**
 * Every word of the Map Explorer's own (issue 62): the modes, the layer list, the details of what
 * is clicked and the drawing of a comment (the shared link's are share-view.tsx's). The English are the site's own; the
 * Spanish were written by the team. The layers' names and descriptions and their features' fields
 * are staff's data, in English in both editions (marked so on the Spanish page).
 */
export interface MapExplorerWords {
  loadingMap: string;
  loadingDrawing: string;
  skipToMap: string;
  modes: string;
  exploreLayers: string;
  leaveComment: string;
  keyboardHelp: string;
  mapLabel: string;
  whatIsHere: string;
  nothingHere: string;
  clusterHere: (count: string) => string;
  layers: string;
  opacityOf: string;
  percent: (value: number) => string;
  detailsAndDownloads: string;
  commentsLayer: string;
  commentsLayerAbout: string;
  legend: { comment: string; answered: string };
  commentHeading: (category: string | null) => string;
  loading: string;
  commentGone: string;
  anonymous: string;
  staffResponse: string;
  noResponse: string;
  drawing: {
    heading: string;
    tools: string;
    shapes: Record<'point' | 'linestring' | 'polygon', { label: string; help: string }>;
    choose: string;
    addPoint: string;
    undo: string;
    finish: Record<'linestring' | 'polygon', string>;
    placePoint: string;
    startOver: string;
    notMoved: string;
    noArea: string;
    progress: (count: number, shape: 'linestring' | 'polygon', canFinish: boolean) => string;
    pointPlaced: string;
    lineDrawn: (points: number) => string;
    areaDrawn: (corners: number) => string;
    missing: string;
    noMap: string;
    noMapLink: string;
  };
}

export const mapExplorerWords: Record<Language, MapExplorerWords> = {
  en: {
    loadingMap: 'Loading the map…',
    loadingDrawing: 'Loading the drawing tools…',
    skipToMap: 'Skip to map',
    modes: 'What to do',
    exploreLayers: 'Explore layers',
    leaveComment: 'Leave a comment',
    keyboardHelp: 'Keyboard: focus the map, then arrow keys move it, + and − zoom. “What is here?” shows the details at the centre of the map.',
    mapLabel: 'Map of Virginia',
    whatIsHere: 'What is here?',
    nothingHere: 'Nothing on the visible layers here.',
    clusterHere: (count) => `${count} comments here; zooming in.`,
    layers: 'Layers',
    opacityOf: 'Opacity of',
    percent: (value) => `${value} percent`,
    detailsAndDownloads: 'Details and downloads',
    commentsLayer: 'Public comments',
    commentsLayerAbout: 'Comments people have left on the map; numbers are groups of nearby comments.',
    legend: { comment: 'Comment', answered: 'Comment with a staff response' },
    commentHeading: (category) => (category ? `Comment: ${category}` : 'Comment'),
    loading: 'Loading…',
    commentGone: 'This comment is no longer available.',
    anonymous: 'anonymous',
    staffResponse: 'Staff response',
    noResponse: 'No staff response yet.',
    drawing: {
      heading: 'Comment on the map',
      tools: 'Draw where your comment applies',
      shapes: {
        point: { label: 'Point', help: 'Click the map where your comment applies.' },
        linestring: {
          label: 'Line',
          help: 'Click along the road or corridor and double-click the last point. From the keyboard: move the map with the arrow keys, add a point at its centre at each bend, then finish the line.',
        },
        polygon: {
          label: 'Area',
          help: 'Click around the area and click the first point again to close it. From the keyboard: move the map with the arrow keys, add a point at its centre at each corner, then finish the area.',
        },
      },
      choose: 'Choose what to draw.',
      addPoint: 'Add a point at the centre of the map',
      undo: 'Undo the last point',
      finish: { linestring: 'Finish the line', polygon: 'Finish the area' },
      placePoint: 'Place a point at the centre of the map',
      startOver: 'Start over',
      notMoved: 'The map has not moved since the last point: move it with the arrow keys, then add the next point.',
      noArea: 'These points lie on one line, so they enclose no area: move the map and add another corner.',
      progress: (count, shape, canFinish) => {
        const noun = shape === 'linestring' ? 'line' : 'area';
        return `${count} ${count === 1 ? 'point' : 'points'} of the ${noun} added; ${canFinish ? `finish the ${noun} or add more.` : 'add the next.'}`;
      },
      pointPlaced: 'A point is placed.',
      lineDrawn: (points) => `A line of ${points} points is drawn.`,
      areaDrawn: (corners) => `An area of ${corners} corners is drawn.`,
      missing: 'Please draw a point, a line or an area on the map first.',
      noMap: 'Prefer not to use the map?',
      noMapLink: 'Comment by choosing a locality',
    },
  },
  es: {
    loadingMap: 'Cargando el mapa…',
    loadingDrawing: 'Cargando las herramientas de dibujo…',
    skipToMap: 'Ir al mapa',
    modes: 'Qué quiere hacer',
    exploreLayers: 'Explorar las capas',
    leaveComment: 'Dejar un comentario',
    keyboardHelp:
      'Con el teclado: ponga el foco en el mapa; las flechas lo mueven y + y − acercan o alejan. “¿Qué hay aquí?” muestra los detalles del centro del mapa.',
    mapLabel: 'Mapa de Virginia',
    whatIsHere: '¿Qué hay aquí?',
    nothingHere: 'Las capas visibles no tienen nada aquí.',
    clusterHere: (count) => `${count} comentarios aquí; acercando el mapa.`,
    layers: 'Capas',
    opacityOf: 'Opacidad de',
    percent: (value) => `${value} por ciento`,
    detailsAndDownloads: 'Detalles y descargas (en inglés)',
    commentsLayer: 'Comentarios del público',
    commentsLayerAbout: 'Los comentarios que la gente dejó en el mapa; los números son grupos de comentarios cercanos.',
    legend: { comment: 'Comentario', answered: 'Comentario con respuesta del personal' },
    commentHeading: (category) => (category ? `Comentario: ${category}` : 'Comentario'),
    loading: 'Cargando…',
    commentGone: 'Este comentario ya no está disponible.',
    anonymous: 'anónimo',
    staffResponse: 'Respuesta del personal',
    noResponse: 'El personal todavía no respondió.',
    drawing: {
      heading: 'Comente en el mapa',
      tools: 'Dibuje el lugar al que se refiere su comentario',
      shapes: {
        point: { label: 'Punto', help: 'Haga clic en el mapa en el lugar al que se refiere su comentario.' },
        linestring: {
          label: 'Línea',
          help: 'Haga clic a lo largo de la carretera o el corredor y haga doble clic en el último punto. Con el teclado: mueva el mapa con las flechas, agregue un punto en el centro en cada curva y luego termine la línea.',
        },
        polygon: {
          label: 'Área',
          help: 'Haga clic alrededor del área y otra vez en el primer punto para cerrarla. Con el teclado: mueva el mapa con las flechas, agregue un punto en el centro en cada esquina y luego termine el área.',
        },
      },
      choose: 'Elija qué dibujar.',
      addPoint: 'Agregar un punto en el centro del mapa',
      undo: 'Deshacer el último punto',
      finish: { linestring: 'Terminar la línea', polygon: 'Terminar el área' },
      placePoint: 'Colocar un punto en el centro del mapa',
      startOver: 'Empezar de nuevo',
      notMoved: 'El mapa no se movió desde el último punto: muévalo con las flechas y luego agregue el siguiente punto.',
      noArea: 'Estos puntos están en una sola línea y no encierran ningún área: mueva el mapa y agregue otra esquina.',
      progress: (count, shape, canFinish) => {
        const [to, noun] = shape === 'linestring' ? ['a la línea', 'la línea'] : ['al área', 'el área'];
        const added = count === 1 ? '1 punto agregado' : `${count} puntos agregados`;
        return `${added} ${to}; ${canFinish ? `termine ${noun} o agregue más.` : 'agregue el siguiente.'}`;
      },
      pointPlaced: 'Se colocó un punto.',
      lineDrawn: (points) => `Se dibujó una línea de ${points} puntos.`,
      areaDrawn: (corners) => `Se dibujó un área de ${corners} esquinas.`,
      missing: 'Primero dibuje un punto, una línea o un área en el mapa.',
      noMap: '¿Prefiere no usar el mapa?',
      noMapLink: 'Comente eligiendo una localidad',
    },
  },
};

/**
 * The language of the document, for what `next/dynamic` shows while a part loads (its `loading`
 * takes no props); English outside a browser. Both parts load only in the browser.
 */
export const documentLanguage = (): Language => (typeof document !== 'undefined' && document.documentElement.lang === 'es' ? 'es' : 'en');
