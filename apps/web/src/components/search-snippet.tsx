import { HIGHLIGHT_END, HIGHLIGHT_START } from '@vtrans/contracts/search';

/** A search snippet as text, its matched words in <mark> — never as HTML. */
export function SearchSnippet({ snippet }: { snippet: string }) {
  const parts = snippet.split(HIGHLIGHT_START);
  return (
    <p className="search-snippet">
      {parts.map((part, index) => {
        if (index === 0) return part;
        const [matched, rest] = part.split(HIGHLIGHT_END);
        return (
          <span key={index}>
            <mark>{matched}</mark>
            {rest}
          </span>
        );
      })}
    </p>
  );
}
