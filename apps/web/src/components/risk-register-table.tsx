import type { RiskRegisterRow } from '@/server/content-api';

const megatrendNames = {
  climate: 'Climate',
  technology: 'Technological changes',
  consumption: 'Consumption patterns',
  sociodemographic: 'Socio-demographic changes',
} as const;

/** The register (or one megatrend's part of it) as an accessible table. */
export function RiskRegisterTable({ rows, caption }: { rows: RiskRegisterRow[]; caption: string }) {
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table">
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
              <td>{megatrendNames[row.megatrend]}</td>
              <td>{row.kind}</td>
              <td>{row.description}</td>
              <td>{row.indicator}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
