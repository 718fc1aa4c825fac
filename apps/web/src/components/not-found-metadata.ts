import type { Metadata } from 'next';

/** The not-found page's title and description, wherever it is drawn (status-pages.tsx is a client module, so not there). */
export const notFoundMetadata: Metadata = {
  title: 'Page not found',
  description: 'The page you were looking for is not on the VTrans website.',
};
