import { describe, expect, it } from 'vitest';
import { commentReplyWords } from './comment-reply';

describe('the reply to a commenter', () => {
  const facts = {
    commentId: '0129d7ef-9e46-4cbf-940b-c0c391eb4826',
    periodId: null,
    periodTitle: null,
    onMap: true,
    response: 'Thank you: we will look at it.',
    language: 'en' as const,
  };

  it('leads a map comment to itself on the map', () => {
    expect(commentReplyWords(facts, 'https://vtrans.example').action).toEqual({
      label: 'See it on the map',
      url: `https://vtrans.example/interactvtrans/map-explorer?comment=${facts.commentId}`,
    });
  });

  it('leads a period’s comment to the period’s public record, on the map or not (issue 59)', () => {
    for (const onMap of [true, false]) {
      const words = commentReplyWords(
        { ...facts, onMap, periodId: 'a3c1d9e2-0000-4000-8000-000000000000', periodTitle: 'Draft 2026 VTrans Plan' },
        'https://vtrans.example',
      );
      expect(words.action).toEqual({
        label: 'See every comment and response of this period',
        url: 'https://vtrans.example/get-involved/comment-periods/a3c1d9e2-0000-4000-8000-000000000000',
      });
      expect(words.subject).toBe('Our response to your comment on Draft 2026 VTrans Plan');
    }
  });
});

describe('the reply to a commenter who wrote in Spanish (issue 62)', () => {
  it('frames staff’s words in Spanish and leads to the period’s Spanish record', () => {
    const words = commentReplyWords(
      {
        commentId: '0129d7ef-9e46-4cbf-940b-c0c391eb4826',
        periodId: 'a3c1d9e2-0000-4000-8000-000000000000',
        periodTitle: 'Draft 2026 VTrans Plan',
        onMap: true,
        response: 'Gracias: lo revisaremos.',
        language: 'es',
      },
      'https://vtrans.example',
    );
    expect(words.language).toBe('es');
    expect(words.subject).toBe('Nuestra respuesta a su comentario sobre Draft 2026 VTrans Plan');
    expect(words.paragraphs[1]).toBe('Gracias: lo revisaremos.');
    expect(words.action!.url).toBe('https://vtrans.example/es/get-involved/comment-periods/a3c1d9e2-0000-4000-8000-000000000000');
  });
});
