import { Bot, NotebookPen, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { ReadableText } from '../../../lib/bionic';
import { SectionHeading } from './section-heading';

const features = [
  {
    icon: Sparkles,
    title: 'AI-generated content welcome',
    text: 'Wrote your guide with an AI helper or composed your soundscape with new tools? It belongs here, as long as it truly serves the person who buys it.',
  },
  {
    icon: NotebookPen,
    title: 'The Silver Linings Journal',
    text: 'A daily AI reflection journal that helps you notice what went well, what you learned and where you are growing.',
  },
  {
    icon: Bot,
    title: 'Support assistant',
    text: 'An AI support assistant answers questions about buying, downloading and selling, whenever you need it.',
  },
  {
    icon: ShieldCheck,
    title: 'Thoughtful moderation',
    text: 'Products can be held for review before they go live, so the marketplace stays safe, honest and kind.',
  },
];

export function AiBuiltSection() {
  return (
    <section aria-labelledby="ai-title" className="below-fold-1200 bg-secondary/60">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeading
          id="ai-title"
          title="Built With AI, Guided by Soul"
          intro="We use AI to take the busywork off your shoulders, so you can spend your energy on the work only you can do."
        />
        <ul className="grid gap-6 sm:grid-cols-2">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-xl border bg-card p-6 text-card-foreground">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-semibold">{title}</h3>
                <p className="mt-1 text-muted-foreground">
                  <ReadableText>{text}</ReadableText>
                </p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link
            href={paths.aiPolicy}
            className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Read our AI policy
          </Link>
        </p>
      </div>
    </section>
  );
}
