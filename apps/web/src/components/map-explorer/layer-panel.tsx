'use client';

import type { Language } from '@vtrans/contracts/languages';
import { datasetPath } from '@/lib/datasets';
import { answeredColor, commentColor, commentsLayerId, type ExplorerLayer } from './map-style';
import { type MapExplorerWords, mapExplorerWords } from './map-explorer-words';

function Legend({ entries, lang }: { entries: { label: string; color: string }[]; lang?: Language }) {
  return (
    <ul className="legend" lang={lang}>
      {entries.map((entry) => (
        <li key={entry.label}>
          <span className="legend__swatch" style={{ background: entry.color }} aria-hidden="true" />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}

/** One layer: a checkbox to show it, and when shown its opacity and legend. */
function LayerControl({
  id,
  name,
  description,
  legend,
  visible,
  opacity,
  details,
  onToggle,
  onOpacity,
  words,
  dataLang,
}: {
  id: string;
  name: string;
  description: string;
  /** The dataset's page (its fields, downloads and feature API). */
  details?: string;
  legend: { label: string; color: string }[];
  visible: boolean;
  opacity?: number;
  onToggle: (visible: boolean) => void;
  onOpacity?: (opacity: number) => void;
  words: MapExplorerWords;
  /** `lang` of the layer's name, description and legend: staff's data, English on a Spanish page. */
  dataLang?: Language;
}) {
  return (
    <li className="layer-control">
      <div className="layer-control__toggle">
        <input
          type="checkbox"
          id={`layer-${id}`}
          checked={visible}
          onChange={(event) => onToggle(event.target.checked)}
          aria-describedby={`layer-${id}-about`}
        />
        <label htmlFor={`layer-${id}`} lang={dataLang}>
          {name}
        </label>
      </div>
      <p id={`layer-${id}-about`} className="layer-control__about" lang={dataLang}>
        {description}
      </p>
      {visible && <Legend entries={legend} lang={dataLang} />}
      {visible && onOpacity && opacity !== undefined && (
        <div className="layer-control__opacity">
          <label htmlFor={`opacity-${id}`}>
            {words.opacityOf} <span lang={dataLang}>{name}</span>
          </label>
          <input
            type="range"
            id={`opacity-${id}`}
            min={10}
            max={100}
            step={10}
            value={Math.round(opacity * 100)}
            aria-valuetext={words.percent(Math.round(opacity * 100))}
            onChange={(event) => onOpacity(Number(event.target.value) / 100)}
          />
        </div>
      )}
      {details && (
        <p className="layer-control__details">
          <a href={details} hrefLang={dataLang}>
            {words.detailsAndDownloads}
            <span className="visually-hidden">
              : <span lang={dataLang}>{name}</span>
            </span>
          </a>
        </p>
      )}
    </li>
  );
}

/** The plan layers and the comments layer, in a list that works entirely from the keyboard. */
export function LayerPanel({
  layers,
  active,
  opacity,
  onToggle,
  onOpacity,
  language,
}: {
  layers: ExplorerLayer[];
  active: string[];
  opacity: Record<string, number>;
  onToggle: (id: string, visible: boolean) => void;
  onOpacity: (id: string, opacity: number) => void;
  language: Language;
}) {
  const words = mapExplorerWords[language];
  const dataLang = language === 'en' ? undefined : 'en';
  return (
    <fieldset className="layer-panel">
      <legend>{words.layers}</legend>
      <ul>
        {layers.map((layer) => (
          <LayerControl
            key={layer.id}
            id={layer.id}
            name={layer.name}
            description={layer.description}
            legend={layer.style.legend}
            visible={active.includes(layer.id)}
            opacity={opacity[layer.id] ?? 1}
            details={datasetPath(layer.id)}
            onToggle={(visible) => onToggle(layer.id, visible)}
            onOpacity={(value) => onOpacity(layer.id, value)}
            words={words}
            dataLang={dataLang}
          />
        ))}
        <LayerControl
          id={commentsLayerId}
          name={words.commentsLayer}
          description={words.commentsLayerAbout}
          legend={[
            { label: words.legend.comment, color: commentColor },
            { label: words.legend.answered, color: answeredColor },
          ]}
          words={words}
          visible={active.includes(commentsLayerId)}
          onToggle={(visible) => onToggle(commentsLayerId, visible)}
        />
      </ul>
    </fieldset>
  );
}
