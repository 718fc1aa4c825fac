'use client';

import dynamic from 'next/dynamic';
import { useMediaQuery } from '@/components/use-media-query';
import type { Language } from '@vtrans/contracts/languages';
import type { MapExplorerProps } from './map-explorer-app';
import { documentLanguage, mapExplorerWords } from './map-explorer-words';

const Loading = ({ language }: { language: Language }) => <p className="explorer__loading">{mapExplorerWords[language].loadingMap}</p>;

// MapLibre needs a browser (WebGL, window): the explorer renders only on the client.
const MapExplorerApp = dynamic(() => import('./map-explorer-app'), { ssr: false, loading: () => <Loading language={documentLanguage()} /> });

/**
 * Where the explorer is shown: globals.css hides it below this width (`max-width: 63.99em`) and
 * shows the desktop-only notice instead. Below it MapLibre is never loaded — on a phone it would
 * spend ~600 kB of JavaScript and seconds of CPU on a map nobody sees.
 */
const shownAt = '(min-width: 64em)';

export function MapExplorer(props: MapExplorerProps) {
  // A window widened past the breakpoint (a tablet turned, a browser resized) loads it then.
  const shown = useMediaQuery(shownAt);
  return shown ? <MapExplorerApp {...props} /> : <Loading language={props.language} />;
}
