'use client';

import dynamic from 'next/dynamic';
import { Layer, type MapLayerMouseEvent, NavigationControl, Popup, ScaleControl, Source } from '@vis.gl/react-maplibre';
import type { MapViewState } from '@vtrans/contracts/map';
import type { MapGeoJSONFeature, Map as MapLibreMap } from 'maplibre-gl';
import { useState } from 'react';
import { CommentDetails, LayerFeatureDetails } from './feature-details';
import { LayerPanel } from './layer-panel';
import { commentLayerIds, commentLayerSpecs, commentsLayerId, dataLayerIds, dataLayerSpecs, type ExplorerLayer } from './map-style';
import { ShareView } from '@/components/interactvtrans/share-view';
import { BasemapMap } from '@/components/maps/basemap-map';
import { absoluteUrl, firstLabelLayerId } from '@/components/maps/basemap-style';
import { featuresNear } from '@/components/maps/identify';
import { spanishMapControls } from '@/components/maps/map-control-words';
import { PlaceSearch } from '@/components/maps/place-search';
import type { Language } from '@vtrans/contracts/languages';
import { documentLanguage, mapExplorerWords } from './map-explorer-words';

// The drawing tools (terra-draw) load when someone opens the comment panel, not with the map.
const CommentDrawing = dynamic(() => import('./comment-drawing').then((module) => module.CommentDrawing), {
  ssr: false,
  loading: () => <p className="explorer__loading">{mapExplorerWords[documentLanguage()].loadingDrawing}</p>,
});

export interface MapExplorerProps {
  layers: ExplorerLayer[];
  initial: MapViewState;
  /** Where to open instead of `initial`'s centre and zoom: a layer's extent (?layer=). */
  initialBounds?: [number, number, number, number] | null;
  /** An external basemap style (MAP_STYLE_URL), or null for our own. */
  mapStyleUrl: string | null;
  /** The edition it is shown in (issue 62): its own words, and comments posted from it, are in this language. */
  language: Language;
}

interface Selection {
  layerID: string;
  featureId: string | number;
  lngLat: [number, number];
  properties?: Record<string, unknown>;
}

/**
 * The map explorer: the plan's layers over our basemap, click (or keyboard) to identify, find a
 * place, share the view, and comment by drawing on the map.
 */
