'use client';

import type { Language } from '@vtrans/contracts/languages';
import { useId, useState, useSyncExternalStore } from 'react';
import { commentsListWords } from './comments-list-words';
import { api } from '@/lib/api-client';

const likedKey = 'vtrans-liked-comments';

function likedIds(): Set<string> {
  try {
    return new Set(JSON.parse(window.localStorage.getItem(likedKey) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

const listeners = new Set<() => void>();

function rememberLiked(commentId: string, liked: boolean) {
  const ids = likedIds();
  if (liked) ids.add(commentId);
  else ids.delete(commentId);
  window.localStorage.setItem(likedKey, JSON.stringify([...ids]));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Like (or unlike) a comment and flag it for staff. The server keeps one like and one flag per
 * person, so pressing twice, or in two tabs, changes nothing; this browser remembers its own likes
 * only to label the button. On the Spanish list (issue 62) its words are Spanish, the server's
 * English messages too.
 */
export function CommentActions({ commentId, likes: initialLikes, language = 'en' }: { commentId: string; likes: number; language?: Language }) {
  const words = commentsListWords[language].actions;
  // The server's own message says best what went wrong, in English; the Spanish page says it in its words.
  const told = (message: string | undefined, fallback: string) => (language === 'en' && message) || fallback;
  const [likes, setLikes] = useState(initialLikes);
  // Read from storage after hydration (the server cannot know), and kept in step across the page.
  const liked = useSyncExternalStore(
    subscribe,
    () => likedIds().has(commentId),
    () => false,
  );
  const [flagging, setFlagging] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const reasonId = useId();

  async function toggleLike() {
    const path = liked ? '/api/comment/delete-comment-interaction' : '/api/comment/insert-comment-interaction';
    const result = await api.request<{ likes: number; liked?: boolean }>('POST', path, { body: { commentId } });
    if (result.status !== 200) {
      setMessage(told(result.message, words.likeFailed));
      return;
    }
    setLikes(result.data.likes);
    // One like per comment from each network address (issue 54): say so rather than show a like that was not counted.
    if (!liked && result.data.liked === false) return setMessage(words.likedFromNetwork);
    rememberLiked(commentId, !liked);
  }

  async function flag(form: HTMLFormElement) {
    const reason = String(new FormData(form).get('reason') ?? '');
    const result = await api.request('POST', '/api/comment/flag-comment', { body: { commentId, reason } });
    setMessage(result.status === 200 ? words.flagged : told(result.message, words.flagFailed));
    if (result.status === 200) setFlagging(false);
  }

  return (
    <div className="comment-actions">
      <button type="button" className="button button--outline button--small" aria-pressed={liked} onClick={() => void toggleLike()}>
        {liked ? words.liked : words.like} <span className="like-count">({likes})</span>
      </button>
      {!flagging && (
        <button type="button" className="link-button" onClick={() => setFlagging(true)}>
          {words.flag}
        </button>
      )}
      {flagging && (
        <form
          className="flag-form"
          onSubmit={(event) => {
            event.preventDefault();
            void flag(event.currentTarget);
          }}
        >
          <label htmlFor={reasonId}>{words.why}</label>
          <input id={reasonId} name="reason" required maxLength={500} />
          <button type="submit" className="button button--small">
            {words.sendFlag}
          </button>
          <button type="button" className="link-button" onClick={() => setFlagging(false)}>
            {words.cancel}
          </button>
        </form>
      )}
      {message && (
        <p className="comment-actions__message" role="status">
          {message}
        </p>
      )}
    </div>
  );
}
