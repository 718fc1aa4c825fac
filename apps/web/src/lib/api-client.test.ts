import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, buildQueryString, createApiClient } from './api-client';

/** A real HTTP server that answers whatever the current test scripts; requests are recorded. */
let reply: { status: number; body?: unknown; raw?: string } = { status: 200, body: null };
const received: { method: string; url: string; body: string; csrf: string }[] = [];
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', body, csrf: String(request.headers['x-csrf-token'] ?? '') });
      response.statusCode = reply.status;
      response.setHeader('content-type', 'application/json');
      response.end(reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

const envelope = (status: number, data: unknown, message = '') => ({ status, statusReason: 'reason', message, data });

describe('buildQueryString (spec §5)', () => {
  it('keeps only truthy values and sends objects as JSON', () => {
    expect(buildQueryString({ a: 'x', empty: '', zero: 0, no: false, nothing: null, gone: undefined, n: 5, yes: true, o: { k: [1] } })).toBe(
      '?a=x&n=5&yes=true&o=%7B%22k%22%3A%5B1%5D%7D',
    );
  });

  it('is empty when nothing is truthy', () => {
    expect(buildQueryString({ layerName: '', layerID: 0 })).toBe('');
    expect(buildQueryString()).toBe('');
  });
});

describe('createApiClient (spec §7)', () => {
  it('sends every method, with a JSON body when given', async () => {
    const client = createApiClient({ baseUrl });
    reply = { status: 200, body: envelope(200, null) };
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const) {
      await client.request(method, '/api/thing', method === 'POST' ? { body: { id: 1 } } : {});
    }
    expect(received.map((request) => request.method)).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
    expect(received[1]?.body).toBe('{"id":1}');
  });

  it('unwraps the envelope and remembers the last status, message and reason', async () => {
    const client = createApiClient({ baseUrl });
    reply = { status: 200, body: { status: 200, statusReason: 'OK', message: 'fine', data: [1, 2] } };
    expect(await client.request('GET', '/api/x')).toEqual({ status: 200, statusReason: 'OK', message: 'fine', data: [1, 2] });
    expect(client.context).toEqual({ lastStatus: 200, lastMessage: 'fine', lastStatusReason: 'OK' });
  });

  it('falls back to the raw response when there is no envelope', async () => {
    const client = createApiClient({ baseUrl });
    reply = { status: 202, body: { plain: true } };
    expect(await client.request('GET', '/api/raw')).toEqual({ status: 202, statusReason: 'Accepted', message: '', data: { plain: true } });
    reply = { status: 200, raw: 'not json' };
    expect((await client.request('GET', '/api/text')).data).toBe('not json');
  });

  it('throws an error with status 500 for any status of 500 or above', async () => {
    const client = createApiClient({ baseUrl });
    for (const status of [500, 502, 503]) {
      reply = { status, body: envelope(status, null, 'down') };
      const error = await client.request('GET', '/api/x').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(500);
    }
    expect(client.context.lastStatus).toBe(503);
  });

  it('emits unauthorized on 401 and still returns the result', async () => {
    const client = createApiClient({ baseUrl });
    let emitted = 0;
    client.onUnauthorized(() => (emitted += 1));
    reply = { status: 401, body: envelope(401, null, 'Sign in first') };
    expect((await client.request('GET', '/api/x')).status).toBe(401);
    reply = { status: 403, body: envelope(403, null) };
    expect((await client.request('GET', '/api/x')).status).toBe(403);
    expect(emitted).toBe(1);
  });
});

