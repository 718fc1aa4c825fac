import { createHash } from 'node:crypto';
import { parseEnv } from '@vtrans/contracts/env';
import { z } from 'zod';

/**
 * The third-party scripts of spec §1, each loaded only when its variable is set. With none set,
 * a page talks to no other host. The same settings build the Content-Security-Policy, so a script
 * that is allowed to load is also allowed by the policy — and nothing else is.
 */
export const thirdPartyEnvShape = {
  /** 'true' loads the Google Translate widget in the footer. */
  TRANSLATE_WIDGET: z.enum(['true', 'false']).default('false'),
  /** Google Tag Manager container id, e.g. GTM-ABC123. */
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, 'expected a container id such as GTM-ABC123')
    .optional(),
  /** Google Analytics 4 measurement id, e.g. G-ABC123. */
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'expected a measurement id such as G-ABC123')
    .optional(),
  /** Meta (Facebook) pixel id. */
  META_PIXEL_ID: z
    .string()
    .regex(/^\d{6,20}$/, 'expected a numeric pixel id')
    .optional(),
  /** The Commonwealth's branding-bar script (an https URL). */
  BRANDING_BAR_SCRIPT_URL: z.url({ protocol: /^https$/ }).optional(),
  /**
   * An external mailing list's sign-up post URL (Mailchimp style, ending in /post). Unset, the
   * newsletter form uses the site's own list at /api/newsletter/post.
   */
  NEWSLETTER_URL: z
    .url({ protocol: /^https$/ })
    .refine((value) => new URL(value).pathname.endsWith('/post'), 'expected a list sign-up URL ending in /post')
    .optional(),
  /**
   * An external MapLibre style for the map explorer's basemap (an https URL). Unset, the explorer
   * draws its own basemap from PostGIS and needs no other host.
   */
  MAP_STYLE_URL: z.url({ protocol: /^https$/ }).optional(),
  /** Further hosts an external style loads tiles, sprites or glyphs from (comma-separated https origins). */
  MAP_ASSET_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https$/ })))
    .optional(),
};

export type ThirdPartyConfig = z.infer<z.ZodObject<typeof thirdPartyEnvShape>>;

/**
 * The other companies a page talks to under these settings, named for readers (the privacy
 * statement): beside the settings, so a third party added here is one the statement names.
 */
export function thirdPartyNames(config: ThirdPartyConfig): string[] {
  const host = (url: string) => new URL(url).host;
  return [
    config.GTM_ID && 'Google Tag Manager',
    config.GA_MEASUREMENT_ID && 'Google Analytics',
    config.META_PIXEL_ID && 'Meta Pixel',
    config.BRANDING_BAR_SCRIPT_URL && `the Commonwealth of Virginia branding bar (${host(config.BRANDING_BAR_SCRIPT_URL)})`,
    config.TRANSLATE_WIDGET === 'true' && 'Google Translate',
    config.NEWSLETTER_URL && `the newsletter list (${host(config.NEWSLETTER_URL)}), which receives the sign-up form's address`,
    config.MAP_STYLE_URL && `the map's basemap (${[config.MAP_STYLE_URL, ...(config.MAP_ASSET_ORIGINS ?? [])].map(host).join(', ')})`,
  ].filter((name): name is string => Boolean(name));
}

export function readThirdPartyConfig(source: Record<string, string | undefined> = process.env): ThirdPartyConfig {
  return parseEnv(thirdPartyEnvShape, source);
}

/** Hosts each enabled script needs, by CSP directive. */
function allowedHosts(config: ThirdPartyConfig) {
  const script: string[] = [];
  const connect: string[] = [];
  const img: string[] = [];
  const frame: string[] = [];
  if (config.TRANSLATE_WIDGET === 'true') {
    script.push('https://translate.google.com', 'https://translate.googleapis.com', 'https://translate-pa.googleapis.com');
    connect.push('https://translate.googleapis.com', 'https://translate-pa.googleapis.com');
    img.push('https://www.gstatic.com', 'https://translate.google.com', 'https://fonts.gstatic.com');
  }
  if (config.GTM_ID) {
    script.push('https://www.googletagmanager.com');
    img.push('https://www.googletagmanager.com');
    frame.push('https://www.googletagmanager.com');
  }
  if (config.GA_MEASUREMENT_ID) {
    script.push('https://www.googletagmanager.com');
    connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com');
    img.push('https://*.google-analytics.com');
  }
  if (config.META_PIXEL_ID) {
    script.push('https://connect.facebook.net');
    connect.push('https://www.facebook.com');
    img.push('https://www.facebook.com');
  }
  if (config.BRANDING_BAR_SCRIPT_URL) script.push(new URL(config.BRANDING_BAR_SCRIPT_URL).origin);
  // The newsletter's JSONP answer is a script; its no-JavaScript form posts there.
  const form: string[] = [];
  if (config.NEWSLETTER_URL) {
    script.push(new URL(config.NEWSLETTER_URL).origin);
    form.push(new URL(config.NEWSLETTER_URL).origin);
  }
  if (config.MAP_STYLE_URL) {
    const mapHosts = [new URL(config.MAP_STYLE_URL).origin, ...(config.MAP_ASSET_ORIGINS ?? []).map((origin) => new URL(origin).origin)];
    connect.push(...mapHosts);
    img.push(...mapHosts);
  }
  const unique = (hosts: string[]) => [...new Set(hosts)];
  return { script: unique(script), connect: unique(connect), img: unique(img), frame: unique(frame), form: unique(form) };
}

