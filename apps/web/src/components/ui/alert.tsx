import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  error: 'border-red-300 bg-red-50 text-red-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
} as const;

interface AlertProps {
  tone?: keyof typeof TONES;
  title?: string;
  children: ReactNode;
  className?: string;
}

/** A message block; errors are announced assertively, everything else politely. */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-md border p-3 text-sm', TONES[tone], className)}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}
