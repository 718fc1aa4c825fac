import { analysePdf } from './analyse';
import { PdfAnalysisError } from './limits';

/**
 * The checker process bounded.ts forks: one PDF at a time arrives as a message ({ id, bytes }),
 * one answer goes back ({ id, ok, analysis } or { id, ok: false, kind, message }). Whatever a file
 * does to this process (a stack overflow, memory, a hang), the worker that forked it stays up.
 */
process.on('message', async (message: { id: number; bytes: Uint8Array }) => {
  try {
    const analysis = await analysePdf(message.bytes);
    process.send?.({ id: message.id, ok: true, analysis });
  } catch (error) {
    const known = error instanceof PdfAnalysisError;
    process.send?.({
      id: message.id,
      ok: false,
      kind: known ? error.kind : 'unreadable',
      message: known ? error.message : `it could not be read (${(error as Error).message})`,
    });
  }
});
