// No icons or copy here: home reads this on every visit, before the dialog's own code loads.

/** What the browser keeps per user: the completed step ids as JSON, or this word once dismissed. */
export const DISMISSED = 'dismissed';

export const customerOnboardingKey = (userId: number) => `customerOnboarding:${userId}`;

/** The dialog shows only to a user with nothing stored: any recorded step or a dismissal keeps it closed. */
export const shouldShowCustomerOnboarding = (stored: string | null) => stored === null;

/** The stored value after completing `stepId`: the ids completed so far plus this one, once each. */
export function recordCustomerStep(stored: string | null, stepId: string): string {
  let completed: string[] = [];
  try {
    const parsed: unknown = JSON.parse(stored ?? '[]');
    if (Array.isArray(parsed)) completed = parsed.filter((id): id is string => typeof id === 'string');
  } catch {
    // A dismissal or an unreadable value: start the list afresh.
  }
  return JSON.stringify(completed.includes(stepId) ? completed : [...completed, stepId]);
}
