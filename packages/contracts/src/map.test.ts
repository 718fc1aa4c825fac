import { describe, expect, it } from 'vitest';
import { placeSearchExamples, wordsLeftOver } from './map';

describe('the place search’s words', () => {
  it('offers only examples the loaded data answers: streets once a street map is imported', () => {
    expect(placeSearchExamples({ streets: false, addresses: false })).toBe('e.g. Richmond, Blacksburg or I-64');
    expect(placeSearchExamples({ streets: true, addresses: true })).toBe('e.g. Broad St, Richmond or I-64');
  });

  it('keeps the typed words the chosen place’s name does not hold, for the comment’s location note', () => {
    expect(wordsLeftOver('Broad St, Richmond', 'City of Richmond')).toBe('Broad St');
    expect(wordsLeftOver('Broad St Richmond', 'City of Richmond')).toBe('Broad St');
    expect(wordsLeftOver('1200 W. Broad St., richmond', 'City of Richmond')).toBe('1200 W. Broad St.');
    expect(wordsLeftOver('Richmond', 'City of Richmond')).toBe('');
    expect(wordsLeftOver('Blacksburg', 'Blacksburg')).toBe('');
    // The place's detail (its locality) is no street either.
    expect(wordsLeftOver('Blacksburg, Montgomery', 'Blacksburg Montgomery County')).toBe('');
  });
});
