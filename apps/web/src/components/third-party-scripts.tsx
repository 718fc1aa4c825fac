import Script from 'next/script';
import type { ThirdPartyConfig } from '@/third-party';

/** Loads each configured third-party script after the page is interactive; none when unset. */
export function ThirdPartyScripts({ config }: { config: ThirdPartyConfig }) {
  return (
    <>
      {config.GTM_ID && (
        <Script id="gtm" strategy="afterInteractive">
          {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(config.GTM_ID)});`}
        </Script>
      )}
      {config.GA_MEASUREMENT_ID && (
        <>
          <Script src={`https://www.googletagmanager.com/gtag/js?id=${config.GA_MEASUREMENT_ID}`} strategy="afterInteractive" />
          <Script id="ga" strategy="afterInteractive">
            {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(config.GA_MEASUREMENT_ID)});`}
          </Script>
        </>
      )}
      {config.META_PIXEL_ID && (
        <Script id="meta-pixel" strategy="lazyOnload">
          {`!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init',${JSON.stringify(config.META_PIXEL_ID)});fbq('track','PageView');`}
        </Script>
      )}
      {config.BRANDING_BAR_SCRIPT_URL && <Script src={config.BRANDING_BAR_SCRIPT_URL} strategy="afterInteractive" />}
      {config.TRANSLATE_WIDGET === 'true' && (
        <>
          <Script id="translate-init" strategy="lazyOnload">
            {`window.googleTranslateElementInit=function(){new google.translate.TranslateElement({pageLanguage:'en'},'google_translate_element');};`}
          </Script>
          <Script src="https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit" strategy="lazyOnload" />
        </>
      )}
    </>
  );
}
