import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/**
 * Where the marketing generator mounts (it belongs to the marketing feature; the route composes the
 * two). Until a generator is passed in, a card says what is coming.
 */
export function MarketingTab({ children }: { children?: ReactNode }) {
  if (children) return <>{children}</>;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Marketing assistant</CardTitle>
        <CardDescription>Social posts written from your product for each platform you choose.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">
          Once your product is published, the assistant writes posts from its title, description, price and tags.
        </p>
      </CardContent>
    </Card>
  );
}
