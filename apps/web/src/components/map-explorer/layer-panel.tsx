'use client';

import { datasetPath } from '@/lib/datasets';
import { commentLegend, commentsLayerId, type ExplorerLayer } from './map-style';

function Legend({ entries }: { entries: { label: string; color: string }[] }) {
  return (
    <ul className="legend">
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
        <label htmlFor={`layer-${id}`}>{name}</label>
      </div>
      <p id={`layer-${id}-about`} className="layer-control__about">
        {description}
      </p>
      {visible && <Legend entries={legend} />}
      {visible && onOpacity && opacity !== undefined && (
        <div className="layer-control__opacity">
          <label htmlFor={`opacity-${id}`}>Opacity of {name}</label>
          <input
            type="range"
            id={`opacity-${id}`}
            min={10}
            max={100}
            step={10}
            value={Math.round(opacity * 100)}
            aria-valuetext={`${Math.round(opacity * 100)} percent`}
            onChange={(event) => onOpacity(Number(event.target.value) / 100)}
          />
        </div>
      )}
      {details && (
        <p className="layer-control__details">
          <a href={details}>
            Details and downloads<span className="visually-hidden">: {name}</span>
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
}: {
  layers: ExplorerLayer[];
  active: string[];
  opacity: Record<string, number>;
  onToggle: (id: string, visible: boolean) => void;
  onOpacity: (id: string, opacity: number) => void;
}) {
  return (
    <fieldset className="layer-panel">
      <legend>Layers</legend>
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
          />
        ))}
        <LayerControl
          id={commentsLayerId}
          name="Public comments"
          description="Comments people have left on the map; numbers are groups of nearby comments."
          legend={commentLegend}
          visible={active.includes(commentsLayerId)}
          onToggle={(visible) => onToggle(commentsLayerId, visible)}
        />
      </ul>
    </fieldset>
  );
}
