'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** While a submission is being processed, asks the server for the page again every few seconds. */
export function StatusRefresher({ pending }: { pending: boolean }) {
  const router = useRouter();
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => router.refresh(), 2_000);
    return () => clearInterval(timer);
  }, [pending, router]);
  return null;
}
