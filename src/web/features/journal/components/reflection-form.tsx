import { useRef, useState, type FormEvent } from 'react';
import { JOURNAL_MIN_LENGTH, journalEntryRequest, type JournalEntryAnswer } from '../../../../contract/journal';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { useAuth } from '../../../lib/auth';
import { errorMessage } from '../../../lib/api-error';
import { fieldErrors } from '../../../lib/field-errors';
import { useCreateJournalEntry } from '../api/create-journal-entry';

export const JOURNAL_NAME = 'The Silver Linings Journal';
// Shown (and sent) when nobody is signed in: the server answers anonymous entries without storing them.
export const ANONYMOUS_EMAIL = 'anonymous@soulmarket.example';

/** The day's reflection: an e-mail (the account's, or the anonymous one) and the silver lining itself. */
export function ReflectionForm({ onAnswered }: { onAnswered(entry: JournalEntryAnswer): void }) {
  const { user } = useAuth();
  const createEntry = useCreateJournalEntry();
  // null means "not edited": the field follows the signed-in user's e-mail as it loads.
  const [email, setEmail] = useState<string | null>(null);
  const [silverLining, setSilverLining] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'email' | 'silverLining', string>>>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const silverLiningRef = useRef<HTMLTextAreaElement>(null);

  const emailValue = email ?? user?.email ?? ANONYMOUS_EMAIL;
  const length = silverLining.trim().length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rules and messages, checked before sending.
    const found = fieldErrors(journalEntryRequest, { email: emailValue, silverLining });
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.silverLining) return silverLiningRef.current?.focus();
    createEntry.mutate(
      { email: emailValue, silverLining },
      {
        onSuccess: (entry) => {
          setEmail(null);
          setSilverLining('');
          toast({ title: `${JOURNAL_NAME} has responded` });
          onAnswered(entry);
        },
        onError: (error) =>
          toast({
            title: 'Something went wrong',
            description: errorMessage(error, 'Please try again in a moment.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Today's reflection">
      <div className="space-y-2">
        <Label htmlFor="journal-email">E-mail</Label>
        <Input
          ref={emailRef}
          id="journal-email"
          type="email"
          autoComplete="email"
          value={emailValue}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'journal-email-hint journal-email-error' : 'journal-email-hint'}
        />
        <p id="journal-email-hint" className="text-xs text-muted-foreground">
          {user
            ? 'Signed in: your entry is kept in your account.'
            : 'Optional. Without an account your entry is answered, not stored.'}
        </p>
        {errors.email ? (
          <p id="journal-email-error" className="text-sm text-destructive dark:text-red-300">
            {errors.email}
          </p>
        ) : null}
      </div>

      <div className="space-y-2">
        <Label htmlFor="journal-silver-lining">What was your silver lining today?</Label>
        <Textarea
          ref={silverLiningRef}
          id="journal-silver-lining"
          rows={6}
          value={silverLining}
          onChange={(e) => setSilverLining(e.target.value)}
          placeholder="Something hard happened, and something good came out of it..."
          aria-invalid={errors.silverLining ? true : undefined}
          aria-describedby={errors.silverLining ? 'journal-count journal-silver-lining-error' : 'journal-count'}
        />
        <p id="journal-count" data-testid="journal-count" className="text-xs text-muted-foreground">
          {length < JOURNAL_MIN_LENGTH ? `${length} / ${JOURNAL_MIN_LENGTH} characters minimum` : `${length} characters`}
        </p>
        {errors.silverLining ? (
          <p id="journal-silver-lining-error" className="text-sm text-destructive dark:text-red-300">
            {errors.silverLining}
          </p>
        ) : null}
      </div>

      <Button type="submit" className="w-full sm:w-auto" disabled={createEntry.isPending}>
        {createEntry.isPending ? 'Reflecting...' : 'Receive Guidance'}
      </Button>
    </form>
  );
}
