import { createContext, useContext } from 'react';

/**
 * False while a dashboard widget waits below the first screen: its query does not run yet (ADR 0182).
 * Anything rendered outside a `WidgetSlot` counts as visible.
 */
export const WidgetVisibleContext = createContext(true);

export const useWidgetVisible = () => useContext(WidgetVisibleContext);
