import { type ThirdPartyConfig, thirdPartySnippets } from '@/third-party';

/**
 * Each configured third-party script, as plain script elements in the page's HTML; none when
 * unset. Plain elements, not next/script: its loader (about 1.6 kB gzip) would reach every
 * visitor's browser whether or not any third party is configured, and nothing here needs it — the
 * external files load `async`, and the inline snippets run as the page is read, each allowed by
 * the hash of exactly its text (thirdPartySnippets; the Content-Security-Policy lists them). The
 * snippets of the scripts that wait for the page's load (the Meta pixel, the translate widget)
 * say so in their own text.
 */
export function ThirdPartyScripts({ config }: { config: ThirdPartyConfig }) {
  const snippets = new Map(thirdPartySnippets(config).map(({ id, code }) => [id, code]));
  const inline = (id: string) => <script id={id} dangerouslySetInnerHTML={{ __html: snippets.get(id)! }} />;
  return (
    <>
      {config.GTM_ID && inline('gtm')}
      {config.GA_MEASUREMENT_ID && (
        <>
          <script async src={`https://www.googletagmanager.com/gtag/js?id=${config.GA_MEASUREMENT_ID}`} />
          {inline('ga')}
        </>
      )}
      {config.META_PIXEL_ID && inline('meta-pixel')}
      {config.BRANDING_BAR_SCRIPT_URL && <script async src={config.BRANDING_BAR_SCRIPT_URL} />}
      {config.TRANSLATE_WIDGET === 'true' && inline('translate-init')}
    </>
  );
}
