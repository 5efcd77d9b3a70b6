import { Crosshair, Gem, Target } from 'lucide-react';
import { Card, CardContent } from '../../../components/ui/card';
import { ReadableText } from '../../../lib/bionic';
import { SectionHeading } from './section-heading';

const benefits = [
  {
    icon: Target,
    title: 'End Decision Paralysis',
    text: 'No more juggling ten half-finished ideas. Choose the one product that matters most and give it your full energy.',
  },
  {
    icon: Crosshair,
    title: 'Force Mastery Mode',
    text: 'One product means every hour goes into making it better: clearer, deeper and more helpful with each version.',
  },
  {
    icon: Gem,
    title: 'Clear Brand Identity',
    text: 'Buyers remember you for one thing done beautifully. Your product becomes your signature and your reputation.',
  },
];

export function BenefitsSection() {
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading
        id="benefits-title"
        title="Why ONE Product?"
        intro="Focus is a spiritual practice. Selling one product lets your best work shine."
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <CardContent className="pt-6">
                <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-secondary text-primary">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="text-xl font-semibold">{title}</h3>
                <p className="mt-2 text-muted-foreground">
                  <ReadableText>{text}</ReadableText>
                </p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
