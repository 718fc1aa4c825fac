import { freightCodeLabel, virginiaZoneCodes } from '@vtrans/contracts/freight-tabulation';
import { ChartDrawing } from '@/components/charts/chart-drawing';
import { ChartTable } from '@/components/charts/chart-table';
import { yearKindWords } from '@/lib/freight-tabulation';
import type { FilterChoices, FreightProfile } from '@/server/domain/freight';
import { FreightViewForm, Select } from './freight-tabulation';
import { FreightSampleNotice } from './freight-source';

/**
 * A Virginia zone's freight profile (issue 40): what it ships or receives, to or from where, by
 * what mode and how far, each a table with its server-drawn chart, under a line of totals. One GET
 * form picks the zone, the direction, the measure and the year; no script is needed.
 */
export function FreightProfileView({ profile, choices }: { profile: FreightProfile | null; choices: FilterChoices }) {
  if (!profile) return <p>No FAF zone file has been imported yet.</p>;
  const zoneName = freightCodeLabel('origin', profile.zone, 'zone');
  const kind = yearKindWords[profile.year.kind as keyof typeof yearKindWords];
  const title = `${zoneName}: freight ${profile.direction === 'outbound' ? 'it sends' : 'it receives'}, ${profile.year.year}${kind ? ` (${kind})` : ''}`;
  return (
    <section className="freight-tabulation freight-profile" aria-labelledby="profile-heading">
      <FreightViewForm
        view="profile"
        legend="Choose a zone"
        submit="Show"
        fields={
          <>
            <Select
              name="area"
              label="Virginia zone"
              value={String(profile.zone)}
              options={virginiaZoneCodes.map((zone) => ({ value: String(zone), label: freightCodeLabel('origin', zone, 'zone') }))}
            />
            <Select
              name="direction"
              label="Freight"
              value={profile.direction}
              options={[
                { value: 'outbound', label: 'It sends' },
                { value: 'inbound', label: 'It receives' },
              ]}
            />
            <Select
              name="measure"
              label="Measure"
              value={profile.measure}
              options={[
                { value: 'tons', label: 'Weight (thousand tons)' },
                { value: 'value', label: 'Value (million 2017 dollars)' },
              ]}
            />
            <Select
              name="year"
              label="Year"
              value={String(profile.year.year)}
              options={choices.year.map((year) => ({ value: year.code, label: year.label }))}
            />
          </>
        }
      />
      <h2 id="profile-heading">{title}</h2>
      <FreightSampleNotice sample={profile.release.sample} />
      {!profile.release.sample && <p className="chart-note">{profile.release.source}</p>}
      <dl className="freight-profile__summary">
        {profile.summary.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
      {profile.sections.map((section) => {
        const unit = section.table.measure.unit;
        return (
          <section key={section.id} className="freight-profile__section" aria-labelledby={`${section.id}-heading`}>
            <h3 id={`${section.id}-heading`}>{section.heading}</h3>
            <div className="data-explorer__result">
              {section.chart && (
                <ChartDrawing drawings={section.chart} summary={`Bar chart: ${section.heading}. The table beside it lists the same figures.`} />
              )}
              <ChartTable
                id={section.id}
                caption={`${section.heading} (${unit})`}
                columns={[
                  { key: 'name', label: section.table.query.rows === 'distance_band' ? 'Distance' : 'Name' },
                  { key: 'amount', label: unit[0]!.toUpperCase() + unit.slice(1), numeric: true },
                  { key: 'share', label: 'Share (%)', numeric: true },
                ]}
                rows={section.rows.map((row) => ({ name: row.name, amount: Math.round(row.amount * 10) / 10, share: row.share }))}
                fileName={`${section.id}.csv`}
                source={profile.release.source}
              />
            </div>
          </section>
        );
      })}
    </section>
  );
}
