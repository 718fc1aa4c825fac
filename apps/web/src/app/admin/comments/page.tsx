import { ActionForm } from '@/components/action-form';
import { staffRoles } from '@vtrans/contracts';
import type { Metadata } from 'next';
import { CommentResponseForm } from '@/components/comment-moderation';
import { requirePageRole } from '@/server/auth/guard';
import { clearFlagsAction, setHiddenAction } from '@/actions/comment-moderation';
import { moderationData } from '@/server/comments';

export const metadata: Metadata = { title: 'Map comments', description: 'Moderate and answer public map comments.' };

export default async function AdminCommentsPage() {
  await requirePageRole(staffRoles, '/admin/comments');
  const comments = await moderationData();
  return (
    <div className="container content-page">
      <h1>Map comments</h1>
      <p>Comments that visitors have flagged come first, then unanswered ones. Hidden comments disappear from the public map and lists.</p>
      {comments.length === 0 && <p>No comments yet.</p>}
      <ul className="item-list">
        {comments.map((comment) => (
          <li key={comment.id} id={`comment-${comment.id}`} aria-label={`Comment of ${comment.created_at.toISOString().slice(0, 10)}`}>
            <p>
              <strong>{comment.category}</strong> · {comment.name || 'anonymous'} · {comment.created_at.toISOString().slice(0, 10)}
              {comment.hidden && ' · hidden'}
              {!comment.has_email && ' · no address for a reply'}
            </p>
            <p>{comment.text}</p>
            {comment.new_flags.length > 0 && (
              <div className="flag-notice">
                <p>
                  <strong>Flagged {comment.new_flags.length === 1 ? 'once' : `${comment.new_flags.length} times`}:</strong> {comment.new_flags.join('; ')}
                </p>
                <ActionForm action={clearFlagsAction}>
                  <input type="hidden" name="id" value={comment.id} />
                  <button type="submit" className="button button--outline">
                    Keep it: flags reviewed
                  </button>
                </ActionForm>
              </div>
            )}
            <ActionForm action={setHiddenAction}>
              <input type="hidden" name="id" value={comment.id} />
              <input type="hidden" name="hidden" value={comment.hidden ? 'false' : 'true'} />
              <button type="submit" className="button button--outline">
                {comment.hidden ? 'Show on the public map' : 'Hide from the public'}
              </button>
            </ActionForm>
            <CommentResponseForm comment={comment} />
          </li>
        ))}
      </ul>
    </div>
  );
}
