/**
 * The lead times (minutes before) a reminder may have (ADR 0138). Zod-free, so the header's reminder
 * bell can use them without bringing the contracts into every page's first load.
 */
export const REMINDER_CHOICES = [0, 5, 10, 15, 30, 60, 120, 1_440, 2_880, 10_080] as const;
