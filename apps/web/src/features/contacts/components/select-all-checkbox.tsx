import { useEffect, useRef } from 'react';

interface SelectAllCheckboxProps {
  ids: string[];
  selected: ReadonlySet<string>;
  onSelectMany: (ids: string[], checked: boolean) => void;
  label?: string;
}

/** Ticks every loaded row; shows "mixed" when only some are selected. */
export function SelectAllCheckbox({
  ids,
  selected,
  onSelectMany,
  label = 'Select all loaded contacts',
}: SelectAllCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  const count = ids.filter((id) => selected.has(id)).length;
  const all = ids.length > 0 && count === ids.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="focus-ring h-4 w-4 accent-brand-700"
      checked={all}
      onChange={() => onSelectMany(ids, !all)}
      aria-label={label}
    />
  );
}
