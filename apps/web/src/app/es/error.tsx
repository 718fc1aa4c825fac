'use client';

// Inside the Spanish frame: the error page speaks the edition of the page that failed.
export { PageError as default } from '@/components/page-error';
