import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PRINCIPLE_GROUPS, type EnergyLevel, type Principle } from '../principles';

const ENERGY_BADGE: Record<EnergyLevel, 'default' | 'info' | 'secondary'> = {
  transformative: 'default',
  high: 'info',
  medium: 'secondary',
};

export default function SellingPrinciplesPage() {
  useDocumentTitle('Selling principles');
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:py-12">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Soul-aligned selling principles</h1>
        <p className="text-muted-foreground">
          How to sell ONE product with integrity: what to believe, what to do each day, and how it all grows together.
        </p>
      </div>
      <Tabs defaultValue={PRINCIPLE_GROUPS[0]!.id}>
        <TabsList aria-label="Principle groups">
          {PRINCIPLE_GROUPS.map((group) => (
            <TabsTrigger key={group.id} value={group.id}>
              {group.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {PRINCIPLE_GROUPS.map((group) => (
          <TabsContent key={group.id} value={group.id} className="space-y-4">
            <p className="text-sm text-muted-foreground">{group.intro}</p>
            <ul className="space-y-4">
              {group.principles.map((principle) => (
                <li key={principle.id}>
                  <PrincipleCard principle={principle} />
                </li>
              ))}
            </ul>
          </TabsContent>
        ))}
      </Tabs>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link href={paths.dashboard}>Back to dashboard</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={paths.upload}>Upload your product</Link>
        </Button>
      </div>
    </div>
  );
}

function PrincipleCard({ principle }: { principle: Principle }) {
  return (
    <Card>
      <CardHeader className="gap-2 pb-3 sm:flex-row sm:items-start sm:justify-between sm:space-y-0">
        <CardTitle className="text-lg">{principle.title}</CardTitle>
        <Badge variant={ENERGY_BADGE[principle.energyLevel]} className="self-start capitalize">
          {principle.energyLevel} energy
        </Badge>
      </CardHeader>
      <CardContent>
        <dl className="space-y-3 text-sm">
          <div>
            <dt className="font-semibold">Concept</dt>
            <dd className="mt-1 text-muted-foreground">{principle.concept}</dd>
          </div>
          <div>
            <dt className="font-semibold">Application</dt>
            <dd className="mt-1 text-muted-foreground">{principle.application}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
