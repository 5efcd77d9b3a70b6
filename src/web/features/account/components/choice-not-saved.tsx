import { errorMessage, hasErrorCode } from '../../../lib/api-error';

/** A settings switch whose change the server refused; a 401 is the sign-in notice's to tell. */
export function ChoiceNotSaved({ error }: { error: Error | null }) {
  if (!error || hasErrorCode(error, 'unauthorized')) return null;
  return (
    <p role="alert" className="text-destructive dark:text-red-300">
      {errorMessage(error, 'Your choice could not be saved. Please try again.')}
    </p>
  );
}
