import type { ComponentType } from 'react';

/**
 * A lazily loaded route module: `lazyPage(() => import('…'), 'NamedExport')`. Pages use named
 * exports (no default exports), so the router picks the export by name.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => {
    const module = await load();
    return { Component: module[name] as ComponentType };
  };
}
