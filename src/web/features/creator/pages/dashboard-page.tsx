import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { AuthUser } from '../../../../contract/auth';
import type { CreatorProduct } from '../../../../contract/creator';
import { PageLoading } from '../../../components/page-loading';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCreatorAnalytics } from '../api/get-creator-analytics';
import { useCreatorLevel } from '../api/get-creator-level';
import { useCreatorProducts } from '../api/get-creator-products';
import { AnalyticsTab } from '../components/analytics-tab';
import { CoreFourChecklist } from '../components/core-four-checklist';
import { CreatorLevelCard } from '../components/creator-level-card';
import { DashboardActions } from '../components/dashboard-actions';
import { ImpactTab } from '../components/impact-tab';
import { LevelCelebrations } from '../components/level-celebrations';
import { MarketingTab } from '../components/marketing-tab';
import { PricingTab } from '../components/pricing-tab';
import { ProductsTab } from '../components/products-tab';
import { SettingsPanel } from '../components/settings-panel';
import { SummaryStrip } from '../components/summary-strip';
import { WelcomeBanner } from '../components/welcome-banner';

const TABS = [
  { value: 'products', label: 'Products' },
  { value: 'pricing', label: 'Pricing' },
  { value: 'energetic', label: 'Energetic' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'impact', label: 'Impact' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'settings', label: 'Settings' },
] as const;
const TAB_VALUES: readonly string[] = TABS.map((tab) => tab.value);

/**
 * The marketing generator belongs to another feature, so the route that composes them passes it in,
 * given the creator's live product (or the first one listed).
 */
export type RenderMarketing = (product: CreatorProduct | undefined) => ReactNode;

/** The account feature's profile settings for the Settings tab, given the signed-in user. */
export type RenderProfileSettings = (user: AuthUser) => ReactNode;

/** `soulEvolution` is another feature's compact card, passed in by the route like the marketing generator. */
export default function DashboardPage({
  renderMarketing,
  renderProfileSettings,
  soulEvolution,
}: {
  renderMarketing?: RenderMarketing;
  renderProfileSettings?: RenderProfileSettings;
  soulEvolution?: ReactNode;
}) {
  useDocumentTitle('Creator Dashboard');
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoading />;
  if (!user) return <SignedOutCard />;
  return (
    <CreatorDashboard
      user={user}
      renderMarketing={renderMarketing}
      renderProfileSettings={renderProfileSettings}
      soulEvolution={soulEvolution}
    />
  );
}

function SignedOutCard() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4">
      <Card className="w-full max-w-md text-center">
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-none tracking-tight">Creator Dashboard</h1>
          <CardDescription>Please sign in to access your creator dashboard.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild className="w-full">
            <a href={paths.login}>Sign In</a>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

function CreatorDashboard({
  user,
  renderMarketing,
  renderProfileSettings,
  soulEvolution,
}: {
  user: AuthUser;
  renderMarketing?: RenderMarketing;
  renderProfileSettings?: RenderProfileSettings;
  soulEvolution?: ReactNode;
}) {
  const products = useCreatorProducts();
  const analytics = useCreatorAnalytics();
  const level = useCreatorLevel();
  const search = useSearch();
  const [, navigate] = useLocation();
  const requested = new URLSearchParams(search).get('tab') ?? 'products';
  const tab = TAB_VALUES.includes(requested) ? requested : 'products';

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Creator Dashboard</h1>
          <p className="mt-1 text-muted-foreground">Your one product, your daily practice and what your work is earning.</p>
        </div>
        <DashboardActions />
      </div>

      {products.data?.length === 0 ? <WelcomeBanner firstName={user.firstName} /> : null}

      <SummaryStrip analytics={analytics.data} products={products.data} loading={analytics.isPending || products.isPending} />
      <CreatorLevelCard level={level.data} />
      <LevelCelebrations level={level.data} />
      {soulEvolution}

      <Tabs
        value={tab}
        onValueChange={(value) =>
          navigate(value === 'products' ? paths.dashboard : `${paths.dashboard}?tab=${value}`, { replace: true })
        }
      >
        <TabsList aria-label="Dashboard sections">
          {TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value}>
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="products">
          <ProductsTab products={products.data} loading={products.isPending} failed={products.isError} />
        </TabsContent>
        <TabsContent value="pricing">
          <PricingTab products={products.data} />
        </TabsContent>
        <TabsContent value="energetic">
          <CoreFourChecklist />
        </TabsContent>
        <TabsContent value="marketing">
          <MarketingTab>
            {renderMarketing?.(products.data?.find((product) => product.isActive) ?? products.data?.[0])}
          </MarketingTab>
        </TabsContent>
        <TabsContent value="impact">
          <ImpactTab analytics={analytics.data} level={level.data} />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsTab analytics={analytics.data} failed={analytics.isError} />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsPanel profile={renderProfileSettings?.(user)} creatorId={user.id} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
