import 'server-only';
import type { BoundingBox, ItemsQuery } from '@vtrans/contracts/open-data';
import {
  dateFieldOf,
  findLayerItem,
  findOpenDataset,
  findPublicComment,
  findPublishedLayerVersion,
  type ItemsPage,
  listCommentItems,
  listLayerFields,
  listLayerItems,
  listOpenDatasets,
  type OpenDataset,
  type PublicComment,
} from '@vtrans/db';
import { commentRecordProperties } from '../comments-export';
import { db } from '../../platform/db';

/**
 * The feature API's collections (issue 23): every published layer, and the public's map comments
 * (visible ones only, as the public record names their fields: never an e-mail address).
 */
export const commentsCollectionId = 'comments';

export interface Collection {
  id: string;
  title: string;
  description: string;
  extent: BoundingBox | null;
  /** Layers have downloads and a dataset page; the comments do not. */
  dataset: OpenDataset | null;
}

const commentsCollection: Collection = {
  id: commentsCollectionId,
  title: 'Public comments on the Map Explorer',
  description:
    'Comments people have left on the InteractVTrans Map Explorer, with their category, the locality they lie in, likes, and the response from staff where there is one. Comments hidden by moderators are not included.',
  extent: null,
  dataset: null,
};

const ofDataset = (dataset: OpenDataset): Collection => ({
  id: dataset.id,
  title: dataset.name,
  description: dataset.description,
  extent: dataset.extent,
  dataset,
});

export async function listCollections(): Promise<Collection[]> {
  return [...(await listOpenDatasets(db())).map(ofDataset), commentsCollection];
}

export async function findCollection(id: string): Promise<Collection | null> {
  if (id === commentsCollectionId) return commentsCollection;
  const dataset = await findOpenDataset(db(), id);
  return dataset && ofDataset(dataset);
}

const commentFeature = (comment: PublicComment) => ({
  type: 'Feature',
  id: comment.id,
  geometry: comment.geometry,
  properties: commentRecordProperties(comment),
});

/** A page of a collection's items, or null when there is no such collection. */
export async function collectionItems(id: string, query: ItemsQuery): Promise<ItemsPage | null> {
  const filter = { bbox: query.bbox, datetime: query.datetime, limit: query.limit, offset: query.offset };
  if (id === commentsCollectionId) {
    const { comments, matched } = await listCommentItems(db(), filter);
    return { featuresJson: JSON.stringify(comments.map(commentFeature)), returned: comments.length, matched };
  }
  if (!(await findPublishedLayerVersion(db(), id))) return null;
  // Reading the fields scans every feature's properties: only a datetime filter needs them.
  const dateField = query.datetime ? dateFieldOf(await listLayerFields(db(), id)) : null;
  return listLayerItems(db(), id, filter, dateField);
}

/** One feature as GeoJSON text, or null. */
export async function collectionItem(id: string, featureId: string): Promise<string | null> {
  if (id === commentsCollectionId) {
    if (!/^[0-9a-f-]{36}$/i.test(featureId)) return null;
    const comment = await findPublicComment(db(), featureId);
    return comment && JSON.stringify(commentFeature(comment));
  }
  if (!(await findPublishedLayerVersion(db(), id))) return null;
  return findLayerItem(db(), id, featureId);
}
