import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Link } from 'wouter';
import type { CartItem } from '../../../../contract/cart';
import { IMMEDIATE_ACCESS_CONSENT } from '../../../../contract/checkout';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { formatUsd } from '../../../lib/format';

interface PreContractInformationProps {
  items: CartItem[];
  /** The whole amount due today, from the server's cart. */
  total: string;
  consented: boolean;
  onConsentChange: (consented: boolean) => void;
}

/**
 * What the buyer is told before paying (Consumer Contracts Regulations 2013): what they buy and from whom,
 * the whole price, the refund terms, and the unticked box that asks for access straight away.
 */
export function PreContractInformation({ items, total, consented, onConsentChange }: PreContractInformationProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Before you pay</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <ul className="space-y-1" aria-label="What you are buying">
          {items.map((item) => (
            <li key={item.id}>
              <span className="font-medium">{item.title}</span>, a digital download sold by {item.seller}: {formatUsd(item.price)}
              {item.subscription ? ` per ${item.subscription.interval}` : ''}
            </li>
          ))}
        </ul>
        <p>
          You pay <strong>{formatUsd(total)}</strong> today in US dollars, with no other fees.
        </p>
        <p>
          Within 30 days you may ask for your money back from the support page; see the{' '}
          <Link href={paths.refundPolicy} className="font-medium text-primary underline-offset-4 hover:underline">
            refund policy
          </Link>
          .
        </p>
        <CheckboxField
          id="immediate-access-consent"
          className="rounded-md border p-3"
          checked={consented}
          onCheckedChange={onConsentChange}
        >
          {IMMEDIATE_ACCESS_CONSENT}
        </CheckboxField>
      </CardContent>
    </Card>
  );
}
