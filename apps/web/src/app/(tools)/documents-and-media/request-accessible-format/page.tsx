import { sitePaths } from '@vtrans/contracts/site-paths';
import type { Metadata } from 'next';
import Link from 'next/link';
import { AccessibilityRequestFormView } from '@/components/documents/accessibility-request-form';
import { documentByFileName } from '@/server/domain/documents';

type Props = { searchParams: Promise<{ file?: string | string[] }> };

export const metadata: Metadata = {
  title: 'Request an accessible format',
  description: 'Ask for a VTrans document in a format you can use: an accessible PDF, a web page, large print, braille or audio.',
};

/**
 * The form a reader reaches from the accessibility notice's "Request Assistance" (or a document's
 * page): the document named, what they need, how to reach them; answered within 15 working days.
 */
export default async function RequestAccessibleFormatPage({ searchParams }: Props) {
  const { file } = await searchParams;
  const document = await documentByFileName(file);
  return (
    <div className="container content-page">
      <h1>Request an accessible format</h1>
      {document ? (
        <>
          <p className="lead">
            {/* Named by its title, as the library names it (issue 58: the file's name read as a code); the file's name after it, for a reader who has the PDF. */}
            Tell us how you would like to read <Link href={sitePaths.document(document.id)}>{document.title}</Link> (the file{' '}
            <span className="file-name">{document.file_name}</span>). Staff will send it to you within 15 working days, and sooner when they can.
          </p>
          <AccessibilityRequestFormView
            documentId={document.id}
            documentTitle={document.title}
            permalink={sitePaths.accessibleFormatRequest(document.file_name)}
          />
        </>
      ) : (
        <p className="lead">
          Choose the document you need from the <Link href="/documents-and-media">documents and media library</Link>: each document’s page has a link to request
          it in another format. For anything else, <Link href="/get-involved/contact-us">contact us</Link>.
        </p>
      )}
    </div>
  );
}
