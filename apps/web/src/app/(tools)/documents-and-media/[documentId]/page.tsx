import { isoToUsDate, virginiaDateTime } from '@vtrans/contracts/dates';
import { documentAccessibilityState } from '@vtrans/contracts/pdf-accessibility';
import { pathIn } from '@vtrans/contracts/languages';
import { sitePaths } from '@vtrans/contracts/site-paths';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AccessibilityProblems, AccessibilityState } from '@/components/documents/accessibility-state';
import { formatBytes } from '@/lib/format-bytes';
import { documentPage } from '@/server/domain/documents';

type Props = { params: Promise<{ documentId: string }> };

async function load(params: Props['params']) {
  const document = await documentPage((await params).documentId);
  if (!document) notFound();
  return document;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const document = await load(params);
  return { title: document.title, description: document.description || `${document.title}: the document, its accessibility and a web version.` };
}

/**
 * A document's own page (issue 37): what it is, the file, its accessibility in words with the
 * problems the check found, its web version, and how to ask for another format.
 */
export default async function DocumentPage({ params }: Props) {
  const document = await load(params);
  const fileHref = sitePaths.resource(document.file_name);
  const state = documentAccessibilityState(document);
  return (
    <div className="container content-page">
      <p>
        <Link href={document.archived ? '/archive/past-vtrans-plans' : '/documents-and-media'}>
          {document.archived ? 'Past VTrans plans' : 'Documents and media'}
        </Link>
      </p>
      <h1>{document.title}</h1>
      {document.description && <p className="lead">{document.description}</p>}
      <dl className="facts">
        <dt>Published</dt>
        <dd>{isoToUsDate(document.published_on)}</dd>
        <dt>File</dt>
        <dd>
          <a href={fileHref}>
            {document.file_name} ({document.file_type.toUpperCase()}, {formatBytes(Number(document.size_bytes))})
          </a>
        </dd>
        <dt>Accessibility</dt>
        <dd>
          <AccessibilityState document={document} />
          {document.accessibility_checked_at && <span className="muted"> · checked {virginiaDateTime(document.accessibility_checked_at)}</span>}
        </dd>
      </dl>
      {document.web_version && (
        <p>
          <a className="button" href={sitePaths.documentWebPage(document.id)}>
            Read as a web page
          </a>
        </p>
      )}
      <section aria-labelledby="document-accessibility">
        <h2 id="document-accessibility">Accessibility of this file</h2>
        {state === 'verified' && (
          <p>
            This file passes the automated checks, and staff have checked what those cannot see: that its reading order makes sense, that each image&rsquo;s
            text says what it shows, and that its headings and tables say what they are.
          </p>
        )}
        {state === 'problems' && (
          <>
            <p>The automated checks found these problems:</p>
            <AccessibilityProblems document={document} />
          </>
        )}
        {state === 'details' && (
          <>
            <p>
              The automated checks found nothing that stops a reader, but the file misses details of PDF/UA, the standard for accessible PDFs. Assistive
              technology may handle it less well than a file that meets them.
            </p>
            <AccessibilityProblems document={document} />
          </>
        )}
        {state === 'passes' && (
          <p>
            This file passes{' '}
            {document.accessibility_checks?.length ? `the ${document.accessibility_checks.length} automated checks we run` : 'the automated checks'}. Staff have
            not yet confirmed what automated checks cannot see, such as reading order and the meaning of images.
          </p>
        )}
        {(state === 'passes' || state === 'details' || state === 'problems') && (
          <p>
            <Link href={sitePaths.pdfChecks}>What our automated checks look at, and what they cannot judge</Link>
          </p>
        )}
        {state === 'pending' && <p>This file has not been checked yet. Its check runs within minutes of its upload.</p>}
        {state === 'not-checked' && <p>Only PDF files are checked automatically.</p>}
        {/* On every document's page, an accessible one's too: "accessible" by our checks may still not suit a reader's needs. */}
        <p>
          If you need this document in another format, such as an accessible PDF, large print, braille or audio,{' '}
          <Link href={sitePaths.accessibleFormatRequest(document.file_name)}>request an accessible format</Link>. We answer within 15 working days.{' '}
          {/* Issue 62: the request in Spanish, for this document; its e-mails come in Spanish. */}
          <Link href={pathIn('es', sitePaths.accessibleFormatRequest(document.file_name))} lang="es" hrefLang="es">
            Solicite un formato accesible (en español)
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
