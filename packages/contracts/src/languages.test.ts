import { describe, expect, it } from 'vitest';
import { editionOfPath, englishPathOf, spanishPathOf } from './editions';

describe('the two editions’ addresses', () => {
  it('puts a path in Spanish only under /es itself, not under a path that starts with the letters', () => {
    expect(editionOfPath('/es')).toBe('es');
    expect(editionOfPath('/es/get-involved/contact-us')).toBe('es');
    expect(editionOfPath('/')).toBe('en');
    expect(editionOfPath('/estimates')).toBe('en');
  });
  it('maps each page to the other edition and back', () => {
    for (const english of ['/', '/get-involved/contact-us', '/estimates']) {
      expect(englishPathOf(spanishPathOf(english))).toBe(english);
    }
    expect(spanishPathOf('/')).toBe('/es');
    expect(spanishPathOf('/es/x')).toBe('/es/x');
    expect(englishPathOf('/es')).toBe('/');
    expect(englishPathOf('/about')).toBe('/about');
  });
});
