import { renderMarkdown } from '@vtrans/contracts/markdown';

/**
 * A body staff wrote in Markdown, rendered on the server (the parser never reaches the browser).
 * renderMarkdown emits only markdown-it's own elements with escaped text, no raw HTML and only
 * allowed links, so its output is safe to place as it is.
 */
export function MarkdownBody({ source, className }: { source: string; className?: string }) {
  if (!source.trim()) return null;
  return <div className={className ?? 'prose'} dangerouslySetInnerHTML={{ __html: renderMarkdown(source) }} />;
}
