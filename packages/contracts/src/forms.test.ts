import { describe, expect, it } from 'vitest';
import { ContactForm, fieldErrorsOf } from './forms';

describe('ContactForm', () => {
  it('accepts a complete message and trims it', () => {
    expect(ContactForm.parse({ name: ' Ana ', email: 'ana@example.org', message: 'When is the next round?', website: '' })).toEqual({
      name: 'Ana',
      email: 'ana@example.org',
      message: 'When is the next round?',
      website: '',
    });
  });

  it('names each field that is wrong, with a message a person can act on', () => {
    const result = ContactForm.safeParse({ name: '', email: 'nope', message: 'short' });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({
      name: 'Please provide your name.',
      email: 'Please provide a valid email.',
      message: 'Please write a message of at least 10 characters.',
    });
  });
});
