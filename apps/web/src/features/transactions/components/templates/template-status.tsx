import type { ChecklistTemplateDto } from '@threshold/domain/transactions/checklistTemplates.contract';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '../../model/format';

/** "Built-in default", or "Customized · updated Jul 6, 2026". */
export function TemplateStatus({ template }: { template: ChecklistTemplateDto }) {
  return template.customized ? (
    <Badge tone="brand">Customized · updated {formatDate(template.updated_at)}</Badge>
  ) : (
    <Badge tone="muted">Built-in default</Badge>
  );
}
