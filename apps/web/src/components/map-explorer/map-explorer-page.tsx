import { InteractiveQueryId, LayerId, MapViewState } from '@vtrans/contracts/map';
import type { Language } from '@vtrans/contracts/languages';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { webEnv } from '@/env';
import { publicCommentData, publishedLayersData, savedViewData } from '@/server/domain/explorers';
import { MapExplorer } from './map-explorer';
import { type ExplorerLayer, type ShapeKind, shapeKinds } from './map-style';

/** The kinds of shape a layer holds (`shape_counts`); a collection of shapes may hold any of them. */
const shapesOf = (counts: Record<string, number | undefined>): ShapeKind[] =>
  (counts.collection ?? 0) > 0 ? [...shapeKinds] : shapeKinds.filter((kind) => (counts[kind] ?? 0) > 0);

/** All of Virginia, with the corridors and the comments on. */
const defaultView: MapViewState = {
  center: [-79.2, 37.9],
  zoom: 6.2,
  layers: ['corridors-of-statewide-significance', 'comments'],
  selection: null,
};

const ExplorerSearch = z.object({
  query: InteractiveQueryId.optional().catch(undefined),
  comment: z.uuid().optional().catch(undefined),
  /** A layer to open on (a dataset page's "See it in the Map Explorer"). */
  layer: LayerId.optional().catch(undefined),
});

export type ExplorerSearchParams = Record<string, string | string[] | undefined>;

/**
 * The view to open: a shared view (?query=), a comment (?comment=, the link in a reply e-mail),
 * a layer (?layer=, shown with the comments), or all of Virginia. An unknown shared view falls back to the default, and says so.
 */
async function initialView(search: z.infer<typeof ExplorerSearch>) {
  if (search.query) {
    const saved = MapViewState.safeParse(await savedViewData(search.query));
    return saved.success ? { view: saved.data, missing: false } : { view: defaultView, missing: true };
  }
  if (search.comment) {
    const comment = await publicCommentData(search.comment);
    // A comment staff entered without a place is in its period's record, not on the map.
    if (!comment?.geometry) return { view: defaultView, missing: true };
    const geometry = comment.geometry;
    const first = geometry.type === 'Point' ? geometry.coordinates : geometry.type === 'LineString' ? geometry.coordinates[0]! : geometry.coordinates[0]![0]!;
    return { view: { ...defaultView, center: first, zoom: 11, selection: { layerID: 'comments', featureId: comment.id } }, missing: false };
  }
  if (search.layer) return { view: { ...defaultView, layers: [search.layer, 'comments'] }, missing: false };
  return { view: defaultView, missing: false };
}

/**
 * The Map Explorer's page in either edition (issue 62): the heading and intro, the note when a
 * shared view or comment is gone (`missingNote`), what a phone gets instead (`desktopOnly`), and
 * the explorer in `language`, opened where the address says.
 */
export async function MapExplorerPage({
  searchParams,
  language,
  heading,
  intro,
  missingNote,
  desktopOnly,
}: {
  searchParams: ExplorerSearchParams;
  language: Language;
  heading: string;
  intro: ReactNode;
  missingNote: string;
  desktopOnly: ReactNode;
}) {
  const search = ExplorerSearch.parse(searchParams);
  const [layers, { view, missing }] = await Promise.all([publishedLayersData(), initialView(search)]);
  const explorerLayers: ExplorerLayer[] = layers.map((layer) => ({
    id: layer.id,
    name: layer.name,
    description: layer.description,
    category: layer.category,
    geometryType: layer.geometry_type as ShapeKind,
    shapes: shapesOf(layer.shape_counts as Record<string, number | undefined>),
    style: layer.style as ExplorerLayer['style'],
    source: layer.source,
    tiles: `/api/map-explorer/tiles/${layer.id}/{z}/{x}/{y}?v=${layer.version}`,
  }));
  const known = new Set([...layers.map((layer) => layer.id), 'comments']);
  const initial = { ...view, layers: view.layers.filter((id) => known.has(id)) };
  // "See it in the Map Explorer": the map opens on the layer's features, not on all of Virginia.
  const opened = search.layer && !search.query && !search.comment ? layers.find((layer) => layer.id === search.layer) : undefined;
  const initialBounds = (opened?.extent as [number, number, number, number] | null | undefined) ?? null;

  return (
    <>
      <div className="explorer-page__intro">
        <h1>{heading}</h1>
        <p>{intro}</p>
        {missing && (
          <p className="field-error" role="alert">
            {missingNote}
          </p>
        )}
      </div>
      <div className="desktop-only-notice" role="note">
        {desktopOnly}
      </div>
      <div className="explorer-page__app">
        <MapExplorer layers={explorerLayers} initial={initial} initialBounds={initialBounds} mapStyleUrl={webEnv().MAP_STYLE_URL ?? null} language={language} />
      </div>
    </>
  );
}
