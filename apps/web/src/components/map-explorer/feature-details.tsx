'use client';

import { commentCategoryIn } from '@vtrans/contracts/comments';
import { virginiaDateIn } from '@vtrans/contracts/dates';
import { type Language, langWhereDifferent } from '@vtrans/contracts/languages';
import type { PublicComment } from '@vtrans/db';
import { useEffect, useRef, useState } from 'react';
import { CommentActions } from '@/components/comments/comment-actions';
import { api } from '@/lib/api-client';
import { mapExplorerWords } from './map-explorer-words';

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

/**
 * A plan layer's feature: its properties as a small table. They are staff's data, in English in
 * both editions: marked so on a Spanish page (`language`).
 */
export function LayerFeatureDetails({ layerName, properties, language }: { layerName: string; properties: Record<string, unknown>; language: Language }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const entries = Object.entries(properties).filter(([, value]) => value !== null && value !== '');
  return (
    <div className="feature-details" lang={langWhereDifferent('en', language)}>
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

/**
 * A comment, read from the API when it is clicked: text, category, date, likes and the staff
 * response, in the page's `language`; the comment's and the response's words are marked with the
 * language they were written in.
 */
export function CommentDetails({ commentId, language }: { commentId: string; language: Language }) {
  const words = mapExplorerWords[language];
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
        {words.commentHeading(comment && comment !== 'missing' ? commentCategoryIn(language, comment.category) : null)}
      </h2>
      {comment === null && <p>{words.loading}</p>}
      {comment === 'missing' && <p>{words.commentGone}</p>}
      {comment && comment !== 'missing' && (
        <>
          <p className="feature-details__meta">
            <time dateTime={comment.createdAt}>{virginiaDateIn(language, comment.createdAt)}</time> · {comment.name || words.anonymous}
            {comment.locality && ` · ${comment.locality}`}
          </p>
          <p className="feature-details__text" lang={langWhereDifferent(comment.language, language)}>
            {comment.text}
          </p>
          {comment.response ? (
            <div className="feature-details__response">
              <h3>{words.staffResponse}</h3>
              <p lang={langWhereDifferent(comment.language, language)}>{comment.response}</p>
            </div>
          ) : (
            <p className="muted">{words.noResponse}</p>
          )}
          <CommentActions commentId={comment.id} likes={comment.likes} language={language} />
        </>
      )}
    </div>
  );
}
