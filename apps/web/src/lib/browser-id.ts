/**
 * An anonymous browser's own random id, kept in localStorage: it makes "one like per person" and
 * "one flag per person" hold for visitors who are not signed in, without a cookie or tracking.
 */
export function browserId(): string {
  const key = 'vtrans-browser-id';
  let id = window.localStorage.getItem(key);
  if (!id) {
    id = crypto.randomUUID();
    window.localStorage.setItem(key, id);
  }
  return id;
}
