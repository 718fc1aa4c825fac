'use client';

import 'maplibre-gl/dist/maplibre-gl.css';
import dynamic from 'next/dynamic';
import { Layer, Map, type MapLayerMouseEvent, NavigationControl, Popup, ScaleControl, Source } from '@vis.gl/react-maplibre';
import type { MapViewState } from '@vtrans/contracts';
import type { LocalityPlace } from '@vtrans/db';
import type { MapGeoJSONFeature, Map as MapLibreMap, PointLike } from 'maplibre-gl';
import { useMemo, useState } from 'react';
import { CommentDetails, LayerFeatureDetails } from './feature-details';
import { LayerPanel } from './layer-panel';
import { LocalitySearch } from './locality-search';
import { absoluteUrl, commentLayerIds, commentLayerSpecs, commentsLayerId, dataLayerSpec, type ExplorerLayer, labelLayerId, ownBasemapStyle } from './map-style';
import { ShareView } from '@/components/interactvtrans/share-view';

// The drawing tools (terra-draw) load when someone opens the comment panel, not with the map.
const CommentDrawing = dynamic(() => import('./comment-drawing').then((module) => module.CommentDrawing), {
  ssr: false,
  loading: () => <p className="explorer__loading">Loading the drawing tools…</p>,
});

export interface MapExplorerProps {
  layers: ExplorerLayer[];
  localities: LocalityPlace[];
  initial: MapViewState;
  /** An external basemap style (MAP_STYLE_URL), or null for our own. */
  mapStyleUrl: string | null;
}

interface Selection {
  layerID: string;
  featureId: string | number;
  lngLat: [number, number];
  properties?: Record<string, unknown>;
}

/** Pixels around the centre searched by "What is here?" (the keyboard's click). */
const centreSearchRadius = 6;

/**
 * The map explorer: the plan's layers over our basemap, click (or keyboard) to identify, find a
 * locality, share the view, and comment by drawing on the map.
 */
