import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, ...props }: InputProps) {
  return (
    <input
      className={cn(
        'focus-ring block h-10 w-full rounded-md border border-slate-400 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100 aria-[invalid=true]:border-red-700',
        className,
      )}
      {...props}
    />
  );
}
