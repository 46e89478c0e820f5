import type { Readable } from 'node:stream';

/**
 * Where files live (ADR 0113). Keys are opaque paths chosen by the caller (`documents/<id>/<version>`);
 * nothing here is ever served by URL: every download goes through a route that checks access first.
 * The local-disk implementation is the default; an S3-compatible one implements the same four calls.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Writes the stream under `key` (all or nothing: a failed write leaves no object); answers the bytes written. */
  put(key: string, body: Readable): Promise<{ sizeBytes: number }>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Readable | null>;
  stat(key: string): Promise<{ sizeBytes: number } | null>;
  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/** Keys are ours, never user input; this refuses anything that could leave the storage root. */
export function assertStorageKey(key: string) {
  if (!KEY.test(key) || key.includes('..') || key.length > 300)
    throw new Error(`Invalid storage key: ${key}`);
}
