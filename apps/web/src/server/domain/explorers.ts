import 'server-only';
import { findInteractiveQuery, findPublicComment, listPublishedLayers, listStateOutlines } from '@vtrans/db';
import { readPublic } from '../platform/db';

/** A saved view of the map or data explorer (?query=); its state is checked by the page's own schema. */
export const savedViewData = (id: string) => readPublic(findInteractiveQuery, id);

/** One visible comment (the map opens on it from a reply e-mail); null when hidden or unknown. */
export const publicCommentData = (id: string) => readPublic(findPublicComment, id);

/** The map explorer's published layers. */
export const publishedLayersData = () => readPublic(listPublishedLayers);

let outlines: ReturnType<typeof listStateOutlines> | undefined;

/** The states' outlines (the freight flow map, a dataset's extent map); they change only with the seed, so read once per process. */
export function stateOutlinesData(): ReturnType<typeof listStateOutlines> {
  outlines ??= readPublic(listStateOutlines).catch((error: unknown) => {
    outlines = undefined;
    throw error;
  });
  return outlines;
}
