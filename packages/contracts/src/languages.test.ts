import { describe, expect, it } from 'vitest';
import { englishPathOf, languageOfPath, pathIn, spanishPathOf } from './languages';

describe('the two editions’ addresses', () => {
  it('puts a path in Spanish only under /es itself, not under a path that starts with the letters', () => {
    expect(languageOfPath('/es')).toBe('es');
    expect(languageOfPath('/es/get-involved/contact-us')).toBe('es');
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/estimates')).toBe('en');
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
  it('gives a page’s address in a language’s edition', () => {
    expect(pathIn('es', '/get-involved/comment-periods/x')).toBe('/es/get-involved/comment-periods/x');
    expect(pathIn('en', '/es/get-involved')).toBe('/get-involved');
    expect(pathIn('en', '/')).toBe('/');
  });
});
