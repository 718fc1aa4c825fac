import { sitePaths } from '@vtrans/contracts/site-paths';
import type { DocumentRow } from '@/server/domain/documents';
import { formatBytes } from '@/lib/format-bytes';
import { AccessibilityState } from './accessibility-state';

/**
 * Documents as a list. Each title links to the hosted file (/resources/…), so a file staff have
 * not verified opens the accessibility notice first (the shell's dialog). Each says its
 * accessibility in words and links its own page and, for a PDF, its web version.
 */
export function DocumentList({ documents }: { documents: DocumentRow[] }) {
  return (
    <ul className="document-list">
      {documents.map((document) => (
        <li key={document.id}>
          <a href={sitePaths.resource(document.file_name)} className="document-list__title">
            {document.title}
          </a>
          <span className="document-list__meta">
            {document.published_on} · {document.file_type.toUpperCase()} · {formatBytes(document.size_bytes)} · <AccessibilityState document={document} />
          </span>
          <span className="document-list__links">
            <a href={sitePaths.document(document.id)}>Details and accessibility</a>
            {document.file_type === 'pdf' && document.accessibility_check !== 'pending' && (
              <a href={sitePaths.documentWebPage(document.id)}>Read as a web page</a>
            )}
          </span>
          {document.description && <p>{document.description}</p>}
          {document.tags.length > 0 && (
            <ul className="tag-list" aria-label="Tags">
              {document.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
