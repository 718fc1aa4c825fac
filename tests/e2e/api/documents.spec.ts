import { expect, test } from '@playwright/test';
import { runDatabase } from '../run-database';

const db = runDatabase();

type Doc = {
  id: string;
  title: string;
  fileName: string;
  url: string;
  fileUrl: string;
  sizeBytes: number;
  accessible: boolean;
  archived: boolean;
  tags: string[];
};

test('the documents, tags and links APIs list the public documents only', async ({ request }) => {
  const documents: Doc[] = (await (await request.get('/api/azure/documents')).json()).data;
  // Every document that is not hidden, as the database holds them now (other tests upload and remove theirs).
  const inLibrary = await db().selectFrom('documents').select(['file_name', 'accessible']).where('hidden', '=', false).execute();
  expect(documents.map((document) => document.fileName).sort()).toEqual(inLibrary.map((document) => document.file_name).sort());
  expect(documents.map((document) => document.fileName)).not.toContain('Draft_Needs_Review_Notes.pdf');
  const accessible = documents
    .filter((document) => document.accessible)
    .map((document) => document.fileName)
    .sort();
  expect(accessible).toEqual(
    inLibrary
      .filter((document) => document.accessible)
      .map((document) => document.file_name)
      .sort(),
  );
  // The seeded accessible ones among them.
  expect(accessible).toEqual(
    expect.arrayContaining([
      'GAP-TA_Program_Guidance_FY23.pdf',
      'GAP-TA_Program_Guidance_FY25.pdf',
      'VTrans_Long-term_Technical_Guide.pdf',
      'VTrans_Policies_and_Statutory_Requirements.pdf',
      'VTrans_Policy_Guide.pdf',
    ]),
  );
  const tags: { name: string; count: number }[] = (await (await request.get('/api/azure/tags')).json()).data;
  expect(tags.find((tag) => tag.name === 'Freight')?.count).toBe(documents.filter((document) => document.tags.includes('Freight')).length);
  const links = (await (await request.get('/api/azure/links')).json()).data;
  expect(links).toContainEqual({ title: 'Virginia Freight Element (2022)', href: '/resources/Virginia_Freight_Element_2022.pdf', accessible: false });
});

test('a document’s file streams with its content type, byte ranges and cache headers', async ({ request }) => {
  const documents: Doc[] = (await (await request.get('/api/azure/documents')).json()).data;
  const freight = documents.find((document) => document.fileName === 'Virginia_Freight_Element_2022.pdf')!;

  const whole = await request.get(freight.fileUrl);
  expect(whole.status()).toBe(200);
  expect(whole.headers()).toMatchObject({ 'content-type': 'application/pdf', 'accept-ranges': 'bytes', 'cache-control': 'public, max-age=3600, no-transform' });
  const bytes = await whole.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBe(freight.sizeBytes);

  const part = await request.get(freight.fileUrl, { headers: { range: 'bytes=5-14' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 5-14/${freight.sizeBytes}`);
  expect((await part.body()).equals(bytes.subarray(5, 15))).toBe(true);
  const tail = await request.get(freight.url, { headers: { range: 'bytes=-8' } });
  expect(tail.status()).toBe(206);
  expect((await tail.body()).equals(bytes.subarray(bytes.length - 8))).toBe(true);

  const beyond = await request.get(freight.fileUrl, { headers: { range: `bytes=${freight.sizeBytes + 10}-` } });
  expect(beyond.status()).toBe(416);
  expect(beyond.headers()['content-range']).toBe(`bytes */${freight.sizeBytes}`);
  const again = await request.get(freight.fileUrl, { headers: { 'if-none-match': whole.headers().etag! } });
  expect(again.status()).toBe(304);

  expect((await request.get('/api/documents/not-an-id/file')).status()).toBe(400);
  expect((await request.get('/api/documents/00000000-0000-4000-8000-000000000000/file')).status()).toBe(404);
  expect((await request.get('/resources/No_Such_File.pdf')).status()).toBe(404);
});
