import { downloadFormats } from '@vtrans/contracts/open-data';
import { downloadFormatSpecs } from '@vtrans/spatial/export';
import { formatBytes } from '@/lib/format-bytes';
import { downloadPath } from '@/lib/datasets';

/**
 * A dataset's five downloads, each link naming the dataset for a screen reader's list of links.
 * Given `sizes` (the dataset's own page), each says how large it is; given null, the worker has not
 * written this version's files yet, and each says so instead of linking to a wait — unless its last
 * job to write them failed for good (`failed`): then nothing is being prepared, and each says that,
 * with a link that asks for the file again (a request for a missing file queues a new job).
 */
export function DownloadLinks({
  id,
  name,
  className,
  sizes,
  failed = false,
}: {
  id: string;
  name: string;
  className: string;
  sizes?: Record<string, number> | null;
  failed?: boolean;
}) {
  return (
    <ul className={className}>
      {downloadFormats.map((format) => {
        const label = downloadFormatSpecs[format].label;
        // The format, and for a screen reader's list of links the dataset too.
        const named = (
          <>
            {label}
            <span className="visually-hidden"> of {name}</span>
          </>
        );
        if (sizes === null && !failed) return <li key={format}>{named}: being prepared from the newest data — ready in a minute or two</li>;
        const size = sizes?.[format];
        return (
          <li key={format}>
            <a href={downloadPath(id, format)} download>
              {named}
            </a>
            {sizes === null
              ? ': the last try to make it from the newest data failed, and the office’s staff have the failure listed. The link tries again.'
              : size !== undefined && ` (${formatBytes(size)})`}
          </li>
        );
      })}
    </ul>
  );
}
