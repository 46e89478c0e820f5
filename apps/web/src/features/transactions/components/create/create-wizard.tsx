import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { isApiError, errorMessage } from '@/lib/api-error';
import { useMe } from '@/lib/auth/auth-context';
import { useCreateTransaction } from '../../api/create-api';
import {
  formPath,
  STEP_TITLES,
  stepOfField,
  WIZARD_DEFAULTS,
  WIZARD_STEPS,
  type WizardStep,
  type WizardValues,
} from '../../model/wizard';
import { validateStep, validateWizard } from '../../model/wizard-input';
import { StepDates } from './step-dates';
import { StepDeal } from './step-deal';
import { StepParticipants } from './step-participants';
import { StepProperty } from './step-property';
import { StepReview } from './step-review';
import { showErrors, type WizardPath } from './wizard-form';
import { WizardProgress } from './wizard-progress';

/** type and side → property → participants → dates → review → POST /api/transactions. */
export function CreateWizard() {
  const navigate = useNavigate();
  const create = useCreateTransaction();
  const teams = useMe().primaryAffiliation?.teams ?? [];
  const form = useForm<WizardValues>({
    // An agent on exactly one team usually works the deal for that team.
    defaultValues: { ...WIZARD_DEFAULTS, team_id: teams.length === 1 ? teams[0]!.id : '' },
  });
  const [step, setStep] = useState<WizardStep>('deal');
  const [reached, setReached] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const index = WIZARD_STEPS.indexOf(step);

  const goTo = (next: WizardStep) => {
    setStep(next);
    setReached((r) => Math.max(r, WIZARD_STEPS.indexOf(next)));
    // Move focus to the new step's heading so keyboard and screen-reader users follow along.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const focusFirst = (path: string | null) => {
    if (path) requestAnimationFrame(() => form.setFocus(path as WizardPath));
  };

  const handleNext = () => {
    form.clearErrors();
    const errors = validateStep(step, form.getValues());
    if (Object.keys(errors).length > 0) return focusFirst(showErrors(form, errors));
    goTo(WIZARD_STEPS[index + 1]!);
  };

  const handleCreate = () => {
    setFormError(null);
    form.clearErrors();
    const result = validateWizard(form.getValues());
    if (!result.ok) {
      const first = Object.keys(result.errors)[0]!;
      showErrors(form, result.errors);
      goTo(stepOfField(first));
      return;
    }
    create.mutate(result.input, {
      onSuccess: (deal) => {
        toast.success('Deal created', { description: `${deal.title}: checklist and key dates are ready.` });
        void navigate(`/transactions/${deal.id}`);
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.fields : {};
        const mapped = Object.fromEntries(
          Object.entries(fields).map(([path, message]) => [formPath(path), message]),
        );
        const first = Object.keys(mapped)[0];
        if (first) {
          showErrors(form, mapped);
          goTo(stepOfField(first));
        }
        setFormError(errorMessage(error));
        toast.error('The deal was not created', { description: errorMessage(error) });
      },
    });
  };

  return (
    <div className="space-y-6">
      <WizardProgress current={step} reached={reached} onGo={goTo} />
      <Card>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (step === 'review') handleCreate();
            else handleNext();
          }}
          className="space-y-6"
        >
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 focus:outline-none"
          >
            Step {index + 1} of {WIZARD_STEPS.length}: {STEP_TITLES[step]}
          </h2>
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          {step === 'deal' ? <StepDeal form={form} /> : null}
          {step === 'property' ? <StepProperty form={form} /> : null}
          {step === 'participants' ? <StepParticipants form={form} /> : null}
          {step === 'dates' ? <StepDates form={form} /> : null}
          {step === 'review' ? <StepReview form={form} onEdit={goTo} /> : null}
          <div className="flex justify-between gap-2 border-t border-slate-200 pt-4">
            {index > 0 ? (
              <Button
                variant="secondary"
                onClick={() => goTo(WIZARD_STEPS[index - 1]!)}
                disabled={create.isPending}
              >
                Back
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => void navigate('/transactions')}>
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={create.isPending}>
              {step === 'review' ? (create.isPending ? 'Creating…' : 'Create deal') : 'Next'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
