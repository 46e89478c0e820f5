import type { ReactNode } from 'react';
import type { z } from 'zod';

/** One column of an exception list: a header and what a row shows under it. */
export interface ExceptionColumn<T> {
  header: string;
  cell(row: T): ReactNode;
}

/**
 * One exception list of /compliance: where it comes from, how it reads, and where each row's fix is.
 * Methods (not arrow properties) so a list of any row type fits `ComplianceList<unknown>`.
 */
export interface ComplianceList<T> {
  key: string;
  path: string;
  schema: z.ZodType<{ items: T[]; total: number }>;
  /** What a row is: its first column's header. */
  subject: 'Deal' | 'Member';
  title: string;
  description: string;
  empty: string;
  columns: ExceptionColumn<T>[];
  rowKey(row: T): string;
  /** The row's main text (first column on desktop, card heading on mobile). */
  name(row: T): string;
  fix(row: T): { to: string; label: string };
}
