import { describe, expect, it } from 'vitest';
import { actorOfRole, finalSubmissionStatuses, nextStatuses, noteRequired, StatusNote, submissionStatuses, transition } from './submissions';

describe('submission state machine', () => {
  it('allows exactly the documented moves, each to its one actor', () => {
    const allowed: string[] = [];
    for (const from of submissionStatuses) {
      for (const to of submissionStatuses) {
        for (const actor of ['system', 'staff', 'submitter'] as const) {
          if (transition(from, to, actor).ok) allowed.push(`${from} → ${to} by ${actor}`);
        }
      }
    }
    expect(allowed).toEqual([
      'submitted → processing by system',
      'processing → processed by system',
      'processing → failed by system',
      'processed → in_review by staff',
      'failed → processing by staff',
      'in_review → approved by staff',
      'in_review → changes_requested by staff',
      'in_review → rejected by staff',
    ]);
  });

  it('says why a move is refused', () => {
    expect(transition('submitted', 'approved', 'staff')).toEqual({ ok: false, reason: 'A submission that is submitted cannot become approved.' });
    expect(transition('in_review', 'approved', 'submitter')).toEqual({ ok: false, reason: 'Only staff can make a submission approved.' });
    expect(transition('approved', 'in_review', 'staff').ok).toBe(false);
  });

  it('ends a version at approved, changes requested or rejected', () => {
    expect([...finalSubmissionStatuses].sort()).toEqual(['approved', 'changes_requested', 'rejected']);
    expect(nextStatuses('in_review', 'staff')).toEqual(['approved', 'changes_requested', 'rejected']);
    expect(nextStatuses('in_review', 'submitter')).toEqual([]);
  });

  it('asks for a note on failures and review outcomes, and maps roles to actors', () => {
    expect(submissionStatuses.filter(noteRequired)).toEqual(['failed', 'approved', 'changes_requested', 'rejected']);
    expect([actorOfRole('admin'), actorOfRole('reviewer'), actorOfRole('locality'), actorOfRole('public')]).toEqual(['staff', 'staff', 'submitter', null]);
  });

  it('measures a note as its writer saw it: a form’s CR LF line breaks count once, as the textarea counted them', () => {
    const lines = Array.from({ length: 100 }, () => 'x'.repeat(19)).join('\r\n');
    expect(lines.length).toBe(2098);
    const parsed = StatusNote.parse(lines);
    expect(parsed.length).toBe(1999);
    expect(parsed).not.toContain('\r');
    expect(StatusNote.safeParse('y'.repeat(2001)).error?.issues[0]?.message).toBe('Please keep the note under 2,000 characters.');
  });
});
