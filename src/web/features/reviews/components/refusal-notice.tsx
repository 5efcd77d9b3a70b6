import { ApiError, errorMessage } from '../../../lib/api-error';

/** Why a review or reply was not saved: the server's sentence, and moderation's feedback when it refused the words. */
export function RefusalNotice({ error, fallback }: { error: Error | null; fallback: string }) {
  if (!error) return null;
  const feedback = error instanceof ApiError ? error.feedback : [];
  return (
    <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
      <p>{feedback.length > 0 ? 'Please change your words and try again:' : errorMessage(error, fallback)}</p>
      {feedback.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {feedback.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
