import type { AuthUser } from '../../../../contract/auth';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { useUpdateActivityFeed } from '../api/account-settings';
import { ChoiceNotSaved } from './choice-not-saved';

/** buyerName as the feed shows it: first name and last initial. */
const shownName = (user: AuthUser) => {
  const initial = user.lastName.trim().charAt(0).toUpperCase();
  return initial ? `${user.firstName.trim()} ${initial}.` : user.firstName.trim();
};

/**
 * Whether the store's activity feed ("... just purchased ...") may show this user's purchases (docs/decisions/045).
 * Off until the owner turns it on; the switch shows the saved answer, and changes only once the server keeps it.
 */
export function PrivacySection({ user }: { user: AuthUser }) {
  const update = useUpdateActivityFeed();
  const checked = update.isPending ? update.variables : user.showInActivityFeed;
  return (
    <section aria-labelledby="privacy-heading" className="space-y-3">
      <h2 id="privacy-heading" className="text-lg font-semibold">
        Privacy
      </h2>
      <div className="flex items-start justify-between gap-4">
        <div className="space-y-1">
          <Label htmlFor="show-in-activity-feed" className="text-sm font-medium">
            Show my purchases in the activity feed
          </Label>
          <p id="show-in-activity-feed-hint" className="text-muted-foreground">
            When on, visitors may see "{shownName(user)} just purchased" and the product's title for a week after you buy. Your
            full name and e-mail are never shown, and you never see your own purchases there. Turning it off hides the ones
            already shown.
          </p>
        </div>
        <Switch
          id="show-in-activity-feed"
          aria-describedby="show-in-activity-feed-hint"
          checked={checked}
          disabled={update.isPending}
          onCheckedChange={(show) => update.mutate(show)}
        />
      </div>
      <p role="status" className="text-muted-foreground">
        {update.isSuccess
          ? user.showInActivityFeed
            ? 'Your purchases may now be shown.'
            : 'Your purchases are no longer shown.'
          : ''}
      </p>
      <ChoiceNotSaved error={update.error} />
    </section>
  );
}
