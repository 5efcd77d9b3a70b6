import { type FormEvent, useState } from 'react';
import { deleteAccountRequest } from '../../../../contract/account';
import { FormField } from '../../../components/form-field';
import { TwoFactorCodeField, useTwoFactorCode } from '../../../components/two-factor-code-field';
import { Button } from '../../../components/ui/button';
import { errorMessage, hasErrorCode } from '../../../lib/api-error';
import { fieldErrors, serverFieldErrors } from '../../../lib/field-errors';
import { useTwoFactorStatus } from '../api/account-settings';
import { useDeleteAccount } from '../api/account-lifecycle';

/**
 * Deletion asks for the password again, and the authenticator code when two-factor is on: a session left
 * open on a shared computer is not enough to erase an account.
 */
export function DeleteAccountSection() {
  const twoFactor = useTwoFactorStatus();
  const deleteAccount = useDeleteAccount();
  const codeInput = useTwoFactorCode();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const enrolled = twoFactor.data?.enrolled === true;
  const serverPasswordError = serverFieldErrors(deleteAccount.error).password;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = enrolled ? codeInput.read() : undefined;
    const request = { password, code };
    const found = fieldErrors(deleteAccountRequest, request);
    setPasswordError(found.password);
    if (Object.keys(found).length > 0 || (enrolled && !code)) return;
    deleteAccount.mutate(request);
  };

  // A wrong password is shown at its field; a wrong or missing code, and anything else, below the form.
  const failed = deleteAccount.isError && !hasErrorCode(deleteAccount.error, 'unauthorized', 'invalid_credentials');
  return (
    <section aria-labelledby="delete-heading" className="space-y-3">
      <h2 id="delete-heading" className="text-lg font-semibold text-destructive dark:text-red-300">
        Delete your account
      </h2>
      <div className="space-y-2 text-muted-foreground">
        <p>
          This cannot be undone. Your name, e-mail, password, picture, payout details, reviews, referral link and achievements are
          erased, and you are signed out everywhere. Purchases and sales stay in our accounts without your name, as tax law
          requires; your journal entries are deleted 2 years from now, as the privacy policy says.
        </p>
        <p>
          If you sell: your product leaves the catalogue and its buyers keep their downloads. Request a payout of your available
          balance first: a payout still on its way has to arrive before you can delete.
        </p>
      </div>
      <form onSubmit={submit} noValidate className="max-w-sm space-y-4" aria-labelledby="delete-heading">
        <FormField
          id="deletePassword"
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordError ?? serverPasswordError}
        />
        {enrolled ? <TwoFactorCodeField id="deleteCode" label="Code from your authenticator app" state={codeInput} /> : null}
        {failed ? (
          <p role="alert" className="text-sm text-destructive dark:text-red-300">
            {errorMessage(deleteAccount.error, 'Your account could not be deleted. Please try again.')}
          </p>
        ) : null}
        <Button type="submit" variant="destructive" disabled={deleteAccount.isPending || twoFactor.isPending}>
          {deleteAccount.isPending ? 'Deleting...' : 'Delete my account'}
        </Button>
      </form>
    </section>
  );
}
