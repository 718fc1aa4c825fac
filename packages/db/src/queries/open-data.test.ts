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

  it('keeps a CSV’s text cells and column names from running as spreadsheet formulas', () => {
    const text = layerExportSql(
      'roads',
      [
        { name: '=cmd', type: 'text', sample: null },
        { name: 'lanes', type: 'integer', sample: '2' },
      ],
      undefined,
      { spreadsheet: true },
    );
    expect(text).toBe(
      `select case when left(f.feature_key, 1) in ('=', '+', '-', '@', E'\\t', E'\\r') then '''' || f.feature_key else f.feature_key end as feature_id, ` +
        `case when left((f.properties ->> '=cmd'), 1) in ('=', '+', '-', '@', E'\\t', E'\\r') then '''' || (f.properties ->> '=cmd') else (f.properties ->> '=cmd') end as "'=cmd", ` +
        `(f.properties ->> 'lanes')::bigint as "lanes", f.geom from layer_features f where f.layer_id = 'roads' order by f.feature_key`,
    );
  });
});
