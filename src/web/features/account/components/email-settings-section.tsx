import {
  creatorEmailKinds,
  EMAIL_SWITCH_LABELS,
  type EmailSettings,
  ownerEmailKinds,
  type SwitchableEmailKind,
} from '../../../../contract/account';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { useEmailSettings, useUpdateEmailSetting } from '../api/account-settings';
import { ChoiceNotSaved } from './choice-not-saved';

/**
 * The e-mails that can be turned off, one switch per kind, all on until turned off: about what the
 * account bought (docs/decisions/056), and, for someone who has listed a product, about their shop (048).
 * Each switch shows the saved answer.
 */
export function EmailSettingsSection() {
  const settings = useEmailSettings();
  const update = useUpdateEmailSetting();
  if (!settings.data) return null;
  const saved = settings.data.emails;
  const shown = (kind: SwitchableEmailKind) =>
    update.isPending && update.variables.kind === kind ? update.variables.on : saved[kind];
  const switches = (kinds: readonly SwitchableEmailKind[]) => (
    <ul className="space-y-3">
      {kinds.map((kind) => (
        <li key={kind} className="flex items-center justify-between gap-4">
          <Label htmlFor={`email-${kind}`} className="text-sm font-normal">
            {EMAIL_SWITCH_LABELS[kind]}
          </Label>
          <Switch
            id={`email-${kind}`}
            checked={shown(kind)}
            disabled={update.isPending}
            onCheckedChange={(on) => update.mutate({ kind, on })}
          />
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby="email-settings-heading" className="space-y-3" id="emails">
      <h2 id="email-settings-heading" className="text-lg font-semibold">
        E-mails
      </h2>
      <p className="text-muted-foreground">Receipts and security e-mails always come. Turn off any other kind you do not want.</p>
      <h3 className="font-medium">About what you bought</h3>
      {switches(ownerEmailKinds)}
      {settings.data.isCreator ? <ShopSwitches>{switches(creatorEmailKinds)}</ShopSwitches> : null}
      <p role="status" className="text-muted-foreground">
        {update.isSuccess ? savedMessage(saved, update.variables.kind) : ''}
      </p>
      <ChoiceNotSaved error={update.error} />
    </section>
  );
}

function ShopSwitches({ children }: { children: React.ReactNode }) {
  return (
    <>
      <h3 className="pt-2 font-medium">About your shop</h3>
      <p className="text-muted-foreground">We e-mail you when something happens to your products.</p>
      {children}
    </>
  );
}

const savedMessage = (saved: EmailSettings['emails'], kind: SwitchableEmailKind) =>
  `“${EMAIL_SWITCH_LABELS[kind]}” e-mails are ${saved[kind] ? 'on' : 'off'}.`;
