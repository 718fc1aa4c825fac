import 'server-only';
import type { GapTaApplicationStatus } from '@vtrans/contracts';
import { findGapTaApplication, listGapTaApplications, listSuppressions, listUsers } from '@vtrans/db';
import { readForPage } from './db';

// What the admin pages read. Each page checks its role first (requirePageRole).

/** Everyone with an account, with role and locality. */
export const usersData = (search = '') => readForPage(listUsers, search);

/** GAP-TA applications, newest first, of one status when given. */
export const gapTaApplicationsData = (status?: GapTaApplicationStatus) => readForPage(listGapTaApplications, { status });

/** One application with its area; null when unknown. */
export const gapTaApplicationData = (id: number) => readForPage(findGapTaApplication, id);

/** Suppressed addresses, newest first, narrowed by `q`. */
export const suppressionsData = (q?: string) => readForPage(listSuppressions, q);
