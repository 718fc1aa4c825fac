import { describe, expect, it } from 'vitest';
import { accessibleDocumentNames, isHostedResource, needsAccessibilityNotice } from './documents';

describe('hosted resources (spec §5)', () => {
  it('are links whose path starts with /resources', () => {
    expect(isHostedResource('/resources/VTrans2040_Report.pdf')).toBe(true);
    expect(isHostedResource('https://vtrans.org/resources/file.pdf')).toBe(true);
    expect(isHostedResource('/about/about-vtrans')).toBe(false);
    expect(isHostedResource('https://example.com/files/x.pdf')).toBe(false);
  });

  it('need the notice unless the file is one of the five accessible documents', () => {
    expect(accessibleDocumentNames).toHaveLength(5);
    for (const name of accessibleDocumentNames) expect(needsAccessibilityNotice(`/resources/${name}`)).toBe(false);
    expect(needsAccessibilityNotice('/resources/VTrans2040_Final_Report.pdf')).toBe(true);
    expect(needsAccessibilityNotice('/resources/docs/GAP-TA_Program_Guidance_FY25.pdf?download=1')).toBe(false);
    expect(needsAccessibilityNotice('/get-involved/contact-us')).toBe(false);
    // Staff's verified list, when given, is the list: a file verified later no longer needs it.
    expect(needsAccessibilityNotice('/resources/VTrans2040_Final_Report.pdf', ['VTrans2040_Final_Report.pdf'])).toBe(false);
    expect(needsAccessibilityNotice('/resources/VTrans_Policy_Guide.pdf', ['VTrans2040_Final_Report.pdf'])).toBe(true);
  });
});