export default function MapExplorerApp({ layers, initial, initialBounds, mapStyleUrl, language }: MapExplorerProps) {
  const words = mapExplorerWords[language];
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [active, setActive] = useState<string[]>(initial.layers);
  const [opacity, setOpacity] = useState<Record<string, number>>({});
  const [panel, setPanel] = useState<'layers' | 'comment'>('layers');
  const [commentsRevision, setCommentsRevision] = useState(0);
  const [selection, setSelection] = useState<Selection | null>(initial.selection ? { ...initial.selection, lngLat: initial.center } : null);
  const [notice, setNotice] = useState<string | null>(null);

  // Data layers sit under our own labels; on an external style we cannot know its label layers.
  const beforeId = mapStyleUrl ? undefined : firstLabelLayerId;
  const interactiveLayerIds = [
    ...layers.filter((layer) => active.includes(layer.id)).flatMap(dataLayerIds),
    ...(active.includes(commentsLayerId) ? commentLayerIds : []),
  ];

  function toggle(id: string, visible: boolean) {
    setActive((current) => (visible ? [...current.filter((candidate) => candidate !== id), id] : current.filter((candidate) => candidate !== id)));
    if (!visible && selection?.layerID === id) setSelection(null);
  }

  function identify(feature: MapGeoJSONFeature | undefined, lngLat: [number, number]) {
    if (!feature) {
      setSelection(null);
      setNotice(words.nothingHere);
      return;
    }
    setNotice(null);
    const properties = feature.properties as Record<string, unknown>;
    if (feature.source === commentsLayerId) {
      if (Number(properties.count) > 1) {
        map?.easeTo({ center: lngLat, zoom: (map.getZoom() ?? 6) + 2 });
        setNotice(words.clusterHere(String(properties.count)));
        return;
      }
      setSelection({ layerID: commentsLayerId, featureId: String(properties.id), lngLat });
      return;
    }
    setSelection({ layerID: feature.source, featureId: feature.id ?? '', lngLat, properties });
  }

  function onClick(event: MapLayerMouseEvent) {
    if (!map) return;
    const touch = (event.originalEvent as PointerEvent).pointerType === 'touch';
    identify(featuresNear(map, event.point, interactiveLayerIds, touch)[0], [event.lngLat.lng, event.lngLat.lat]);
  }

  function identifyAtCentre() {
    if (!map) return;
    const { lng, lat } = map.getCenter();
    identify(featuresNear(map, map.project(map.getCenter()), interactiveLayerIds, false)[0], [lng, lat]);
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
        {words.skipToMap}
      </a>
      <div className="explorer__panel">
        <div className="explorer__modes" role="group" aria-label={words.modes}>
          <button type="button" className="button button--small" aria-pressed={panel === 'layers'} onClick={() => setPanel('layers')}>
            {words.exploreLayers}
          </button>
          <button type="button" className="button button--small" aria-pressed={panel === 'comment'} onClick={() => setPanel('comment')}>
            {words.leaveComment}
          </button>
        </div>
        {/* In both modes: finding the place comes before commenting on it (issue 58: it went away in "Leave a comment"). */}
        <PlaceSearch map={map} language={language} />
        {panel === 'layers' && (
          <>
            <LayerPanel
              layers={layers}
              active={active}
              opacity={opacity}
              onToggle={toggle}
              onOpacity={(id, value) => setOpacity((current) => ({ ...current, [id]: value }))}
              language={language}
            />
            <ShareView currentState={currentState} language={language} />
          </>
        )}
        {panel === 'comment' && map && (
          <CommentDrawing
            map={map}
            language={language}
            onPosted={() => {
              setCommentsRevision((revision) => revision + 1);
              if (!active.includes(commentsLayerId)) toggle(commentsLayerId, true);
            }}
          />
        )}
      </div>
      <div className="explorer__map">
        <p id="map-keyboard-help" className="explorer__help">
          {words.keyboardHelp}
        </p>
        <div className="explorer__map-frame">
          <BasemapMap
            label={words.mapLabel}
            locale={language === 'es' ? spanishMapControls : undefined}
            mapStyleUrl={mapStyleUrl}
            initialViewState={
              initialBounds
                ? { bounds: initialBounds, fitBoundsOptions: { padding: 40, maxZoom: 15 } }
                : { longitude: initial.center[0], latitude: initial.center[1], zoom: initial.zoom }
            }
            minZoom={4}
            maxZoom={18}
            onClick={panel === 'layers' ? onClick : undefined}
            onLoad={(event) => {
              setMap(event.target);
              event.target.getCanvas().setAttribute('aria-describedby', 'map-keyboard-help');
            }}
            onIdle={(event) => restoreSelection(event.target)}
            cursor={panel === 'layers' ? 'pointer' : undefined}
          >
            <NavigationControl showCompass={false} />
            <ScaleControl unit="imperial" />
            {layers.map((layer) => (
              <Source key={layer.id} id={layer.id} type="vector" tiles={[absoluteUrl(layer.tiles)]} maxzoom={14}>
                {dataLayerSpecs(layer, opacity[layer.id] ?? 1, active.includes(layer.id)).map((spec) => (
                  <Layer key={spec.id} {...spec} beforeId={beforeId} />
                ))}
              </Source>
            ))}
            <Source id={commentsLayerId} type="vector" tiles={[absoluteUrl(`/api/map-explorer/comment-tiles/{z}/{x}/{y}?r=${commentsRevision}`)]}>
              {commentLayerSpecs(active.includes(commentsLayerId)).map((spec) => (
                <Layer key={spec.id} {...spec} />
              ))}
            </Source>
            {selection && panel === 'layers' && (
              <Popup
                longitude={selection.lngLat[0]}
                latitude={selection.lngLat[1]}
                closeOnClick={false}
                focusAfterOpen={false}
                maxWidth="340px"
                onClose={() => setSelection(null)}
              >
                {selection.layerID === commentsLayerId ? (
                  <CommentDetails commentId={String(selection.featureId)} language={language} />
                ) : (
                  <LayerFeatureDetails layerName={selectedLayer?.name ?? selection.layerID} properties={selection.properties ?? {}} language={language} />
                )}
              </Popup>
            )}
          </BasemapMap>
          <span className="map-crosshair explorer__crosshair" aria-hidden="true" />
        </div>
        <div className="explorer__map-actions">
          <button type="button" className="button button--small" onClick={identifyAtCentre} disabled={!map || panel !== 'layers'}>
            {words.whatIsHere}
          </button>
          <p role="status" className="explorer__notice">
            {notice}
          </p>
        </div>
      </div>
    </div>
  );
}
