import { FREIGHT_SAMPLE_NOTICE, type FreightRelease } from '@vtrans/contracts/freight-tabulation';

/**
 * Issue 57: figures the seed generated must never pass for FHWA's. Every freight view shows this
 * above its figures when they are a sample; an imported file needs no notice, since each view's
 * note names its release (sourceUnlessSample). A CSV or an API answer carries the full source note.
 */
export function FreightSampleNotice({ sample }: { sample: boolean }) {
  if (!sample) return null;
  return (
    <p className="callout freight-sample" role="note">
      <strong>{FREIGHT_SAMPLE_NOTICE}.</strong> These figures were generated in the layout of FHWA&rsquo;s Freight Analysis Framework so the tools can be tried;
      they are not published figures. The office replaces them with FHWA&rsquo;s file by running <code>npm run import:freight</code>.
    </p>
  );
}

/** A view's note on its source, followed by a space: the release for an import; nothing for a sample, whose notice above says it once. */
export function sourceUnlessSample(release: Pick<FreightRelease, 'sample' | 'source'>): string {
  return release.sample ? '' : `${release.source} `;
}
