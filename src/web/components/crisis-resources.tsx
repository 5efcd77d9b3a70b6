import { LifeBuoy, MessageSquareText, Phone } from 'lucide-react';
import { useId } from 'react';
import { type CrisisSupport, resourcesFor } from '../../contract/crisis';

/**
 * The UK help lines as tap-to-call (or tap-to-text) links: shown with an AI answer whose words
 * suggest the writer may be at risk, and behind the journal's standing "Need to talk to someone now?".
 */
export function CrisisResources({ support, headingLevel = 2 }: { support: CrisisSupport | 'all'; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The journal can show two cards at once (the standing link and an answer's): each names its own heading.
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid="crisis-resources"
      className="rounded-lg border-2 border-primary/40 bg-card p-5 text-card-foreground"
    >
      <Heading id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <LifeBuoy aria-hidden="true" className="h-5 w-5 text-primary" />
        You don't have to go through this alone
      </Heading>
      <p className="mt-1 text-sm text-muted-foreground">Free, confidential, and there for you right now (UK).</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {resourcesFor(support).map((resource) => {
          const Icon = resource.href.startsWith('sms:') ? MessageSquareText : Phone;
          return (
            <li key={resource.id}>
              <a
                href={resource.href}
                className="flex h-full min-h-11 items-start gap-3 rounded-md border bg-background p-3 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
                <span>
                  <span className="block font-semibold">
                    {resource.name}: {resource.contact}
                  </span>
                  <span className="block text-sm text-muted-foreground">{resource.detail}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
