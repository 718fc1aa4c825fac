import { parseEnv } from '@vtrans/contracts';
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
  GTM_ID: z.string().regex(/^GTM-[A-Z0-9]+$/, 'expected a container id such as GTM-ABC123').optional(),
  /** Google Analytics 4 measurement id, e.g. G-ABC123. */
  GA_MEASUREMENT_ID: z.string().regex(/^G-[A-Z0-9]+$/, 'expected a measurement id such as G-ABC123').optional(),
  /** Meta (Facebook) pixel id. */
  META_PIXEL_ID: z.string().regex(/^\d{6,20}$/, 'expected a numeric pixel id').optional(),
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
    .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https$/ })))
    .optional(),
};

export type ThirdPartyConfig = z.infer<z.ZodObject<typeof thirdPartyEnvShape>>;

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
 * A static policy (no per-request nonce, so pages can stay cached). Next's inline bootstrap scripts
 * need 'unsafe-inline' for scripts; everything else is limited to this site and the enabled hosts.
 */
export function contentSecurityPolicy(config: ThirdPartyConfig): string {
  const hosts = allowedHosts(config);
  const directive = (name: string, ...sources: string[]) => `${name} ${sources.join(' ')}`;
  return [
    directive('default-src', "'self'"),
    directive('script-src', "'self'", "'unsafe-inline'", ...hosts.script),
    directive('style-src', "'self'", "'unsafe-inline'", ...(config.TRANSLATE_WIDGET === 'true' ? ['https://translate.googleapis.com'] : [])),
    directive('img-src', "'self'", 'data:', 'blob:', ...hosts.img),
    directive('font-src', "'self'", 'data:'),
    directive('connect-src', "'self'", ...hosts.connect),
    // MapLibre runs its tile parsing in a worker it creates from a blob: URL.
    directive('worker-src', "'self'", 'blob:'),
    directive('frame-src', "'self'", ...hosts.frame),
    directive('frame-ancestors', "'self'"),
    directive('form-action', "'self'", ...hosts.form),
    directive('base-uri', "'self'"),
    directive('object-src', "'none'"),
  ].join('; ');
}

/** Headers for every response. */
export function securityHeaders(config: ThirdPartyConfig) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(config) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), payment=(), geolocation=(self)' },
  ];
}
