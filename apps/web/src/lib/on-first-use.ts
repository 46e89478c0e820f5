/** A value made on the first call and reused after: for Intl formatters and other costly constants. */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
