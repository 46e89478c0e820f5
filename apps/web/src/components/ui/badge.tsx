import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** Colour tones; each pair passes WCAG AA contrast for small text. */
export const BADGE_TONES = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  info: 'bg-sky-50 text-sky-900 ring-sky-300',
  success: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  warning: 'bg-amber-50 text-amber-900 ring-amber-300',
  danger: 'bg-red-50 text-red-900 ring-red-300',
  brand: 'bg-brand-50 text-brand-900 ring-brand-100',
  muted: 'bg-white text-slate-700 ring-slate-300',
} as const;
export type BadgeTone = keyof typeof BADGE_TONES;

interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A small label (status, role, state). */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        BADGE_TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
