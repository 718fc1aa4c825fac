/**
 * Where each worker leaves a snapshot of its metrics (prom-client JSON) for the web app's
 * /api/metrics to add up; the worker writes, the web app reads every key of the pattern.
 */
export const workerMetricsKey = (prefix: string, instanceId: string) => `${prefix}:metrics:worker:${instanceId}`;
export const workerMetricsKeyPattern = (prefix: string) => `${prefix}:metrics:worker:*`;
