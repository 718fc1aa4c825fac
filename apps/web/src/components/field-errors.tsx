/**
 * How a form shows a field's error: the message above the field (`errorText`) and the field's
 * aria-invalid and aria-describedby (`described`), which also names a hint when the field has one.
 * `errorOf` decides which message wins (the browser's check, else the server's).
 */
export function fieldErrors<Field extends string>(errorOf: (field: Field) => string | undefined) {
  return {
    errorOf,
    described(field: Field, hint?: string) {
      const ids = [errorOf(field) ? `${field}-error` : null, hint].filter(Boolean).join(' ');
      return { ...(errorOf(field) ? { 'aria-invalid': true } : {}), ...(ids ? { 'aria-describedby': ids } : {}) };
    },
    errorText(field: Field) {
      const message = errorOf(field);
      return message ? (
        <span id={`${field}-error`} className="field-error">
          {message}
        </span>
      ) : null;
    },
  };
}
