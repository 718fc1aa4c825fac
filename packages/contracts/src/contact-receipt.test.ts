import { describe, expect, it } from 'vitest';
import { contactReceiptWords } from './contact-receipt';
import { noticeText } from './notice-words';

describe('contactReceiptWords', () => {
  it('writes the receipt of a message sent through the Spanish form in Spanish, marked so, linking to the Spanish edition', () => {
    const words = contactReceiptWords('es', 'https://vtrans.example');
    expect(words.language).toBe('es');
    expect(words.subject).toBe('Recibimos su mensaje a VTrans');
    expect(noticeText(words)).toContain('le responderá en español');
    expect(words.action).toEqual({ label: 'VTrans en español', url: 'https://vtrans.example/es' });
  });

  it('keeps the English receipt as it was, with no language mark', () => {
    const words = contactReceiptWords('en', 'https://vtrans.example');
    expect(words.language).toBeUndefined();
    expect(words.subject).toBe('We received your message to VTrans');
    expect(words.action?.url).toBe('https://vtrans.example/get-involved/frequently-asked-questions');
  });
});
