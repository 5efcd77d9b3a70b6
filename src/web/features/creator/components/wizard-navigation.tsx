import { ArrowLeft, ArrowRight, Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Previous, and Next on the first steps or Publish (the form's submit) on the last. */
export function WizardNavigation({
  isFirst,
  isLast,
  canGoNext,
  publishing,
  onPrevious,
  onNext,
}: {
  isFirst: boolean;
  isLast: boolean;
  canGoNext: boolean;
  publishing: boolean;
  onPrevious(): void;
  onNext(): void;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
      <Button type="button" variant="outline" disabled={isFirst || publishing} onClick={onPrevious}>
        <ArrowLeft aria-hidden="true" /> Previous
      </Button>
      {!isLast ? (
        // Keeping focus in the field on mouse-down stops its blur message from moving this
        // button away between press and release; Next checks every field of the step anyway.
        // Distinct keys: reusing one element would turn the Next click into a submit.
        <Button key="next" type="button" disabled={!canGoNext} onMouseDown={(event) => event.preventDefault()} onClick={onNext}>
          Next <ArrowRight aria-hidden="true" />
        </Button>
      ) : (
        <Button key="publish" type="submit" disabled={publishing}>
          <Upload aria-hidden="true" /> {publishing ? 'Publishing...' : 'Publish'}
        </Button>
      )}
    </div>
  );
}
