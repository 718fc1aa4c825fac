'use client';

import { useRefreshEvery } from '@/components/live-refresh';

/** While a submission is being processed, asks the server for the page again every few seconds. */
export function StatusRefresher({ pending }: { pending: boolean }) {
  useRefreshEvery(2_000, pending);
  return null;
}
