import 'server-only';
import { findInteractiveQuery, findPublicComment, listPublishedLayers } from '@vtrans/db';
import { readForPage } from './db';

/** A saved view of the map or data explorer (?query=); its state is checked by the page's own schema. */
export const savedViewData = (id: string) => readForPage(findInteractiveQuery, id);

/** One visible comment (the map opens on it from a reply e-mail); null when hidden or unknown. */
export const publicCommentData = (id: string) => readForPage(findPublicComment, id);

/** The map explorer's published layers. */
export const publishedLayersData = () => readForPage(listPublishedLayers);
