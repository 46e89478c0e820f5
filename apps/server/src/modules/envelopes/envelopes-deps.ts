import type { AppDeps } from '../../platform/deps';
import type { FileAreaDeps } from '../../platform/storage/file-area-deps';

/** What the envelope services need: files (the document, the sealed result), links, jobs. */
export interface EnvelopeDeps extends FileAreaDeps {
  config: AppDeps['config'];
  jobs?: AppDeps['jobs'];
}

/** Who did a step, from where: the audit trail's columns (envelope_events). */
export interface EventOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}