describe('data calls (spec §8 messages)', () => {
  const cases: [string, (client: ReturnType<typeof createApiClient>) => Promise<unknown>][] = [
    ['Failed to fetch announcements', (c) => c.getAnnouncements()],
    ['Failed to fetch article', (c) => c.getArticle('a')],
    ['Failed to fetch events', (c) => c.getEvents()],
    ['Failed to fetch statutory requirements', (c) => c.getStatutoryRequirements()],
    ['Failed to fetch InteractVTrans statistics', (c) => c.getStatistics()],
    ['Failed to fetch InteractVTrans version info', (c) => c.getVersions()],
    ["Failed to fetch 'Did You Know' facts", (c) => c.getDidYouKnow()],
    ['Failed to fetch Strategic Actions', (c) => c.getStrategicActions()],
    ['Failed to fetch Survey Timeline', (c) => c.getSurveyTimeline()],
    ['Failed to fetch GAP-TA Studies', (c) => c.getGapTaStudies()],
    ['Failed to fetch Layer Metadata', (c) => c.getLayerMetadata()],
    ['Failed to fetch LTROR data', (c) => c.getRiskRegister()],
    ['Failed to fetch updates', (c) => c.getUpdates()],
    ['Failed to fetch by-the-numbers data', (c) => c.getByTheNumbers()],
    ["Failed to fetch What's New data", (c) => c.getWhatsNew()],
    ['Failed to fetch layer', (c) => c.getLayer()],
    ['Failed to fetch submission', (c) => c.getSubmission()],
    ['Failed to fetch listing', (c) => c.getListing()],
  ];

  it.each(cases)('a non-200 answer raises "%s"', async (message, call) => {
    reply = { status: 404, body: envelope(404, null) };
    await expect(call(createApiClient({ baseUrl }))).rejects.toThrow(new Error(message));
  });

  it('returns the data of a 200 answer', async () => {
    reply = { status: 200, body: envelope(200, [{ Title: 'T', Intro: 'I' }]) };
    expect(await createApiClient({ baseUrl }).getUpdates()).toEqual([{ Title: 'T', Intro: 'I' }]);
  });

  it('sends the spec defaults of layer and submission lookups as no parameters at all', async () => {
    reply = { status: 200, body: envelope(200, {}) };
    const client = createApiClient({ baseUrl });
    await client.getLayer();
    await client.getSubmission(3);
    expect(received.map((request) => request.url)).toEqual(['/api/spatial-data/layer', '/api/spatial-data/submission?layerID=3']);
  });

  it('sends the spatial-data staff calls with the csrf token and raises the spec’s messages when refused', async () => {
    const client = createApiClient({ baseUrl });
    reply = { status: 201, body: envelope(201, { submissionID: 7, status: 'in_review' }) };
    expect(await client.insertSubmissionStatus({ submissionID: 7, status: 'in_review' }, 'token-1')).toEqual({ submissionID: 7, status: 'in_review' });
    expect(received.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/spatial-data/submission/status',
      body: '{"submissionID":7,"status":"in_review"}',
      csrf: 'token-1',
    });
    reply = { status: 409, body: envelope(409, { reason: 'no' }, 'A submission that is approved cannot become in review.') };
    await expect(client.insertSubmissionStatus({ submissionID: 7, status: 'in_review' }, 't')).rejects.toThrow('Failed to insert submission status record');
    await expect(client.updateSubmissionStatus({ submissionID: 7, status: 'in_review' }, 't')).rejects.toThrow('Failed to update submission status record');
    expect(received.at(-1)!.method).toBe('PUT');
    await expect(client.initializeGeoprocessorJob(7, 't')).rejects.toThrow('Failed to initialize geoproccessor job');
    reply = { status: 202, body: envelope(202, { submissionID: 7, status: 'processing' }) };
    expect(await client.initializeGeoprocessorJob(7, 't')).toEqual({ submissionID: 7, status: 'processing' });
  });

  it('maps an interactive query 404 to null and other failures to an error', async () => {
    const client = createApiClient({ baseUrl });
    reply = { status: 404, body: envelope(404, null) };
    expect(await client.getInteractiveQuery('abc')).toBeNull();
    reply = { status: 400, body: envelope(400, null) };
    await expect(client.getInteractiveQuery('abc')).rejects.toThrow('Failed to fetch interactive query');
    reply = { status: 200, body: envelope(200, { zoom: 7 }) };
    expect(await client.getInteractiveQuery('abc')).toEqual({ zoom: 7 });
  });
});
