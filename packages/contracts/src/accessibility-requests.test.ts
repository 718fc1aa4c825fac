import { describe, expect, it } from 'vitest';
import {
  accessibilityRequestDoneWords,
  accessibilityRequestReceiptWords,
  accessibleFileName,
  addWorkingDays,
  isWorkingDay,
  virginiaHolidays,
  workingDaysBetween,
} from './accessibility-requests';

describe('working days in Virginia', () => {
  it('knows the 2026 state holidays, observed on a weekday', () => {
    const holidays = virginiaHolidays(2026);
    // July 4, 2026 is a Saturday: observed Friday July 3. Election Day is Tuesday November 3.
    for (const day of [
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-03',
      '2026-11-11',
      '2026-11-26',
      '2026-11-27',
      '2026-12-25',
    ]) {
      expect(holidays, day).toContain(day);
    }
    expect(holidays.size).toBe(13);
    expect(holidays).not.toContain('2026-07-04');
  });

  it('observes a Sunday holiday on the Monday after', () => {
    // June 19, 2022 was a Sunday.
    expect(virginiaHolidays(2022)).toContain('2022-06-20');
    expect(isWorkingDay('2022-06-20')).toBe(false);
  });

  it('counts 15 working days past weekends and holidays', () => {
    // Received Wednesday November 25, 2026: Thanksgiving and the Friday after are not counted.
    expect(addWorkingDays('2026-11-25', 15)).toBe('2026-12-18');
    // Received on a Friday before a plain week: three weeks later.
    expect(addWorkingDays('2026-03-06', 15)).toBe('2026-03-27');
    // Christmas and New Year's Day in the window.
    expect(addWorkingDays('2026-12-18', 15)).toBe('2027-01-12');
    expect(workingDaysBetween('2026-11-25', '2026-12-18')).toBe(15);
    expect(workingDaysBetween('2026-12-18', '2026-11-25')).toBe(-15);
  });
});

describe('the accessible file staff send (issue 59)', () => {
  it('keeps a file’s name safe to store and offer, and takes only an accessible format’s kinds', () => {
    expect(accessibleFileName('Route 29 — Large print.PDF')).toBe('Route_29_Large_print.PDF');
    expect(accessibleFileName('C:\\Users\\me\\plan.docx')).toBe('plan.docx');
    expect(accessibleFileName('../../etc/passwd')).toBeNull();
    expect(accessibleFileName('setup.exe')).toBeNull();
    expect(accessibleFileName('.pdf')).toBeNull();
  });

  it('links the e-mail to the file, until when, instead of the document’s page', () => {
    const words = accessibilityRequestDoneWords(
      {
        status: 'sent',
        documentTitle: 'VTrans Policy Guide',
        format: 'audio',
        staffNote: '',
        documentInLibrary: 'a3c1d9e2-0000-4000-8000-000000000000',
        file: { name: 'guide.mp3', token: 'T'.repeat(43), until: '2026-12-30' },
      },
      'https://vtrans.example',
    );
    expect(words.action).toEqual({ label: 'Download guide.mp3', url: `https://vtrans.example/api/accessible-formats/file?token=${'T'.repeat(43)}` });
    expect(words.paragraphs).toContain(
      'The file is guide.mp3. The link below works until 12/30/2026; after that, reply to this e-mail and we will send it again.',
    );
    // Closing a request sends no file.
    expect(
      accessibilityRequestDoneWords(
        {
          status: 'closed',
          documentTitle: 'x',
          format: 'audio',
          staffNote: '',
          documentInLibrary: null,
          file: { name: 'guide.mp3', token: 'T', until: '2026-12-30' },
        },
        'https://vtrans.example',
      ).action,
    ).toBeUndefined();
  });

  it('writes a Spanish request’s receipt and done e-mail in Spanish, dates with the month named (issue 62)', () => {
    const facts = { documentTitle: 'VTrans Policy Guide', format: 'large-print' as const, documentInLibrary: 'a3c1d9e2-0000-4000-8000-000000000000' };
    const receipt = accessibilityRequestReceiptWords({ ...facts, dueOn: '2026-12-22', language: 'es' }, 'https://vtrans.example');
    expect(receipt.language).toBe('es');
    expect(receipt.subject).toBe('Recibimos su solicitud de VTrans Policy Guide');
    expect(receipt.paragraphs[1]).toContain('Formato: Letra grande.');
    expect(receipt.paragraphs[2]).toMatch(/^Se lo enviaremos a más tardar el 22 de diciembre de 2026 \(15 días hábiles\)/);
    expect(receipt.action?.label).toBe('Leer el documento como página web (en inglés)');
    // The English receipt is unchanged: MM/DD/YYYY, no language named.
    const english = accessibilityRequestReceiptWords({ ...facts, dueOn: '2026-12-22' }, 'https://vtrans.example');
    expect(english.language).toBeUndefined();
    expect(english.paragraphs[2]).toMatch(/^We will send it to you by 12\/22\/2026 \(15 working days\)/);

    const done = accessibilityRequestDoneWords(
      { ...facts, language: 'es', status: 'sent', staffNote: 'Se lo enviamos por correo postal.', file: { name: 'guia.pdf', token: 'T', until: '2026-12-30' } },
      'https://vtrans.example',
    );
    expect(done.subject).toBe('Su solicitud de VTrans Policy Guide: enviada');
    expect(done.paragraphs).toEqual([
      'Hola:',
      'Le enviamos “VTrans Policy Guide”. Formato: Letra grande.',
      'El archivo es guia.pdf. El enlace de abajo funciona hasta el 30 de diciembre de 2026; después, responda a este mensaje y se lo enviaremos otra vez.',
      'Se lo enviamos por correo postal.',
      'Si falta algo, responda a este mensaje.',
    ]);
    expect(done.action).toEqual({ label: 'Descargar guia.pdf', url: 'https://vtrans.example/api/accessible-formats/file?token=T' });
  });
});