/**
 * The inline parts of the enabled third-party scripts, one place for both their text and the
 * policy: each is allowed by the hash of exactly this text (ThirdPartyScripts writes it into the
 * page as it is), so no 'unsafe-inline' is needed for them. The Meta pixel and the translate
 * widget wait for the page's load event in their own text, so they never compete with the page.
 */
export function thirdPartySnippets(config: ThirdPartyConfig): { id: string; code: string }[] {
  const snippets: { id: string; code: string }[] = [];
  if (config.GTM_ID) {
    snippets.push({
      id: 'gtm',
      code: `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(config.GTM_ID)});`,
    });
  }
  if (config.GA_MEASUREMENT_ID) {
    snippets.push({
      id: 'ga',
      code: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(config.GA_MEASUREMENT_ID)});`,
    });
  }
  if (config.META_PIXEL_ID) {
    snippets.push({
      id: 'meta-pixel',
      code: `window.addEventListener('load',function(){!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init',${JSON.stringify(config.META_PIXEL_ID)});fbq('track','PageView');});`,
    });
  }
  // The widget (off unless TRANSLATE_WIDGET=true) loads only where the footer holds its place — never
  // in the Spanish edition — and never on a page whose main content holds a form (issue 62): it
  // rewrites the page's text into <font> elements that break React's updates of a form, and a
  // machine's Spanish on a form's labels and messages can say the opposite of what they mean.
  if (config.TRANSLATE_WIDGET === 'true') {
    snippets.push({
      id: 'translate-init',
      code: `window.googleTranslateElementInit=function(){new google.translate.TranslateElement({pageLanguage:'en'},'google_translate_element');};window.addEventListener('load',function(){if(!document.getElementById('google_translate_element')||document.querySelector('main form'))return;var s=document.createElement('script');s.src='https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit';document.body.appendChild(s);});`,
    });
  }
  return snippets;
}

/** A CSP hash source for an inline script's text. */
export function scriptHashSource(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/**
 * The policy of one response. Inline scripts run only when `inlineScripts` allows them — the
 * response's nonce for a page Next renders, or the hashes of a cached copy's own inline scripts
 * (decision 015) — or when they are an enabled third party's snippet; never 'unsafe-inline'.
 * Script files come from this site and the enabled hosts only. In development React evaluates
 * code for its debugging aids, so 'unsafe-eval' is added there and only there.
 *
 * Everything but the inline sources depends on the settings alone, so it is worked out once
 * (hosts, snippet hashes) and each response only fills in its own sources.
 */
export function policyBuilder(config: ThirdPartyConfig): (inlineScripts: string[]) => string {
  const hosts = allowedHosts(config);
  const directive = (name: string, ...sources: string[]) => `${name} ${sources.join(' ')}`;
  const development = process.env.NODE_ENV === 'development' ? ["'unsafe-eval'"] : [];
  const snippets = thirdPartySnippets(config).map(({ code }) => scriptHashSource(code));
  const rest = [
    // Styles keep 'unsafe-inline': React writes style attributes, and an injected style cannot run code.
    directive('style-src', "'self'", "'unsafe-inline'", ...(config.TRANSLATE_WIDGET === 'true' ? ['https://translate.googleapis.com'] : [])),
    directive('img-src', "'self'", 'data:', 'blob:', ...hosts.img),
    directive('font-src', "'self'", 'data:'),
    directive('connect-src', "'self'", ...hosts.connect),
    // MapLibre runs its tile parsing in a worker it creates from a blob: URL.
    directive('worker-src', "'self'", 'blob:'),
    directive('frame-src', "'self'", ...hosts.frame),
    directive('frame-ancestors', "'self'"),
    directive('form-action', "'self'", ...hosts.form),
    // No page has a <base> element, so none may be injected to re-point relative addresses (ASVS asks 'none').
    directive('base-uri', "'none'"),
    directive('object-src', "'none'"),
  ].join('; ');
  return (inlineScripts) =>
    `${directive('default-src', "'self'")}; ${directive('script-src', "'self'", ...inlineScripts, ...snippets, ...development, ...hosts.script)}; ${rest}`;
}

/**
 * Headers for every response, set by next.config.ts. The Content-Security-Policy is not among them:
 * it differs per response (a nonce, or a copy's hashes) and is set by proxy.ts.
 */
export function securityHeaders() {
  return [
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), payment=(), geolocation=(self)' },
  ];
}

/**
 * Pages whose address carries a secret from an e-mail (a key, a token): no third-party script
 * loads on them, as every analytics tag sends the address it runs on (issue 63: a fact-check
 * link's key would reach Google with the page view). In either edition.
 */
const addressesWithSecrets = new Set([
  '/fact-check',
  '/auth/sign-in-link',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/alerts/confirm',
  '/alerts/manage',
]);

export const addressCarriesSecret = (path: string) => addressesWithSecrets.has(path.replace(/^\/es(?=\/)/, ''));
