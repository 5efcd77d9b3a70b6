import { type ReactNode, useId, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-error';

type Choice<Decision extends string> = { decision: Decision; label: string; variant: 'default' | 'destructive' };

/**
 * A note and the choices of one admin decision; the server's refusal (a conflict, say) is shown beside
 * them. `children` are further fields the decision asks for (the admin's own two-factor code).
 */
export function DecisionForm<Decision extends string>({
  noteLabel,
  noteHint,
  choices,
  pending,
  error,
  onDecide,
  children,
}: {
  noteLabel: string;
  noteHint: string;
  choices: readonly [Choice<Decision>, ...Choice<Decision>[]];
  pending: boolean;
  error: unknown;
  onDecide: (decision: Decision, note: string | undefined) => void;
  children?: ReactNode;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  return (
    <form className="space-y-3" onSubmit={(event) => event.preventDefault()}>
      <Field id={id} label={noteLabel} hint={noteHint}>
        <Textarea
          id={id}
          aria-describedby={`${id}-hint`}
          value={note}
          maxLength={1000}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
        />
      </Field>
      {children}
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <Button
            key={choice.decision}
            type="button"
            variant={choice.variant}
            disabled={pending}
            onClick={() => onDecide(choice.decision, note.trim() || undefined)}
          >
            {choice.label}
          </Button>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive dark:text-red-300">
          {errorMessage(error, 'The decision could not be saved. Try again.')}
        </p>
      ) : null}
    </form>
  );
}
