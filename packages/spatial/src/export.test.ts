import { describe, expect, it } from 'vitest';
import { datasetFileBaseName } from './export';

describe('datasetFileBaseName', () => {
  it('names a download after its dataset, as a downloads folder should show it', () => {
    expect(datasetFileBaseName('Urban Development Areas', 'submission-32')).toBe('urban-development-areas');
    expect(datasetFileBaseName('Sidewalks — Henrico (2026 update)', 'submission-7')).toBe('sidewalks-henrico-2026-update');
    expect(datasetFileBaseName('Caf\u00e9 corridors in Bu\u0308ena Vista', 'x')).toBe('cafe-corridors-in-buena-vista');
  });

  it('falls back to the layer id when the name has nothing to keep, and stays short', () => {
    expect(datasetFileBaseName('¿¡!', 'submission-9')).toBe('submission-9');
    const long = datasetFileBaseName('word '.repeat(40), 'x');
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('-')).toBe(false);
  });
});
