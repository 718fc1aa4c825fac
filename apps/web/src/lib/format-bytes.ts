const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A file's size as a reader says it: 766 bytes, 2.3 KB, 1.2 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / 1024 / 1024)} MB`;
}
