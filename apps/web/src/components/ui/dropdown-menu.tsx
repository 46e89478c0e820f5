import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { Check } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

const itemClass =
  'relative flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-900 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-500 data-[highlighted]:bg-slate-100';

/** The menu panel (portalled, arrow-key navigation and type-ahead from Radix). */
export function DropdownMenuContent({
  className,
  align = 'start',
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        align={align}
        sideOffset={4}
        className={cn(
          'z-50 max-h-80 min-w-48 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof MenuPrimitive.Item>) {
  return <MenuPrimitive.Item className={cn(itemClass, className)} {...props} />;
}

interface CheckboxItemProps extends ComponentProps<typeof MenuPrimitive.CheckboxItem> {
  children: ReactNode;
}

/** A toggle in a menu; the menu stays open so several values can be picked. */
export function DropdownMenuCheckboxItem({ className, children, onSelect, ...props }: CheckboxItemProps) {
  return (
    <MenuPrimitive.CheckboxItem
      className={cn(itemClass, 'pl-8', className)}
      onSelect={(event) => {
        event.preventDefault();
        onSelect?.(event);
      }}
      {...props}
    >
      <span className="absolute left-2 inline-flex h-4 w-4 items-center justify-center">
        <MenuPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="h-4 w-4" />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.CheckboxItem>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      className={cn('px-2 py-1.5 text-xs font-semibold text-slate-600', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator() {
  return <MenuPrimitive.Separator className="my-1 h-px bg-slate-200" />;
}
