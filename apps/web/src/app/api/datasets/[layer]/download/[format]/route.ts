import { DownloadParams } from '@vtrans/contracts/open-data';
import { layerDownload } from '@/server/domain/layer-downloads';
import { envelope, withRoute } from '@/server/http/route';
import { storedFileResponse } from '@/server/http/stored-file';

// GET /api/datasets/{layer}/download/{format} — a published layer as a file (geojson, gpkg,
// shapefile, csv or kml), written by the worker when the layer changes (a file not written yet is a
// 503 with Retry-After). The address stays
// the same across versions; the ETag names the version, so a client revalidates (no-cache) and a
// new approval is what it gets on its next request.
export const GET = withRoute({ params: DownloadParams }, async ({ request, params }) => {
  const download = await layerDownload(params.layer, params.format);
  if (!download) return envelope(404, null, `No published dataset "${params.layer}".`);
  return storedFileResponse(request, {
    key: download.key,
    size: download.size,
    etag: `"${download.version}-${params.format}"`,
    contentType: download.contentType,
    disposition: 'attachment',
    fileName: download.fileName,
    cacheControl: 'public, no-cache',
  });
});
