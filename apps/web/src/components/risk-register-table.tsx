import type { RiskRegisterRow } from '@/server/domain/content-api';

const megatrendNames = {
  climate: 'Climate',
  technology: 'Technological changes',
  consumption: 'Consumption patterns',
  sociodemographic: 'Socio-demographic changes',
} as const;

/**
 * The register (or one megatrend's part of it) as an accessible table. On a phone each row stacks
 * into a card, every cell named by its column (data-label), instead of five columns scrolled
 * sideways with the text people came for off-screen.
 */
export function RiskRegisterTable({ rows, caption }: { rows: RiskRegisterRow[]; caption: string }) {
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table data-table--stack">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Macrotrend</th>
            <th scope="col">Megatrend</th>
            <th scope="col">Risk or opportunity</th>
            <th scope="col">What could happen</th>
            <th scope="col">Indicator we watch</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.macrotrend}>
              <th scope="row">{row.macrotrend}</th>
              <td data-label="Megatrend">{megatrendNames[row.megatrend]}</td>
              <td data-label="Risk or opportunity">{row.kind}</td>
              <td data-label="What could happen">{row.description}</td>
              <td data-label="Indicator we watch">{row.indicator}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
