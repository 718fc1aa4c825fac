import { describe, expect, it } from 'vitest';
import { layerExportSql } from './open-data';

describe('the SELECT a layer download is written from', () => {
  it('types each field and quotes every name and value (property names come from submitted files)', () => {
    const text = layerExportSql(
      "roads'; drop table users; --",
      [
        { name: 'lanes', type: 'integer', sample: '2' },
        { name: 'width"m', type: 'number', sample: '3.5' },
        { name: "owner's note", type: 'text', sample: null },
        { name: 'paved', type: 'boolean', sample: 'true' },
        { name: 'geom', type: 'text', sample: 'x' },
      ],
      'lines',
    );
    expect(text).toBe(
      `select f.feature_key as feature_id, (f.properties ->> 'lanes')::bigint as "lanes", (f.properties ->> 'width"m')::double precision as "width""m", ` +
        `(f.properties ->> 'owner''s note') as "owner's note", (f.properties ->> 'paved')::boolean as "paved", f.geom ` +
        `from layer_features f where f.layer_id = 'roads''; drop table users; --' and geometrytype(f.geom) in ('LINESTRING', 'MULTILINESTRING') order by f.feature_key`,
    );
  });
});
