import { Settings } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useCrmSettings } from '../api/crm-settings-api';
import { CrmSettingsForm } from './crm-settings-form';

/** Managers: the "needs attention" threshold and lead routing of the organization. */
export function CrmSettingsDialog() {
  const [open, setOpen] = useState(false);
  const settings = useCrmSettings();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Settings aria-hidden="true" className="h-4 w-4" />
          CRM settings
        </Button>
      </DialogTrigger>
      <DialogContent
        title="CRM settings"
        description="For everyone in your organization."
        className="max-w-lg"
      >
        {settings.data ? (
          <CrmSettingsForm settings={settings.data} onSaved={() => setOpen(false)} />
        ) : settings.isError ? (
          <p role="alert" className="text-sm text-red-700">
            The settings could not be loaded.
          </p>
        ) : (
          <Spinner label="Loading settings" />
        )}
      </DialogContent>
    </Dialog>
  );
}
