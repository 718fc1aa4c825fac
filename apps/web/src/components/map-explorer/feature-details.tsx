'use client';

import { virginiaDate } from '@vtrans/contracts/dates';
import type { PublicComment } from '@vtrans/db';
import { useEffect, useRef, useState } from 'react';
import { CommentActions } from '@/components/comments/comment-actions';
import { api } from '@/lib/api-client';

/**
 * Moves focus into a popup when it opens, so keyboard and screen-reader users land on it. The
 * popup is attached to the map in its own effect, after this one: focus waits a tick for it.
 */
function useFocusOnMount<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  useEffect(() => {
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  return ref;
}

const label = (key: string) => key.replace(/[_-]+/g, ' ').replace(/^./, (first) => first.toUpperCase());

/** A plan layer's feature: its properties as a small table. */
export function LayerFeatureDetails({ layerName, properties }: { layerName: string; properties: Record<string, unknown> }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const entries = Object.entries(properties).filter(([, value]) => value !== null && value !== '');
  return (
    <div className="feature-details">
      <h2 ref={heading} tabIndex={-1}>
        {String(properties.name ?? layerName)}
      </h2>
      <p className="feature-details__layer">{layerName}</p>
      <table className="data-table">
        <tbody>
          {entries.map(([key, value]) => (
            <tr key={key}>
              <th scope="row">{label(key)}</th>
              <td>{String(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A comment, read from the API when it is clicked: text, category, date, likes and the staff response. */
export function CommentDetails({ commentId }: { commentId: string }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const [comment, setComment] = useState<PublicComment | null | 'missing'>(null);
  useEffect(() => {
    let current = true;
    api
      .request<PublicComment>('GET', '/api/comment/get-comment', { query: { id: commentId } })
      .then((result) => current && setComment(result.status === 200 ? result.data : 'missing'))
      .catch(() => current && setComment('missing'));
    return () => {
      current = false;
    };
  }, [commentId]);

  return (
    <div className="feature-details" aria-busy={comment === null}>
      <h2 ref={heading} tabIndex={-1}>
        {comment && comment !== 'missing' ? `Comment: ${comment.category}` : 'Comment'}
      </h2>
      {comment === null && <p>Loading…</p>}
      {comment === 'missing' && <p>This comment is no longer available.</p>}
      {comment && comment !== 'missing' && (
        <>
          <p className="feature-details__meta">
            <time dateTime={comment.createdAt}>{virginiaDate(comment.createdAt)}</time> · {comment.name || 'anonymous'}
            {comment.locality && ` · ${comment.locality}`}
          </p>
          <p className="feature-details__text">{comment.text}</p>
          {comment.response ? (
            <div className="feature-details__response">
              <h3>Staff response</h3>
              <p>{comment.response}</p>
            </div>
          ) : (
            <p className="muted">No staff response yet.</p>
          )}
          <CommentActions commentId={comment.id} likes={comment.likes} />
        </>
      )}
    </div>
  );
}
