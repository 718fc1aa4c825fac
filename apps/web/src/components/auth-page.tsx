import type { ReactNode } from 'react';

/** The frame of every /auth page: a narrow column with a heading. */
export function AuthPage({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="container content-page auth-page">
      <h1>{heading}</h1>
      {children}
    </div>
  );
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** One query parameter as a string (the first, if repeated). */
export async function param(searchParams: SearchParams, name: string): Promise<string | undefined> {
  const value = (await searchParams)[name];
  return Array.isArray(value) ? value[0] : value;
}
