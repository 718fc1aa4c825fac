import { describe, expect, it } from 'vitest';
import { type CommentPlace, commentPlaceWords, commentReceiptWords } from './comment-receipt';
import { noticeText } from './notice-words';

const richmond: CommentPlace = { kind: 'Point', locality: 'City of Richmond', latitude: 37.5407, longitude: -77.436, miles: null, acres: null };

describe('commentPlaceWords', () => {
  it('names the shape, its size, the locality and the point the locality was found by', () => {
    expect(commentPlaceWords(richmond)).toBe('a point in the City of Richmond (37.54070° N, 77.43600° W)');
    expect(commentPlaceWords({ ...richmond, kind: 'LineString', locality: 'Albemarle County', miles: 1.26 })).toBe(
      'a line 1.3 miles long in Albemarle County, through 37.54070° N, 77.43600° W',
    );
    expect(commentPlaceWords({ ...richmond, kind: 'LineString', miles: 0.04 })).toBe(
      'a line under 0.1 miles long in the City of Richmond, through 37.54070° N, 77.43600° W',
    );
    expect(commentPlaceWords({ ...richmond, kind: 'Polygon', acres: 1234.4 })).toBe(
      'an area of 1,234 acres in the City of Richmond, around 37.54070° N, 77.43600° W',
    );
    // One, as it is written: 0.98 miles is "1 mile", not "1 miles".
    expect(commentPlaceWords({ ...richmond, kind: 'LineString', miles: 0.98 })).toBe(
      'a line 1 mile long in the City of Richmond, through 37.54070° N, 77.43600° W',
    );
    expect(commentPlaceWords({ ...richmond, kind: 'Polygon', acres: 0.3 })).toBe(
      'an area of under 1 acre in the City of Richmond, around 37.54070° N, 77.43600° W',
    );
    expect(commentPlaceWords({ ...richmond, locality: null })).toBe('a point outside any Virginia locality (37.54070° N, 77.43600° W)');
  });
});

/** A general comment on the map, in English. */
const general = {
  commentId: '0129d7ef-9e46-4cbf-940b-c0c391eb4826',
  periodId: null,
  periodTitle: null,
  place: richmond,
  localityFips: '51760',
  onMap: true,
  language: 'en' as const,
};

describe('commentReceiptWords', () => {
  const facts = general;

  it('a general comment: the place in words and a link to it on the map', () => {
    const words = commentReceiptWords(facts, 'https://vtrans.example');
    expect(words.subject).toBe('We received your comment on the VTrans map');
    expect(words.paragraphs[0]).toBe(
      'Hello, we received a comment on the VTrans map that gives this e-mail address, about a point in the City of Richmond (37.54070° N, 77.43600° W).',
    );
    expect(words.action).toEqual({ label: 'See it on the map', url: `https://vtrans.example/interactvtrans/map-explorer?comment=${facts.commentId}` });
    // Not on the map: the public list of its locality.
    expect(commentReceiptWords({ ...facts, onMap: false }, 'https://vtrans.example').action!.url).toBe(
      'https://vtrans.example/interactvtrans/comments?locality=51760',
    );
  });

  it('a comment on a period: the period by name and its public record', () => {
    const periodId = '7d3f2372-1c79-4e34-ab78-6c6796b5416d';
    const words = commentReceiptWords({ ...facts, periodId, periodTitle: 'Draft 2026 Freight Element' }, 'https://vtrans.example');
    expect(words.subject).toBe('We received your comment on Draft 2026 Freight Element');
    expect(noticeText(words)).toContain('about a point in the City of Richmond');
    expect(words.action).toEqual({ label: 'See the comment period’s record', url: `https://vtrans.example/get-involved/comment-periods/${periodId}` });
  });
});

describe('a receipt in Spanish (issue 62)', () => {
  const facts = { ...general, language: 'es' as const };

  it('is written in Spanish, place and all, and says so for the e-mail’s lang', () => {
    const words = commentReceiptWords(facts, 'https://vtrans.example');
    expect(words.language).toBe('es');
    expect(words.subject).toBe('Recibimos su comentario en el mapa de VTrans');
    expect(words.paragraphs[0]).toBe(
      'Hola: recibimos un comentario en el mapa de VTrans que da esta dirección de correo electrónico, acerca de un punto en City of Richmond (37.54070° N, 77.43600° O).',
    );
    // The Spanish Map Explorer, opened on the comment.
    expect(words.action).toEqual({ label: 'Verlo en el mapa', url: `https://vtrans.example/es/interactvtrans/map-explorer?comment=${facts.commentId}` });
    expect(commentPlaceWords({ ...richmond, kind: 'LineString', miles: 1.26 }, 'es')).toBe(
      'una línea de 1.3 millas de largo en City of Richmond, que pasa por 37.54070° N, 77.43600° O',
    );
  });

  it('leads a period’s comment to the period’s record in Spanish', () => {
    const periodId = '7d3f2372-1c79-4e34-ab78-6c6796b5416d';
    const words = commentReceiptWords({ ...facts, periodId, periodTitle: 'Draft 2026 Freight Element' }, 'https://vtrans.example');
    expect(words.subject).toBe('Recibimos su comentario sobre Draft 2026 Freight Element');
    expect(words.action).toEqual({
      label: 'Ver el registro del periodo de comentarios',
      url: `https://vtrans.example/es/get-involved/comment-periods/${periodId}`,
    });
  });

  it('leaves English receipts without a language, as they were', () => {
    expect(commentReceiptWords({ ...facts, language: 'en' }, 'https://vtrans.example').language).toBeUndefined();
  });
});
