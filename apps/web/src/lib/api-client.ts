/**
 * The browser-side API client (spec §7 'Generic client behaviour', §5 query strings, §8 messages).
 * Every component that calls /api goes through this file.
 */

import type { CommodityFlowAnswer } from '@vtrans/contracts/freight';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

export interface ApiResult<Data> {
  status: number;
  statusReason: string;
  message: string;
  data: Data;
}

/** Thrown for any response of 500 or above; its status is always 500 (spec §7). */
export class ApiError extends Error {
  readonly status = 500;
  constructor(message: string) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What the client remembers about the last response (spec §3 'Client context'). */
export interface ClientContext {
  lastStatus: number | null;
  lastMessage: string | null;
  lastStatusReason: string | null;
}

/**
 * A query string of only the parameters with truthy values — empty strings, zero, false, null and
 * undefined are left out (spec §5) — with objects sent as JSON. Returns '' or '?a=1&b=2'.
 */
export function buildQueryString(params: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (!value) continue;
    search.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

function isEnvelope(body: unknown): body is ApiResult<unknown> {
  return typeof body === 'object' && body !== null && 'status' in body && 'data' in body;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
}

export function createApiClient({ baseUrl = '', fetch: fetchImpl = globalThis.fetch.bind(globalThis) }: ApiClientOptions = {}) {
  const context: ClientContext = { lastStatus: null, lastMessage: null, lastStatusReason: null };
  const events = new EventTarget();

  /**
   * Sends any method and accepts every status. The envelope {status, statusReason, message, data}
   * is unwrapped, falling back to the raw response. 500 and above throw; 401 also emits
   * 'unauthorized'; every other status is returned for the caller to judge.
   */
  async function request<Data = unknown>(
    method: HttpMethod,
    path: string,
    options: { query?: Record<string, unknown>; body?: unknown; csrfToken?: string } = {},
  ): Promise<ApiResult<Data>> {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.csrfToken) headers['x-csrf-token'] = options.csrfToken;
    const response = await fetchImpl(`${baseUrl}${path}${buildQueryString(options.query)}`, {
      method,
      credentials: 'same-origin',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const body = method === 'HEAD' ? null : await readBody(response);
    const result: ApiResult<Data> = isEnvelope(body)
      ? {
          status: body.status ?? response.status,
          statusReason: body.statusReason ?? response.statusText,
          message: body.message ?? '',
          data: body.data as Data,
        }
      : { status: response.status, statusReason: response.statusText, message: '', data: body as Data };

    context.lastStatus = result.status;
    context.lastMessage = result.message;
    context.lastStatusReason = result.statusReason;
    if (result.status >= 500) throw new ApiError(result.message || result.statusReason || 'Server error');
    if (result.status === 401) events.dispatchEvent(new Event('unauthorized'));
    return result;
  }

  /** A call whose answer must have `status`; any other raises `failure` (spec §8), with the answer as its cause. */
  async function expectStatus<Data>(call: Promise<ApiResult<Data>>, status: number, failure: string): Promise<Data> {
    const result = await call;
    if (result.status !== status) throw new Error(failure, { cause: result });
    return result.data;
  }

  /** GET whose non-200 answer raises `failure` (the spec's §8 message). */
  function fetchData<Data>(path: string, failure: string, query?: Record<string, unknown>): Promise<Data> {
    return expectStatus(request<Data>('GET', path, { query }), 200, failure);
  }

  return {
    request,
    context,
    onUnauthorized(listener: () => void) {
      events.addEventListener('unauthorized', listener);
      return () => events.removeEventListener('unauthorized', listener);
    },
    getAnnouncements: () => fetchData('/api/announcements', 'Failed to fetch announcements'),
    getArticle: (article: string) => fetchData('/api/article', 'Failed to fetch article', { article }),
    getEvents: () => fetchData('/api/events', 'Failed to fetch events'),
    getStatutoryRequirements: () => fetchData('/api/statutory-requirements', 'Failed to fetch statutory requirements'),
    getStatistics: () => fetchData('/api/interactvtrans/statistics', 'Failed to fetch InteractVTrans statistics'),
    getVersions: () => fetchData('/api/interactvtrans/versions', 'Failed to fetch InteractVTrans version info'),
    getDidYouKnow: () => fetchData('/api/did-you-know', "Failed to fetch 'Did You Know' facts"),
    getStrategicActions: () => fetchData('/api/strategic-actions', 'Failed to fetch Strategic Actions'),
    getSurveyTimeline: () => fetchData('/api/survey-timeline', 'Failed to fetch Survey Timeline'),
    getGapTaStudies: () => fetchData('/api/gap-ta-studies', 'Failed to fetch GAP-TA Studies'),
    getLayerMetadata: () => fetchData('/api/map-explorer/get-layer-metadata', 'Failed to fetch Layer Metadata'),
    getRiskRegister: () => fetchData('/api/LTROR', 'Failed to fetch LTROR data'),
    getUpdates: () => fetchData('/api/updates', 'Failed to fetch updates'),
    getByTheNumbers: () => fetchData('/api/by-the-numbers', 'Failed to fetch by-the-numbers data'),
    getWhatsNew: () => fetchData('/api/whats-new', "Failed to fetch What's New data"),
    /** Spec §5: lookups default to an empty name and id 0 (which the query-string rule then omits). */
    getLayer: (layerName = '', layerID = 0) => fetchData('/api/spatial-data/layer', 'Failed to fetch layer', { layerName, layerID }),
    getSubmission: (layerID = 0, userID = 0, submissionID = 0) =>
      fetchData('/api/spatial-data/submission', 'Failed to fetch submission', { layerID, userID, submissionID }),
    getListing: (userID = 0) => fetchData('/api/spatial-data/listing', 'Failed to fetch listing', { userID }),
    /** Spec §7: a 404 means the saved query does not exist (null); any other non-200 is an error. */
    async getInteractiveQuery<Query>(id: string): Promise<Query | null> {
      const result = await request<Query>('GET', `/api/interactive-query/${encodeURIComponent(id)}`);
      if (result.status === 404) return null;
      if (result.status !== 200) throw new Error('Failed to fetch interactive query');
      return result.data;
    },
    /** Staff calls of spec §7 'Spatial data'; a refusal raises the spec's §8 message, the answer as its cause. */
    insertSubmissionStatus: (change: { submissionID: number; status: string; note?: string }, csrfToken: string) =>
      expectStatus(request('POST', '/api/spatial-data/submission/status', { body: change, csrfToken }), 201, 'Failed to insert submission status record'),
    updateSubmissionStatus: (change: { submissionID: number; status: string; note?: string }, csrfToken: string) =>
      expectStatus(request('PUT', '/api/spatial-data/submission/status', { body: change, csrfToken }), 201, 'Failed to update submission status record'),
    initializeGeoprocessorJob: (submissionID: number, csrfToken: string) =>
      expectStatus(request('POST', '/api/geoprocessor/initialize-job', { body: { submissionID }, csrfToken }), 202, 'Failed to initialize geoproccessor job'),
    /** Freight charts' data; the spec gives these calls no message, so the caller shows the server's. */
    getCommodityFlow: (query: Record<string, unknown>) => request<CommodityFlowAnswer>('GET', '/api/freight/commodity-flow', { query }),
    /** Saves a map view; answers the id a URL can carry. */
    async saveInteractiveQuery(query: unknown): Promise<string> {
      const result = await request<{ id: string }>('POST', '/api/interactive-query', { body: query });
      if (result.status !== 201) throw new Error(result.message || 'Failed to save the map view');
      return result.data.id;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The one client the browser uses. */
export const api = createApiClient();
