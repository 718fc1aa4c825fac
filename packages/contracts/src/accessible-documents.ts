// No zod here: the accessibility notice is on every page, and this module is all it needs from
// contracts (imported as @vtrans/contracts/accessible-documents, so the browser gets no schemas).

/**
 * The five hosted documents that meet accessibility rules, by file name (spec §5): the seed's
 * staff-verified set. Staff verify more in the admin area (issue 37); a link to any hosted file
 * that is not verified opens the accessibility notice first.
 */
export const accessibleDocumentNames = [
  'GAP-TA_Program_Guidance_FY23.pdf',
  'GAP-TA_Program_Guidance_FY25.pdf',
  'VTrans_Policies_and_Statutory_Requirements.pdf',
  'VTrans_Long-term_Technical_Guide.pdf',
  'VTrans_Policy_Guide.pdf',
] as const;

/** Spec §5: a link is a hosted resource if its path starts with /resources. */
export function isHostedResource(href: string): boolean {
  const path = href.startsWith('/') ? href : safePath(href);
  return path !== null && path.startsWith('/resources');
}

function safePath(href: string): string | null {
  try {
    return new URL(href).pathname;
  } catch {
    return null;
  }
}

/** A hosted file's name, as people read it ("VTrans 2023 Mid-term Needs.pdf"); null for anything else. */
export function hostedFileName(href: string): string | null {
  if (!isHostedResource(href)) return null;
  const path = (href.startsWith('/') ? href : (safePath(href) ?? '')).split(/[?#]/)[0]!;
  try {
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || null;
  } catch {
    return null;
  }
}

/** True for a hosted file staff have not verified: the one that needs the notice. */
export function needsAccessibilityNotice(href: string, verifiedFileNames: readonly string[] = accessibleDocumentNames): boolean {
  const fileName = hostedFileName(href);
  return fileName !== null && !verifiedFileNames.includes(fileName);
}
