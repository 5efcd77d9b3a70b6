import { ArrowLeft, ArrowRight, RotateCcw, Sparkles, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { prefilledUploadPath } from '../../../config/paths';
import { cn } from '../../../lib/utils';
import { chooseOutcome, WIZARD_QUESTIONS, type WizardAnswers, type WizardOutcome } from '../intuitive-outcomes';

const LAST_STEP = WIZARD_QUESTIONS.length - 1;

function OutcomeView({ outcome, onStartOver }: { outcome: WizardOutcome; onStartOver(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that was pressed is gone: move focus to the guidance so it is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-4 text-center">
      <Sparkles className="mx-auto size-10 text-primary" aria-hidden="true" />
      <p className="text-sm font-medium uppercase tracking-wide text-muted-foreground">Your soul-aligned product</p>
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold focus-visible:outline-none">
        {outcome.title}
      </h2>
      <p className="mx-auto max-w-xl text-muted-foreground">{outcome.description}</p>
      <p className="text-sm">
        A title to start from: <span className="font-semibold">{outcome.titleIdea}</span>
      </p>
      <div className="flex flex-col-reverse justify-center gap-3 pt-2 sm:flex-row">
        <Button type="button" variant="outline" onClick={onStartOver}>
          <RotateCcw aria-hidden="true" /> Start Over
        </Button>
        <Button asChild>
          <Link href={prefilledUploadPath(outcome.categorySlug, outcome.titleIdea)}>
            <Upload aria-hidden="true" /> Create This Product
          </Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * The three-question wizard that suggests one product to make. Each question is a native radio group
 * (arrow keys move between options); the outcome comes from the table in `intuitive-outcomes.ts`.
 */
export function IntuitiveChoiceWizard() {
  const groupName = useId();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Partial<WizardAnswers>>({});
  const [outcome, setOutcome] = useState<WizardOutcome | null>(null);
  const legend = useRef<HTMLLegendElement>(null);
  const moved = useRef(false);

  // After Continue or Previous the pressed button may be gone or disabled: move focus to the new question.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a step change is the trigger, though the effect reads only refs.
  useEffect(() => {
    if (moved.current) legend.current?.focus();
  }, [step]);

  const question = WIZARD_QUESTIONS[step]!;
  const chosen = answers[question.id];
  const progress = outcome ? 100 : ((step + 1) / WIZARD_QUESTIONS.length) * 100;

  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };
  const proceed = () => {
    if (chosen === undefined) return;
    if (step < LAST_STEP) return goTo(step + 1);
    setOutcome(chooseOutcome(answers as WizardAnswers));
  };
  const startOver = () => {
    setAnswers({});
    setOutcome(null);
    goTo(0);
  };

  return (
    <Card className="mx-auto w-full max-w-3xl">
      <CardContent className="space-y-6 pt-6">
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">
            {outcome ? 'Your guidance' : `Question ${step + 1} of ${WIZARD_QUESTIONS.length}`}
          </p>
          <Progress value={progress} label="Questions answered" />
        </div>

        {outcome ? (
          <OutcomeView outcome={outcome} onStartOver={startOver} />
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              proceed();
            }}
            className="space-y-6"
          >
            <fieldset className="space-y-4">
              <legend ref={legend} tabIndex={-1} className="mb-4 text-xl font-semibold focus-visible:outline-none">
                {question.prompt}
              </legend>
              <div
                className={cn('grid gap-3', question.options.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-3')}
              >
                {question.options.map((option) => {
                  // Named by the option alone; the hint is read as its description.
                  const optionId = `${groupName}-${question.id}-${option.value}`;
                  return (
                    <label
                      key={option.value}
                      className={cn(
                        'flex cursor-pointer flex-col gap-1 rounded-lg border-2 p-4 transition-colors hover:bg-accent',
                        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
                        chosen === option.value ? 'border-primary bg-accent' : 'border-border',
                      )}
                    >
                      <span className="flex items-center gap-2 font-semibold">
                        <input
                          type="radio"
                          name={`${groupName}-${question.id}`}
                          value={option.value}
                          checked={chosen === option.value}
                          aria-labelledby={`${optionId}-label`}
                          aria-describedby={`${optionId}-hint`}
                          onChange={() => setAnswers((current) => ({ ...current, [question.id]: option.value }))}
                          className="size-4 accent-primary"
                        />
                        <span id={`${optionId}-label`}>{option.label}</span>
                      </span>
                      <span id={`${optionId}-hint`} className="text-sm text-muted-foreground">
                        {option.hint}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
            <div className="flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:justify-between">
              <Button type="button" variant="outline" disabled={step === 0} onClick={() => goTo(step - 1)}>
                <ArrowLeft aria-hidden="true" /> Previous
              </Button>
              <Button type="submit" disabled={chosen === undefined}>
                {step === LAST_STEP ? (
                  <>
                    <Sparkles aria-hidden="true" /> Get My Guidance
                  </>
                ) : (
                  <>
                    Continue <ArrowRight aria-hidden="true" />
                  </>
                )}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
