import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { policyBuilder, readThirdPartyConfig, scriptHashSource, thirdPartyNames } from '@/third-party';
import { ThirdPartyScripts } from './third-party-scripts';

describe('the third-party scripts', () => {
  it('writes nothing when no third party is configured', () => {
    expect(renderToStaticMarkup(<ThirdPartyScripts config={readThirdPartyConfig({})} />)).toBe('');
  });

  it('writes each configured script, every inline one allowed by the policy’s hash of exactly its text', () => {
    const config = readThirdPartyConfig({
      GTM_ID: 'GTM-ABC123',
      GA_MEASUREMENT_ID: 'G-ABC123',
      META_PIXEL_ID: '1234567890',
      BRANDING_BAR_SCRIPT_URL: 'https://www.virginia.gov/bar.js',
      TRANSLATE_WIDGET: 'true',
    });
    const html = renderToStaticMarkup(<ThirdPartyScripts config={config} />);
    const { document } = new JSDOM(`<body>${html}</body>`).window;
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.filter((script) => script.src).map((script) => [script.src, script.hasAttribute('async')])).toEqual([
      ['https://www.googletagmanager.com/gtag/js?id=G-ABC123', true],
      ['https://www.virginia.gov/bar.js', true],
    ]);
    const inline = scripts.filter((script) => !script.src);
    expect(inline.map((script) => script.id)).toEqual(['gtm', 'ga', 'meta-pixel', 'translate-init']);
    const scriptSources = /script-src ([^;]*)/.exec(policyBuilder(config)([]))![1]!;
    for (const script of inline) expect(scriptSources, script.id).toContain(scriptHashSource(script.textContent!));
    // The pixel and the widget wait for the page to load.
    expect(inline.find((script) => script.id === 'meta-pixel')!.textContent).toMatch(/^window\.addEventListener\('load'/);
    expect(inline.find((script) => script.id === 'translate-init')!.textContent).toContain("window.addEventListener('load'");
  });

  it('loads the translate widget only where the footer holds its place, and never on a page with a form (issue 62)', async () => {
    const html = renderToStaticMarkup(<ThirdPartyScripts config={readThirdPartyConfig({ TRANSLATE_WIDGET: 'true' })} />);
    const widgetLoaded = async (page: string) => {
      const { window } = new JSDOM(`<body>${page}${html}</body>`, { runScripts: 'dangerously' });
      await new Promise((resolve) => window.addEventListener('load', resolve));
      return window.document.querySelector('script[src^="https://translate.google.com/"]') !== null;
    };
    const footer = '<footer><div id="google_translate_element"></div></footer>';
    expect(await widgetLoaded(`<main><p>A page to read.</p></main>${footer}`)).toBe(true);
    expect(await widgetLoaded(`<main><form><label>Comment <textarea></textarea></label></form></main>${footer}`)).toBe(false);
    // The Spanish edition's footer holds no place for it.
    expect(await widgetLoaded('<main><p>Una página.</p></main><footer></footer>')).toBe(false);
  });

  it('names every other company the settings make a page talk to, for the privacy statement', () => {
    expect(thirdPartyNames(readThirdPartyConfig({}))).toEqual([]);
    const names = thirdPartyNames(
      readThirdPartyConfig({
        GA_MEASUREMENT_ID: 'G-ABC123',
        NEWSLETTER_URL: 'https://lists.example.com/subscribe/post',
        MAP_STYLE_URL: 'https://tiles.example.net/style.json',
        MAP_ASSET_ORIGINS: 'https://fonts.example.net',
      }),
    );
    expect(names).toEqual([
      'Google Analytics',
      "the newsletter list (lists.example.com), which receives the sign-up form's address",
      "the map's basemap (tiles.example.net, fonts.example.net)",
    ]);
  });
});
