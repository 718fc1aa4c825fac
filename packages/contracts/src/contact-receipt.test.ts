import { describe, expect, it } from 'vitest';
import { contactReceiptWords } from './contact-receipt';
import { noticeText } from './notice-words';

describe('contactReceiptWords', () => {
  it('writes the receipt of a message sent through the Spanish form in Spanish, marked so, linking to the Spanish edition', () => {
    const words = contactReceiptWords('es', 'https://vtrans.example');
    expect(words.language).toBe('es');
    expect(words.subject).toBe('Recibimos su mensaje');
    expect(noticeText(words)).toContain('le responderá en español');
    expect(words.action).toEqual({ label: 'VTrans en español', url: 'https://vtrans.example/es' });
  });

  it('keeps the English receipt as it was, with no language mark', () => {
    const words = contactReceiptWords('en', 'https://vtrans.example');
    expect(words.language).toBeUndefined();
    expect(words.subject).toBe('We received your message to VTrans');
    // Word for word what the worker sent before the receipt learned Spanish.
    expect(noticeText(words)).toBe(
      [
        'Thank you for contacting VTrans',
        'Hello,',
        'We received the message sent to us with this e-mail address through the contact form of the VTrans site. Staff of the Office of Intermodal Planning and Investment read every message and will answer at this address. You do not need to send it again.',
        'If you did not write to us, you can ignore this e-mail.',
        'To add anything, reply to this e-mail.',
        'Frequently asked questions: https://vtrans.example/get-involved/frequently-asked-questions',
      ].join('\n\n'),
    );
    expect(words.action?.url).toBe('https://vtrans.example/get-involved/frequently-asked-questions');
  });
});
