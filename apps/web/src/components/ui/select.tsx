import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/** A native <select> styled like <Input>: keyboard, screen-reader and mobile pickers for free. */
export function Select({ className, ...props }: SelectProps) {
  return (
    <select
      className={cn(
        'focus-ring block h-10 w-full rounded-md border border-slate-400 bg-white px-3 text-sm text-slate-900 disabled:bg-slate-100 aria-[invalid=true]:border-red-700',
        className,
      )}
      {...props}
    />
  );
}
