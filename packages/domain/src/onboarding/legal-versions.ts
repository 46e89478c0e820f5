/**
 * The versions of the terms of service and the privacy policy in force (issue 17 item 4). Publishing a
 * new text means changing its version here: everyone who accepted an older one is asked again.
 */
export const LEGAL_VERSIONS = { terms: '2026-11-01', privacy: '2026-11-01' } as const;

/** True when an acceptance covers the versions in force. */
export function acceptsCurrentVersions(
  accepted: { terms_version: string; privacy_version: string } | null,
): boolean {
  return (
    accepted?.terms_version === LEGAL_VERSIONS.terms && accepted.privacy_version === LEGAL_VERSIONS.privacy
  );
}
