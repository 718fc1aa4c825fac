import { createDeflate } from 'node:zlib';

/**
 * PDFs made to hurt a reader, written byte by byte so nothing repairs them on the way: a deep
 * object graph, a decompression bomb and a broken cross-reference table (issue 37).
 */

/** A PDF file from its objects' bodies (object n is objects[n-1]), with a correct xref unless told otherwise. */
export function pdfFile(objects: (string | Buffer)[], options: { xrefOffset?: number; corruptXref?: boolean } = {}): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(chunk);
    length += chunk.length;
  });
  const rows = offsets.map((offset) => `${String(options.corruptXref ? offset + 7 : offset).padStart(10, '0')} 00000 n \n`);
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows.join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${options.xrefOffset ?? length}\n%%EOF\n`;
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

const page = (content: string, extra = '') => [
  '<< /Type /Catalog /Pages 2 0 R' + extra + ' >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>',
  `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
];

/** Arrays nested `depth` deep in the catalog: a recursive parser runs out of stack. */
export function deepObjectGraph(depth = 200_000): Buffer {
  const [catalog, ...rest] = page('BT /F1 12 Tf 72 720 Td (Deep) Tj ET');
  return pdfFile([catalog!.replace(' >>', ` /Deep ${'['.repeat(depth)}${']'.repeat(depth)} >>`), ...rest]);
}

/** A metadata stream of `megabytes` of zeros that deflates to about a thousandth of that. */
export async function decompressionBomb(megabytes = 2_048): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const zeros = Buffer.alloc(16 * 1024 * 1024);
  for (let written = 0; written < megabytes; written += 16) {
    if (!deflate.write(zeros)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const stream = Buffer.concat(compressed);
  const objects: (string | Buffer)[] = page('BT /F1 12 Tf 72 720 Td (Bomb) Tj ET', ' /Metadata 5 0 R');
  objects.push(
    Buffer.concat([
      Buffer.from(`<< /Type /Metadata /Subtype /XML /Filter /FlateDecode /Length ${stream.length} >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
  );
  return pdfFile(objects);
}

/** A cross-reference table whose every offset is wrong, and a startxref that points past the end. */
export function malformedXref(): Buffer {
  return pdfFile(page('BT /F1 12 Tf 72 720 Td (Broken) Tj ET'), { corruptXref: true, xrefOffset: 999_999 });
}