export default function MapExplorerApp({ layers, localities, initial, mapStyleUrl }: MapExplorerProps) {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [active, setActive] = useState<string[]>(initial.layers);
  const [opacity, setOpacity] = useState<Record<string, number>>({});
  const [panel, setPanel] = useState<'layers' | 'comment'>('layers');
  const [commentsRevision, setCommentsRevision] = useState(0);
  const [selection, setSelection] = useState<Selection | null>(
    initial.selection ? { ...initial.selection, lngLat: initial.center } : null,
  );
  const [notice, setNotice] = useState<string | null>(null);

  const mapStyle = useMemo(() => mapStyleUrl ?? ownBasemapStyle(), [mapStyleUrl]);
  // Data layers sit under our own labels; on an external style we cannot know its label layers.
  const beforeId = mapStyleUrl ? undefined : labelLayerId;
  const interactiveLayerIds = [...layers.filter((layer) => active.includes(layer.id)).map((layer) => layer.id), ...(active.includes(commentsLayerId) ? commentLayerIds : [])];

  function toggle(id: string, visible: boolean) {
    setActive((current) => (visible ? [...current.filter((candidate) => candidate !== id), id] : current.filter((candidate) => candidate !== id)));
    if (!visible && selection?.layerID === id) setSelection(null);
  }

  function identify(feature: MapGeoJSONFeature | undefined, lngLat: [number, number]) {
    if (!feature) {
      setSelection(null);
      setNotice('Nothing on the visible layers here.');
      return;
    }
    setNotice(null);
    const properties = feature.properties as Record<string, unknown>;
    if (feature.source === commentsLayerId) {
      if (Number(properties.count) > 1) {
        map?.easeTo({ center: lngLat, zoom: (map.getZoom() ?? 6) + 2 });
        setNotice(`${String(properties.count)} comments here; zooming in.`);
        return;
      }
      setSelection({ layerID: commentsLayerId, featureId: String(properties.id), lngLat });
      return;
    }
    setSelection({ layerID: feature.source, featureId: feature.id ?? '', lngLat, properties });
  }

  function onClick(event: MapLayerMouseEvent) {
    identify(event.features?.[0], [event.lngLat.lng, event.lngLat.lat]);
  }

  function identifyAtCentre() {
    if (!map) return;
    const centre = map.project(map.getCenter());
    const box: [PointLike, PointLike] = [
      [centre.x - centreSearchRadius, centre.y - centreSearchRadius],
      [centre.x + centreSearchRadius, centre.y + centreSearchRadius],
    ];
    const { lng, lat } = map.getCenter();
    identify(map.queryRenderedFeatures(box, { layers: interactiveLayerIds })[0], [lng, lat]);
  }

  const currentState = (): MapViewState => {
    const centre = map?.getCenter();
    return {
      center: centre ? [Number(centre.lng.toFixed(5)), Number(centre.lat.toFixed(5))] : initial.center,
      zoom: Number((map?.getZoom() ?? initial.zoom).toFixed(2)),
      layers: active,
      selection: selection ? { layerID: selection.layerID, featureId: selection.featureId } : null,
    };
  };

  const selectedLayer = layers.find((layer) => layer.id === selection?.layerID);
  // A restored selection of a plan layer has no properties yet: find the feature once tiles are in.
  function restoreSelection(map: MapLibreMap) {
    if (!selection || selection.properties || !selectedLayer) return;
    const [feature] = map.querySourceFeatures(selectedLayer.id, { sourceLayer: selectedLayer.id, filter: ['==', ['id'], selection.featureId] });
    if (feature) setSelection({ ...selection, properties: feature.properties as Record<string, unknown> });
  }

  return (
    <div className="explorer">
      {/* Before the side panel's controls, so a keyboard user reaches the map without walking through them. */}
      <a
        href="#map-keyboard-help"
        className="skip-link skip-link--map"
        onClick={(event) => {
          if (!map) return;
          event.preventDefault();
          map.getCanvas().focus();
        }}
      >
        Skip to map
      </a>
      <div className="explorer__panel">
        <div className="explorer__modes" role="group" aria-label="What to do">
          <button type="button" className="button button--small" aria-pressed={panel === 'layers'} onClick={() => setPanel('layers')}>
            Explore layers
          </button>
          <button type="button" className="button button--small" aria-pressed={panel === 'comment'} onClick={() => setPanel('comment')}>
            Leave a comment
          </button>
        </div>
        {panel === 'layers' && (
          <>
            <LocalitySearch
              localities={localities}
              onFound={(locality) =>
                new Promise<void>((resolve) => {
                  if (!map) return resolve();
                  map.once('moveend', () => resolve());
                  map.fitBounds(locality.bbox, { padding: 40, duration: 800 });
                })
              }
            />
            <LayerPanel
              layers={layers}
              active={active}
              opacity={opacity}
              onToggle={toggle}
              onOpacity={(id, value) => setOpacity((current) => ({ ...current, [id]: value }))}
            />
            <ShareView currentState={currentState} />
          </>
        )}
        {panel === 'comment' && map && (
          <CommentDrawing
            map={map}
            onPosted={() => {
              setCommentsRevision((revision) => revision + 1);
              if (!active.includes(commentsLayerId)) toggle(commentsLayerId, true);
            }}
          />
        )}
      </div>
      <div className="explorer__map">
        <p id="map-keyboard-help" className="explorer__help">
          Keyboard: focus the map, then arrow keys move it, + and − zoom. “What is here?” shows the details at the centre of the map.
        </p>
        <div className="explorer__map-frame">
          <Map
            initialViewState={{ longitude: initial.center[0], latitude: initial.center[1], zoom: initial.zoom }}
            mapStyle={mapStyle}
            minZoom={4}
            maxZoom={18}
            interactiveLayerIds={panel === 'layers' ? interactiveLayerIds : []}
            onClick={panel === 'layers' ? onClick : undefined}
            onLoad={(event) => {
              setMap(event.target);
              event.target.getCanvas().setAttribute('aria-describedby', 'map-keyboard-help');
              event.target.getCanvas().setAttribute('aria-label', 'Map of Virginia');
            }}
            onIdle={(event) => restoreSelection(event.target)}
            cursor={panel === 'layers' ? 'pointer' : undefined}
            style={{ width: '100%', height: '100%' }}
          >
            <NavigationControl showCompass={false} />
            <ScaleControl unit="imperial" />
            {layers.map((layer) => (
              <Source key={layer.id} id={layer.id} type="vector" tiles={[absoluteUrl(layer.tiles)]} maxzoom={14}>
                <Layer {...dataLayerSpec(layer, opacity[layer.id] ?? 1, active.includes(layer.id))} beforeId={beforeId} />
              </Source>
            ))}
            <Source id={commentsLayerId} type="vector" tiles={[absoluteUrl(`/api/map-explorer/comment-tiles/{z}/{x}/{y}?r=${commentsRevision}`)]}>
              {commentLayerSpecs(active.includes(commentsLayerId)).map((spec) => (
                <Layer key={spec.id} {...spec} />
              ))}
            </Source>
            {selection && panel === 'layers' && (
              <Popup longitude={selection.lngLat[0]} latitude={selection.lngLat[1]} closeOnClick={false} focusAfterOpen={false} maxWidth="340px" onClose={() => setSelection(null)}>
                {selection.layerID === commentsLayerId ? (
                  <CommentDetails commentId={String(selection.featureId)} />
                ) : (
                  <LayerFeatureDetails layerName={selectedLayer?.name ?? selection.layerID} properties={selection.properties ?? {}} />
                )}
              </Popup>
            )}
          </Map>
          <span className="explorer__crosshair" aria-hidden="true" />
        </div>
        <div className="explorer__map-actions">
          <button type="button" className="button button--small" onClick={identifyAtCentre} disabled={!map || panel !== 'layers'}>
            What is here?
          </button>
          <p role="status" className="explorer__notice">
            {notice}
          </p>
        </div>
      </div>
    </div>
  );
}
