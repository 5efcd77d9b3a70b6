import { Check, Clock, Copy, ImageIcon, Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatSocialPost, type SocialContent } from '../../../../contract/social';
import { Button } from '../../../components/ui/button';
import { useCopyText } from '../../../components/use-copy-text';
import { ReadableText } from '../../../lib/bionic';
import { cn } from '../../../lib/utils';
import { countedLength, platformLabels } from '../platforms';

function Bullets({ title, icon, items }: { title: string; icon: ReactNode; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="space-y-2">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        {icon}
        {title}
      </h4>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {items.map((item) => (
          <li key={item}>
            <ReadableText>{item}</ReadableText>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One platform's post with its hashtags, length against the platform's limit, image idea, tips and times. */
export function GeneratedPost({ post }: { post: SocialContent }) {
  const { copied, copy: copyText } = useCopyText();
  const { used, max } = countedLength(post);
  const over = used > max;
  const icon = 'h-4 w-4 text-primary';

  const copy = () => copyText(formatSocialPost(post));

  return (
    <div className="space-y-5" data-testid={`post-${post.platform}`}>
      <div className="space-y-3 rounded-lg border bg-background p-4">
        <p className="whitespace-pre-wrap leading-7" data-testid="post-text">
          {post.postText}
        </p>
        {post.hashtags.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Hashtags">
            {post.hashtags.map((tag) => (
              <li key={tag} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-3">
          <p
            className={cn('text-sm', over ? 'font-medium text-destructive dark:text-red-300' : 'text-muted-foreground')}
            data-testid="post-length"
          >
            {used} / {max}
            <span className="sr-only"> characters</span>
            {over ? ` (over the ${platformLabels[post.platform]} limit)` : null}
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy post'}
          </Button>
        </div>
      </div>
      {post.imagePrompt ? (
        <div className="space-y-2">
          <h4 className="flex items-center gap-2 text-sm font-semibold">
            <ImageIcon aria-hidden="true" className={icon} />
            Image idea
          </h4>
          <p className="text-sm leading-6">
            <ReadableText>{post.imagePrompt}</ReadableText>
          </p>
        </div>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Bullets title="Tips" icon={<Lightbulb aria-hidden="true" className={icon} />} items={post.tips} />
        <Bullets title="Best times to post" icon={<Clock aria-hidden="true" className={icon} />} items={post.bestTimes} />
      </div>
    </div>
  );
}
