import { downloadFormats } from '@vtrans/contracts/open-data';
import { downloadFormatSpecs } from '@vtrans/spatial/export';
import { downloadPath } from '@/lib/datasets';

/** A dataset's five downloads, each link naming the dataset for a screen reader's list of links. */
export function DownloadLinks({ id, name, className }: { id: string; name: string; className: string }) {
  return (
    <ul className={className}>
      {downloadFormats.map((format) => (
        <li key={format}>
          <a href={downloadPath(id, format)} download>
            {downloadFormatSpecs[format].label}
            <span className="visually-hidden"> of {name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
