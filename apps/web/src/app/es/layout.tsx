import type { ReactNode } from 'react';
import { SpanishShell } from '@/components/shell/spanish-shell';

/** The Spanish edition (issue 62): the same addresses under /es, in its own frame. */
export default function Layout({ children }: { children: ReactNode }) {
  return <SpanishShell>{children}</SpanishShell>;
}
