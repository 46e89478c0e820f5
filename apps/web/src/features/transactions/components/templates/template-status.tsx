import { Badge } from '@/components/ui/badge';
import { formatDate } from '../../model/format';

/** What every deal template has: the organization's own (customized) or the built-in default. */
export interface TemplateState {
  customized: boolean;
  updated_at: string | null;
}

/** "Built-in default", or "Customized · updated Jul 6, 2026". */
export function TemplateStatus({ template }: { template: TemplateState }) {
  return template.customized ? (
    <Badge tone="brand">Customized · updated {formatDate(template.updated_at)}</Badge>
  ) : (
    <Badge tone="muted">Built-in default</Badge>
  );
}
