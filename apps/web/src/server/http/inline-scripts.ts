import { scriptHashSource } from '../../third-party';

/** Script types a browser runs; anything else (JSON-LD, a template) is data, outside the policy. */
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);

/**
 * Inline scripts as the browser tokenises them: a script's text is raw, and ends at the first
 * `</script` (React and Next escape `<` inside what they emit, so it cannot end early).
 */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP hash sources of the inline scripts a page runs, each once, with the nonce of the render
 * that produced the page taken off its script elements (it authorised that one response only).
 */
export function inlineScriptHashes(html: string, renderNonce: string | undefined): { html: string; hashes: string[] } {
  const body = renderNonce ? html.replaceAll(` nonce="${renderNonce}"`, '') : html;
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of body.matchAll(scriptElement)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (executableTypes.has(type)) hashes.add(scriptHashSource(text));
  }
  return { html: body, hashes: [...hashes] };
}
