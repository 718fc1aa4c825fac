import { virginiaDateTime } from '@vtrans/contracts/dates';

/** An expert's comments on a draft (issue 63), oldest first, each with who wrote it and when: on their copy and on the item's page. */
export function FactCheckComments({ comments }: { comments: { name: string; body: string; created_at: Date }[] }) {
  return (
    <ol>
      {comments.map((comment, index) => (
        <li key={`comment-${index}`}>
          <p>
            {comment.name}, {virginiaDateTime(comment.created_at)}:
          </p>
          <p className="note-text">{comment.body}</p>
        </li>
      ))}
    </ol>
  );
}
