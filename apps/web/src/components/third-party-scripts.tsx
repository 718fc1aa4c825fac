import Script from 'next/script';
import { type ThirdPartyConfig, thirdPartySnippets } from '@/third-party';

/**
 * Loads each configured third-party script after the page is interactive; none when unset. The
 * inline snippets come from thirdPartySnippets, whose hashes the Content-Security-Policy allows.
 */
export function ThirdPartyScripts({ config }: { config: ThirdPartyConfig }) {
  const snippets = new Map(thirdPartySnippets(config).map(({ id, code }) => [id, code]));
  const snippet = (id: string) => snippets.get(id);
  return (
    <>
      {config.GTM_ID && (
        <Script id="gtm" strategy="afterInteractive">
          {snippet('gtm')}
        </Script>
      )}
      {config.GA_MEASUREMENT_ID && (
        <>
          <Script src={`https://www.googletagmanager.com/gtag/js?id=${config.GA_MEASUREMENT_ID}`} strategy="afterInteractive" />
          <Script id="ga" strategy="afterInteractive">
            {snippet('ga')}
          </Script>
        </>
      )}
      {config.META_PIXEL_ID && (
        <Script id="meta-pixel" strategy="lazyOnload">
          {snippet('meta-pixel')}
        </Script>
      )}
      {config.BRANDING_BAR_SCRIPT_URL && <Script src={config.BRANDING_BAR_SCRIPT_URL} strategy="afterInteractive" />}
      {config.TRANSLATE_WIDGET === 'true' && (
        <>
          <Script id="translate-init" strategy="lazyOnload">
            {snippet('translate-init')}
          </Script>
          <Script src="https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit" strategy="lazyOnload" />
        </>
      )}
    </>
  );
}
