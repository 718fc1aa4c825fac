'use client';

/** Opens the browser's print dialog, where "Save as PDF" is one of the printers. */
export function PrintButton({ children }: { children: string }) {
  return (
    <button type="button" className="button no-print" onClick={() => window.print()}>
      {children}
    </button>
  );
}
