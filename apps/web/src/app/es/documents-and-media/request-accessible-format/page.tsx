import { pathIn } from '@vtrans/contracts/languages';
import { sitePaths } from '@vtrans/contracts/site-paths';
import type { Metadata } from 'next';
import Link from 'next/link';
import { AccessibilityRequestFormView } from '@/components/documents/accessibility-request-form';
import { HelpByPhone } from '@/components/spanish/help-by-phone';
import { webEnv } from '@/env';
import { spanishPages } from '@/lib/editions';
import { documentByFileName } from '@/server/domain/documents';

type Props = { searchParams: Promise<{ file?: string | string[] }> };

const page = spanishPages.get('/documents-and-media/request-accessible-format')!;

export const metadata: Metadata = { title: page.title, description: page.description };

/**
 * The accessible-format request in Spanish (issue 62), reached from the accessibility notice on a
 * Spanish page ("Pedir ayuda") or from a document's page: the document named (its title is
 * English, and marked so), the form in Spanish. The request records that it was made here, so the
 * receipt and the e-mail that says it is done are in Spanish, and staff are told to write in it.
 */
export default async function SpanishRequestAccessibleFormatPage({ searchParams }: Props) {
  const { file } = await searchParams;
  const document = await documentByFileName(file);
  return (
    <div className="container content-page">
      <h1>{page.title}</h1>
      {document ? (
        <>
          <p className="lead">
            Díganos cómo quiere leer{' '}
            <Link href={sitePaths.document(document.id)} lang="en">
              {document.title}
            </Link>{' '}
            (el archivo <span className="file-name">{document.file_name}</span>). El personal se lo enviará en un plazo de 15 días hábiles, y antes si puede.
          </p>
          <p>Los documentos de VTrans están escritos en inglés. Si necesita este documento en español, díganoslo en el último campo del formulario.</p>
          <AccessibilityRequestFormView
            documentId={document.id}
            documentTitle={document.title}
            permalink={pathIn('es', sitePaths.accessibleFormatRequest(document.file_name))}
            language="es"
          />
        </>
      ) : (
        <p className="lead">
          Elija el documento que necesita en la <Link href="/documents-and-media">biblioteca de documentos</Link> (en inglés): la página de cada documento tiene
          un enlace para pedirlo en otro formato, en español. Para cualquier otra cosa, <Link href="/es/get-involved/contact-us">escríbanos</Link>.
        </p>
      )}
      <HelpByPhone phone={webEnv().ACCESSIBILITY_PHONE} />
    </div>
  );
}
