import { Info, Quote, Star } from 'lucide-react';
import { Card, CardContent } from '../../../components/ui/card';
import { ReadableText } from '../../../lib/bionic';
import { formatCount, formatRating, formatUsd } from '../../../lib/format';
import { sampleStories, type SampleStory } from '../sample-stories';
import { SectionHeading } from './section-heading';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

function StoryCard({ story }: { story: SampleStory }) {
  return (
    <Card className="flex h-full flex-col">
      <CardContent className="flex flex-1 flex-col gap-4 pt-6">
        <div className="flex items-center justify-between gap-2">
          <span className="rounded-full bg-accent px-3 py-1 text-xs font-semibold uppercase tracking-wide text-accent-foreground">
            Sample story
          </span>
          <span className="text-xs font-medium text-muted-foreground">{story.category}</span>
        </div>
        <div className="flex items-center gap-3">
          {/* Initials rather than a photo: these people are examples, not customers. */}
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-violet-600 to-purple-800 font-semibold text-white"
          >
            {initials(story.name)}
          </span>
          <div>
            <h3 className="font-semibold">{story.name}</h3>
            <p className="text-sm text-muted-foreground">
              {story.title} · {story.badge}
            </p>
          </div>
        </div>
        <blockquote className="flex-1 text-muted-foreground">
          <Quote className="mb-1 size-5 text-primary" aria-hidden="true" />
          <p>
            <ReadableText>{story.testimonial}</ReadableText>
          </p>
        </blockquote>
        <dl className="grid grid-cols-3 gap-2 border-t pt-4 text-center">
          <div>
            <dt className="text-xs text-muted-foreground">Sales</dt>
            <dd className="font-semibold">{formatCount(story.sales)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Revenue</dt>
            <dd className="font-semibold">{formatUsd(story.revenue, { wholeDollars: true })}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Rating</dt>
            <dd className="flex items-center justify-center gap-1 font-semibold">
              <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
              {formatRating(story.rating)}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

export function SuccessStoriesSection() {
  return (
    <section
      aria-labelledby="stories-title"
      id="success-stories"
      className="below-fold-1550 mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20"
    >
      <SectionHeading
        id="stories-title"
        title="ONE Product Success Stories"
        intro="What focusing on a single sacred product can look like."
      />
      <p className="mx-auto mb-10 flex max-w-2xl items-start justify-center gap-2 rounded-lg border bg-muted px-4 py-3 text-sm text-foreground">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <ReadableText>
          {
            'These are illustrative examples, not real customers. The names, quotes and figures show what a focused creator could achieve; they are not typical or guaranteed results.'
          }
        </ReadableText>
      </p>
      <ul className="grid gap-6 md:grid-cols-3">
        {sampleStories.map((story) => (
          <li key={story.name}>
            <StoryCard story={story} />
          </li>
        ))}
      </ul>
    </section>
  );
}
