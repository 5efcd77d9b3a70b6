import { ShieldCheck } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { ChangeConfirmationField, useChangeConfirmation } from '../../../components/change-confirmation-field';
import { TwoFactorCodeField, useTwoFactorCode } from '../../../components/two-factor-code-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage, hasErrorCode } from '../../../lib/api-error';
import { useConfirmTwoFactor, useStartTwoFactor, useTwoFactorStatus } from '../api/account-settings';

/**
 * Two-factor enrolment: once the owner confirms with the password (or, without one, an e-mailed link), a
 * secret from the server shown once as a QR code and as a key to type, then confirmed with the app's
 * first code. Asked for before payout details change.
 */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const codeInput = useTwoFactorCode();
  const confirmation = useChangeConfirmation(status.data?.confirmWith);

  const begin = (event: FormEvent) => {
    event.preventDefault();
    const proof = confirmation.read();
    if (!proof) return;
    start.mutate(proof, {
      onSuccess: () => confirmation.setPassword(''),
      onError: (error) => {
        if (hasErrorCode(error, 'invalid_credentials', 'reauthentication_required'))
          confirmation.setError(errorMessage(error, 'That could not be checked. Please try again.'));
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = codeInput.read();
    if (!code) return;
    confirm.mutate(code, {
      onSuccess: () =>
        toast({
          title: 'Two-factor verification is on',
          description: 'You will be asked for a code before payout details change. We e-mailed you a note of it.',
        }),
      onError: (error) => codeInput.setError(errorMessage(error, 'That code could not be checked. Please try again.')),
    });
  };

  let body: ReactNode;
  if (status.isPending) body = <p className="text-muted-foreground">Loading...</p>;
  else if (status.isError && !hasErrorCode(status.error, 'unauthorized'))
    body = (
      <p role="alert" className="text-destructive dark:text-red-300">
        Your two-factor setting could not be loaded. Reload the page to try again.
      </p>
    );
  else if (status.data?.enrolled)
    body = (
      <p className="flex items-center gap-2" data-testid="two-factor-enrolled">
        <ShieldCheck className="size-4 text-primary" aria-hidden="true" /> Two-factor verification is on.
      </p>
    );
  else if (!start.data)
    body = (
      <form onSubmit={begin} noValidate className="space-y-3">
        <p className="text-muted-foreground">
          Use an authenticator app (such as Google Authenticator, 1Password or Aegis). Connecting or changing your payout account
          asks for a code from it. Setting it up asks you to confirm it is you.
        </p>
        <div className="max-w-xs">
          <ChangeConfirmationField id="twoFactorPassword" change="two_factor_enrolment" state={confirmation} />
        </div>
        {confirmation.method === 'password' || confirmation.emailToken ? (
          <Button type="submit" variant="outline" disabled={start.isPending}>
            {start.isPending ? 'Preparing...' : 'Set up two-factor verification'}
          </Button>
        ) : null}
        {start.isError && !hasErrorCode(start.error, 'unauthorized', 'invalid_credentials', 'reauthentication_required') ? (
          <p role="alert" className="text-destructive dark:text-red-300">
            {errorMessage(start.error, 'Two-factor setup could not start. Please try again.')}
          </p>
        ) : null}
      </form>
    );
  else
    body = (
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <img
            src={start.data.qrCodeDataUrl}
            alt="QR code to scan with your authenticator app"
            className="size-44 rounded-md border bg-white"
          />
          <div className="space-y-2">
            <p>Scan the QR code with your authenticator app, or enter this key by hand:</p>
            <p>
              <code data-testid="two-factor-secret" className="break-all rounded bg-muted px-2 py-1 font-mono text-sm">
                {start.data.secret}
              </code>
            </p>
            <p className="text-muted-foreground">This key is shown only now. Then enter the 6-digit code the app shows.</p>
          </div>
        </div>
        <div className="max-w-xs">
          <TwoFactorCodeField id="twoFactorEnrolCode" label="Code from your app" state={codeInput} />
        </div>
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? 'Checking...' : 'Turn on two-factor verification'}
        </Button>
      </form>
    );

  return (
    <section aria-labelledby="two-factor-heading" className="space-y-2">
      <h3 id="two-factor-heading" className="font-semibold">
        Two-factor verification
      </h3>
      {body}
    </section>
  );
}
