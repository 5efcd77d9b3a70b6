import { Megaphone, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { socialPlatforms, type SocialContent, type SocialPlatform, type SocialProductInfo } from '../../../../contract/social';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage, hasErrorCode } from '../../../lib/api-error';
import { useGenerateSocialContent, type PlatformFailure } from '../api/generate-social-content';
import { platformLabels } from '../platforms';
import { GeneratedPost } from './generated-post';

const FAILED_FALLBACK = 'Please try again or contact support';

/** A rate limit says when to come back; other failures get the spec's advice. */
function failureAdvice(failures: PlatformFailure[]): string {
  const limited = failures.find((failure) => hasErrorCode(failure.error, 'rate_limited'));
  return limited ? errorMessage(limited.error, FAILED_FALLBACK) : FAILED_FALLBACK;
}

/** Writes social posts for the creator's product: pick platforms, generate, copy one tab per platform. */
export function MarketingGenerator({ productInfo }: { productInfo: SocialProductInfo }) {
  const generate = useGenerateSocialContent();
  const [selected, setSelected] = useState<SocialPlatform[]>(['instagram']);
  const [posts, setPosts] = useState<SocialContent[]>([]);
  const [failures, setFailures] = useState<PlatformFailure[]>([]);
  const [activeTab, setActiveTab] = useState<string>('');

  const toggle = (platform: SocialPlatform) =>
    // Kept in the spec's platform order, whatever order they were clicked in.
    setSelected((current) => socialPlatforms.filter((p) => (p === platform ? !current.includes(p) : current.includes(p))));

  const run = () => {
    if (selected.length === 0) {
      toast({ title: 'Select platforms', description: 'Choose at least one social media platform', variant: 'destructive' });
      return;
    }
    generate.mutate(
      { productInfo, platforms: selected },
      {
        onSuccess: (result) => {
          setPosts(result.posts);
          setFailures(result.failures);
          const first = result.posts[0];
          if (first) {
            setActiveTab(first.platform);
            toast({ title: 'Content Generated!' });
          } else {
            toast({ title: 'Generation failed', description: FAILED_FALLBACK, variant: 'destructive' });
          }
        },
      },
    );
  };

  return (
    <section aria-labelledby="marketing-generator-heading" className="space-y-6">
      <div className="space-y-1">
        <h2 id="marketing-generator-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Megaphone aria-hidden="true" className="h-5 w-5 text-primary" />
          Marketing generator
        </h2>
        <p className="text-sm text-muted-foreground">
          Social posts for {productInfo.title}, written by our AI assistant. Check every claim before you publish.
        </p>
      </div>

      <div className="space-y-3">
        <h3 id="marketing-platforms-label" className="text-sm font-medium">
          Platforms
        </h3>
        {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons, not form controls, so no fieldset. */}
        <div role="group" aria-labelledby="marketing-platforms-label" className="flex flex-wrap gap-2">
          {socialPlatforms.map((platform) => {
            const pressed = selected.includes(platform);
            return (
              <Button
                key={platform}
                type="button"
                size="sm"
                variant={pressed ? 'default' : 'outline'}
                aria-pressed={pressed}
                onClick={() => toggle(platform)}
              >
                {platformLabels[platform]}
              </Button>
            );
          })}
        </div>
        {selected.length === 0 ? (
          <p className="text-sm text-muted-foreground">Choose at least one social media platform.</p>
        ) : null}
      </div>

      <Button type="button" onClick={run} disabled={selected.length === 0 || generate.isPending}>
        <Sparkles aria-hidden="true" />
        {generate.isPending ? 'Generating...' : `Generate ${selected.length === 1 ? 'post' : `${selected.length} posts`}`}
      </Button>

      {failures.length > 0 ? (
        <div
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm text-destructive dark:text-red-300"
        >
          <p className="font-medium">Generation failed for {failures.map((f) => platformLabels[f.platform]).join(', ')}.</p>
          <p>{failureAdvice(failures)}</p>
        </div>
      ) : null}

      {posts.length > 0 ? (
        <Tabs value={activeTab} onValueChange={setActiveTab}>
          <TabsList aria-label="Generated posts by platform">
            {posts.map((post) => (
              <TabsTrigger key={post.platform} value={post.platform}>
                {platformLabels[post.platform]}
              </TabsTrigger>
            ))}
          </TabsList>
          {posts.map((post) => (
            <TabsContent key={post.platform} value={post.platform}>
              <GeneratedPost post={post} />
            </TabsContent>
          ))}
        </Tabs>
      ) : null}
    </section>
  );
}
