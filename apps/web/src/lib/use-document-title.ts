import { useEffect } from 'react';

export const APP_NAME = 'Threshold';

/** Sets the tab title ("Page · Threshold") for the page being shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
