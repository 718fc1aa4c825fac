/** Accept a caller's request id only if it is short and plain, so it cannot forge log lines. */
const acceptableRequestId = /^[A-Za-z0-9._-]{8,100}$/;

/**
 * The id a request is known by in the logs and in its answer: a trusted proxy's `x-request-id`
 * when it sent a plain one, otherwise a new one.
 */
export function requestIdFor(incoming: string | null | undefined): string {
  return incoming && acceptableRequestId.test(incoming) ? incoming : crypto.randomUUID();
}
