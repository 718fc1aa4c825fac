import { AppError } from '@vtrans/contracts/errors';
import { findAccessibleFileByToken } from '@vtrans/db';
import { z } from 'zod';
import { withRoute } from '@/server/http/route';
import { storedFileResponse } from '@/server/http/stored-file';

/** What a browser is told each kind of accessible file is; anything else is plain bytes to save. */
const contentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  rtf: 'application/rtf',
  txt: 'text/plain; charset=utf-8',
  epub: 'application/epub+zip',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  m4b: 'audio/mp4',
  wav: 'audio/wav',
  zip: 'application/zip',
};

// GET /api/accessible-formats/file?token= — the accessible file staff sent a reader (issue 59),
// through the link in that reader's e-mail only (its token is kept hashed), for 30 days. Always a
// download: an HTML file sent as a format is not rendered on the site's own address.
export const GET = withRoute(
  { query: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'expected the link from your e-mail') }) },
  async ({ request, query, db }) => {
    const file = await findAccessibleFileByToken(db, query.token);
    if (!file?.file_key || !file.file_name || !file.file_bytes) {
      throw new AppError('not-found', 'This link is not valid, or it has expired. Reply to the e-mail it came in, and we will send the file again.');
    }
    return storedFileResponse(request, {
      key: file.file_key,
      size: file.file_bytes,
      etag: `"${file.file_key.split('/').at(-1)}"`,
      contentType: contentTypes[file.file_name.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream',
      disposition: 'attachment',
      fileName: file.file_name,
      cacheControl: 'private, no-store',
    });
  },
);
