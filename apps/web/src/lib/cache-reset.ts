/** Caches that hold the signed-in user's data register here and are emptied at sign-out. */
const clearers = new Set<() => void>();

export function registerCacheClearer(clear: () => void): void {
  clearers.add(clear);
}

export function clearUserCaches(): void {
  for (const clear of clearers) clear();
}
