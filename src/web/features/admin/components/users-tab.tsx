import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminUser } from '../../../../contract/admin';
import { ListState } from '../../../components/list-state';
import { TwoFactorCodeField, useTwoFactorCode } from '../../../components/two-factor-code-field';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { formatDate } from '../../../lib/format';
import { useResetTwoFactor, useSetSuspension, useUserSearch } from '../api/users';
import { DecisionForm } from './decision-form';
import { Fact } from './fact';

export function UsersTab() {
  const inputId = useId();
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const search = useUserSearch(email);
  return (
    <div className="space-y-4">
      <form
        aria-label="Find an account"
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          setEmail(text.trim().toLowerCase());
        }}
      >
        <div className="flex-1 space-y-2">
          <Label htmlFor={inputId}>Find an account by e-mail</Label>
          <Input
            id={inputId}
            type="search"
            value={text}
            minLength={3}
            maxLength={254}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" /> Find
        </Button>
      </form>
      {email.length < 3 ? (
        <p className="text-sm text-muted-foreground">Type at least 3 characters of the e-mail address.</p>
      ) : search.isPending || search.isError || search.data.length === 0 ? (
        <ListState
          loading={search.isPending}
          failed={search.isError}
          what="The accounts"
          empty={`No account’s e-mail contains “${email}”.`}
        />
      ) : (
        <ul className="space-y-4" aria-label="Accounts found">
          {search.data.map((user) => (
            <li key={user.id}>
              <Account user={user} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Account({ user }: { user: AdminUser }) {
  const suspension = useSetSuspension();
  const twoFactorReset = useResetTwoFactor();
  const adminCode = useTwoFactorCode();
  return (
    <Card data-testid="admin-user">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
          <span className="break-all">{user.email}</span>
          {user.isAdmin ? <Badge variant="info">Administrator</Badge> : null}
          {user.suspendedAt ? <Badge variant="destructive">Suspended {formatDate(user.suspendedAt)}</Badge> : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <Fact label="Name" value={`${user.firstName} ${user.lastName}`} />
          <Fact label="Joined" value={formatDate(user.createdAt)} />
          <Fact label="Products on sale" value={String(user.publishedProducts)} />
          <Fact label="Purchases" value={String(user.purchases)} />
          <Fact label="Two-factor verification" value={user.twoFactorEnrolled ? 'On' : 'Off'} />
        </dl>
        {user.isAdmin ? (
          <p className="text-sm text-muted-foreground">Administrators are set by ADMIN_EMAILS and cannot be suspended here.</p>
        ) : (
          <DecisionForm
            noteLabel={user.suspendedAt ? 'Why the suspension ends' : 'Why this account is suspended'}
            noteHint={
              user.suspendedAt
                ? 'Kept in the audit log. The account can sign in again and its product goes back on sale.'
                : 'Kept in the audit log. The account is signed out and cannot sign in, its product is hidden and its payouts wait.'
            }
            choices={
              user.suspendedAt
                ? [{ decision: 'lift', label: 'Lift suspension', variant: 'default' }]
                : [{ decision: 'suspend', label: 'Suspend account', variant: 'destructive' }]
            }
            pending={suspension.isPending}
            error={suspension.error}
            onDecide={(decision, note) =>
              suspension.mutate({ id: user.id, body: { suspended: decision === 'suspend', note: note ?? '' } })
            }
          />
        )}
        {user.twoFactorEnrolled ? (
          <DecisionForm
            noteLabel="How the owner proved who they are"
            noteHint="Kept in the audit log. Their authenticator no longer works here; they enrol again from settings before changing payout details."
            choices={[{ decision: 'reset', label: 'Reset two-factor verification', variant: 'destructive' }]}
            pending={twoFactorReset.isPending}
            error={twoFactorReset.error}
            onDecide={(_, note) => {
              // It can open the account to takeover, so it asks for the admin's own second factor.
              const code = adminCode.read();
              if (code)
                twoFactorReset.mutate(
                  { id: user.id, body: { note: note ?? '', code } },
                  { onSuccess: () => adminCode.setCode('') },
                );
            }}
          >
            <div className="max-w-xs">
              <TwoFactorCodeField id={`adminTwoFactorCode-${user.id}`} label="Your own two-factor code" state={adminCode} />
            </div>
          </DecisionForm>
        ) : null}
      </CardContent>
    </Card>
  );
}
