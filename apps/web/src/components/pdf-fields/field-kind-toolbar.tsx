import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface FieldKindToolbarProps<K extends string> {
  /** The toolbar's accessible name. */
  label: string;
  kinds: readonly K[];
  kindLabels: Record<K, string>;
  placing: K | null;
  onToggle: (kind: K) => void;
  disabled?: boolean;
  className?: string;
}

/** One toggle button a field kind: the pressed one is placed by the next click on the page. */
export function FieldKindToolbar<K extends string>(props: FieldKindToolbarProps<K>) {
  const { label, kinds, kindLabels, placing, onToggle, disabled, className } = props;
  return (
    <div className={cn('flex flex-wrap gap-2', className)} role="toolbar" aria-label={label}>
      {kinds.map((kind) => (
        <Button
          key={kind}
          size="sm"
          variant={placing === kind ? 'primary' : 'secondary'}
          aria-pressed={placing === kind}
          disabled={disabled}
          onClick={() => onToggle(kind)}
        >
          {kindLabels[kind]}
        </Button>
      ))}
    </div>
  );
}
