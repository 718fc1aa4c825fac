'use client';

import { useId, useState, useSyncExternalStore } from 'react';
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
 * only to label the button.
 */
export function CommentActions({ commentId, likes: initialLikes }: { commentId: string; likes: number }) {
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
      setMessage(result.message || 'That did not work; please try again.');
      return;
    }
    setLikes(result.data.likes);
    // One like per comment from each network address (issue 54): say so rather than show a like that was not counted.
    if (!liked && result.data.liked === false)
      return setMessage('A like from your network (your office, library or home connection) was already counted for this comment.');
    rememberLiked(commentId, !liked);
  }

  async function flag(form: HTMLFormElement) {
    const reason = String(new FormData(form).get('reason') ?? '');
    const result = await api.request('POST', '/api/comment/flag-comment', { body: { commentId, reason } });
    setMessage(result.status === 200 ? 'Thank you. Staff will look at this comment.' : result.message || 'The flag could not be sent.');
    if (result.status === 200) setFlagging(false);
  }

  return (
    <div className="comment-actions">
      <button type="button" className="button button--outline button--small" aria-pressed={liked} onClick={() => void toggleLike()}>
        {liked ? 'Liked' : 'Like'} <span className="like-count">({likes})</span>
      </button>
      {!flagging && (
        <button type="button" className="link-button" onClick={() => setFlagging(true)}>
          Flag for staff
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
          <label htmlFor={reasonId}>Why should staff look at this comment?</label>
          <input id={reasonId} name="reason" required maxLength={500} />
          <button type="submit" className="button button--small">
            Send flag
          </button>
          <button type="button" className="link-button" onClick={() => setFlagging(false)}>
            Cancel
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
