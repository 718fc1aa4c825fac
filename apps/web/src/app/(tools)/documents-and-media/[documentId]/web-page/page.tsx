import type { WebBlock, WebListItem, WebVersion } from '@vtrans/contracts/document-web-version';
import { sitePaths } from '@vtrans/contracts/site-paths';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { documentPage } from '@/server/domain/documents';

type Props = { params: Promise<{ documentId: string }> };

async function load(params: Props['params']) {
  const document = await documentPage((await params).documentId);
  if (!document?.web_version) notFound();
  return { ...document, web_version: document.web_version as WebVersion };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const document = await load(params);
  return { title: `${document.title} (web page)`, description: `${document.title}, as a web page made from the PDF.` };
}

/**
 * A PDF's web version (issue 37), made by the worker from the PDF's tags or its text. Headings
 * keep their order below the page's own h1 (a PDF's level 1 is an h2 here), and never skip a
 * level; each PDF page starts with its number, an anchor (#page-3) a reader can link to.
 */
export default async function DocumentWebPage({ params }: Props) {
  const document = await load(params);
  const version = withPageHeadingLevels(document.web_version);
  return (
    <article className="container content-page web-version">
      <p className="web-version__toolbar">
        <Link href={sitePaths.document(document.id)}>About this document</Link> ·{' '}
        <a href={sitePaths.resource(document.file_name)}>The PDF ({document.file_name})</a> ·{' '}
        {/* At the top as well as the end (issue 58): a long version is tens of thousands of pixels tall. */}
        <Link href={sitePaths.accessibleFormatRequest(document.file_name)}>Request an accessible format</Link>
      </p>
      <h1>{document.title}</h1>
      <p className="muted">This page was made from the PDF so it can be read, searched and printed in a browser. The PDF is the official version.</p>
      {version.note && (
        <p className="web-version__note" role="note">
          {version.note}
        </p>
      )}
      {version.pages.map((page) => (
        <section key={page.number} className="web-version__page" aria-labelledby={`page-${page.number}`}>
          <p className="web-version__page-number" id={`page-${page.number}`}>
            Page {page.number}
          </p>
          {page.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
      <p>
        Need this document in another format? <Link href={sitePaths.accessibleFormatRequest(document.file_name)}>Request an accessible format</Link>.
      </p>
    </article>
  );
}

/** The PDF's heading levels as this page's: one below its h1, and never more than one deeper than the heading before. */
function withPageHeadingLevels(version: WebVersion): WebVersion {
  let previous = 1;
  return {
    ...version,
    pages: version.pages.map((page) => ({
      ...page,
      blocks: page.blocks.map((block) => {
        if (block.kind !== 'heading') return block;
        previous = Math.min(6, block.level + 1, previous + 1);
        return { ...block, level: previous as 2 | 3 | 4 | 5 | 6 };
      }),
    })),
  };
}

function Block({ block }: { block: WebBlock }) {
  switch (block.kind) {
    case 'heading': {
      const Tag = `h${block.level}` as const;
      return <Tag>{block.text}</Tag>;
    }
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return <List items={block.items} />;
    case 'figure':
      return <p className="web-version__figure">{block.alternative ? `Figure: ${block.alternative}` : 'Figure (the PDF gives no description of it).'}</p>;
    case 'table':
      return (
        <table>
          {block.caption && <caption>{block.caption}</caption>}
          {block.head.length > 0 && (
            <thead>
              {block.head.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, column) => (
                    <th key={column} scope="col">
                      {cell.text}
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
          )}
          <tbody>
            {block.body.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) =>
                  cell.header ? (
                    <th key={column} scope="row">
                      {cell.text}
                    </th>
                  ) : (
                    <td key={column}>{cell.text}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

function List({ items }: { items: WebListItem[] }) {
  return (
    <ul>
      {items.map((item, index) => (
        <li key={index}>
          {item.text}
          {item.items && <List items={item.items} />}
        </li>
      ))}
    </ul>
  );
}
