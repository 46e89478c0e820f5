import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '@/lib/cn';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label (the whole line is clickable). */
export function Checkbox({ label, className, ...props }: CheckboxProps) {
  return (
    <label className={cn('inline-flex cursor-pointer items-center gap-2 text-sm text-slate-900', className)}>
      <input
        type="checkbox"
        className="focus-ring h-4 w-4 rounded border-slate-400 accent-brand-700"
        {...props}
      />
      <span>{label}</span>
    </label>
  );
}
