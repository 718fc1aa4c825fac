/**
 * Text without the control characters (other than tab and line ends) and non-characters that XML
 * 1.0 cannot hold at all and calendar programs choke on: people's text may carry them, pasted from
 * elsewhere, and one would make a whole feed unreadable.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const unprintable = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/g;

export function printable(value: string): string {
  return value.replace(unprintable, '');
}
