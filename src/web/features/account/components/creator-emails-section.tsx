import { CREATOR_EMAIL_LABELS, type CreatorEmailKind, creatorEmailKinds } from '../../../../contract/account';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { useCreatorEmails, useUpdateCreatorEmails } from '../api/account-settings';
import { ChoiceNotSaved } from './choice-not-saved';

/**
 * The e-mails a creator gets about their shop (docs/decisions/048), one switch per kind, all on until
 * turned off. Shown only to someone who has listed a product; each switch shows the saved answer.
 */
export function CreatorEmailsSection() {
  const settings = useCreatorEmails();
  const update = useUpdateCreatorEmails();
  if (!settings.data?.isCreator) return null;
  const saved = settings.data.emails;
  const shown = (kind: CreatorEmailKind) =>
    update.isPending && update.variables.kind === kind ? update.variables.on : saved[kind];
  return (
    <section aria-labelledby="creator-emails-heading" className="space-y-3">
      <h2 id="creator-emails-heading" className="text-lg font-semibold">
        E-mails about your shop
      </h2>
      <p className="text-muted-foreground">
        We e-mail you when something happens to your products. Turn off any kind you do not want.
      </p>
      <ul className="space-y-3">
        {creatorEmailKinds.map((kind) => (
          <li key={kind} className="flex items-center justify-between gap-4">
            <Label htmlFor={`creator-email-${kind}`} className="text-sm font-normal">
              {CREATOR_EMAIL_LABELS[kind]}
            </Label>
            <Switch
              id={`creator-email-${kind}`}
              checked={shown(kind)}
              disabled={update.isPending}
              onCheckedChange={(on) => update.mutate({ kind, on })}
            />
          </li>
        ))}
      </ul>
      <p role="status" className="text-muted-foreground">
        {update.isSuccess
          ? `“${CREATOR_EMAIL_LABELS[update.variables.kind]}” e-mails are ${saved[update.variables.kind] ? 'on' : 'off'}.`
          : ''}
      </p>
      <ChoiceNotSaved error={update.error} />
    </section>
  );
}
