import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Progress } from '../../../components/ui/progress';
import { readStored, writeStored } from '../../../lib/storage';
import { DISMISSED, recordCustomerStep } from '../customer-onboarding-record';
import { CUSTOMER_ONBOARDING_STEPS, nextCustomerStep } from '../customer-onboarding-steps';

/**
 * The four welcome steps. A step's button records it, moves on and goes where the step leads; "Skip Step"
 * moves on without recording; "Maybe Later" stores the dismissal. Escape or a click outside count as
 * "Maybe Later": a dialog that came back on every visit would be in the way.
 */
export default function CustomerOnboardingDialog({ storageKey, onClose }: { storageKey: string; onClose(): void }) {
  const [stepIndex, setStepIndex] = useState(0);
  const [, navigate] = useLocation();
  const step = CUSTOMER_ONBOARDING_STEPS[stepIndex]!;
  const Icon = step.icon;
  const total = CUSTOMER_ONBOARDING_STEPS.length;

  const moveOn = () => {
    const next = nextCustomerStep(stepIndex);
    if (next === null) onClose();
    else setStepIndex(next);
  };
  const complete = () => {
    writeStored(storageKey, recordCustomerStep(readStored(storageKey), step.id));
    moveOn();
    if (step.href) navigate(step.href);
  };
  const dismiss = () => {
    writeStored(storageKey, DISMISSED);
    onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && dismiss()}>
      <DialogContent data-testid="customer-onboarding">
        <div className="space-y-2">
          <p className="text-sm font-medium text-muted-foreground">
            Step {stepIndex + 1} of {total}
          </p>
          <Progress value={((stepIndex + 1) / total) * 100} label="Welcome steps" />
        </div>
        {/* Announced as each step replaces the last while focus stays on the buttons. */}
        <div aria-live="polite" className="flex flex-col items-center gap-3 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Icon className="size-7" aria-hidden="true" />
          </span>
          <DialogTitle>{step.title}</DialogTitle>
          <DialogDescription>{step.description}</DialogDescription>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row-reverse sm:items-center sm:justify-between">
          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <Button onClick={complete}>{step.action}</Button>
            <Button variant="outline" onClick={moveOn}>
              Skip Step
            </Button>
          </div>
          <Button variant="ghost" onClick={dismiss}>
            Maybe Later
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
