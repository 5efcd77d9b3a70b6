import { lazy, Suspense, useEffect, useState } from 'react';
import { readStored } from '../../../lib/storage';
import { setWelcomeDialogOpen } from '../../../lib/welcome-dialog-open';
import { customerOnboardingKey, shouldShowCustomerOnboarding } from '../customer-onboarding-record';

// Most visits have nothing to show: the dialog's code loads only for a user who will see it.
const CustomerOnboardingDialog = lazy(() => import('./customer-onboarding-dialog'));

/**
 * The welcome dialog on home for a signed-in user with nothing stored under their key. Decided after
 * hydration: browser storage is not known when the server draws the page.
 */
export function CustomerOnboarding({ userId }: { userId: number }) {
  const key = customerOnboardingKey(userId);
  const [due, setDue] = useState(false);
  useEffect(() => {
    const show = shouldShowCustomerOnboarding(readStored(key));
    setDue(show);
    setWelcomeDialogOpen(show);
    return () => setWelcomeDialogOpen(false);
  }, [key]);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <CustomerOnboardingDialog
        storageKey={key}
        onClose={() => {
          setDue(false);
          setWelcomeDialogOpen(false);
        }}
      />
    </Suspense>
  );
}
