import { Hand, HeartHandshake, Sparkles, Wind } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { JournalEntryAnswer } from '../../../../contract/journal';
import { CrisisResources } from '../../../components/crisis-resources';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { ReadableText } from '../../../lib/bionic';

function Part({ icon, title, children }: { icon: ReactNode; title: string; children: string }) {
  return (
    <div className="space-y-1">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        {icon}
        {title}
      </h3>
      <p className="leading-7">
        <ReadableText>{children}</ReadableText>
      </p>
    </div>
  );
}

/** The AI's answer to one entry; it scrolls itself into view and takes focus so screen readers hear it. */
export function GuidancePanel({ entry }: { entry: JournalEntryAnswer }) {
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { aiGuidance: guidance } = entry;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new entry is the trigger, though the effect reads only refs.
  useEffect(() => {
    panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    // preventScroll: focusing must not cut the smooth scroll short.
    headingRef.current?.focus({ preventScroll: true });
  }, [entry]);

  const icon = 'h-4 w-4 text-primary';
  return (
    <section ref={panelRef} aria-labelledby="guidance-heading" data-testid="guidance-panel" className="scroll-mt-24">
      <Card>
        <CardHeader>
          <h2
            id="guidance-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-semibold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Your guidance
          </h2>
          {/* Words that suggest risk are not shown back as a silver lining. */}
          {entry.crisis ? null : (
            <blockquote className="border-l-4 border-primary/40 pl-4 text-muted-foreground">
              <ReadableText>{entry.silverLining}</ReadableText>
            </blockquote>
          )}
        </CardHeader>
        <CardContent className="space-y-6">
          {entry.crisis ? <CrisisResources support={entry.crisis} headingLevel={3} /> : null}
          <Part icon={<Sparkles aria-hidden="true" className={icon} />} title="Spiritual insight">
            {guidance.spiritualInsight}
          </Part>
          <Part icon={<HeartHandshake aria-hidden="true" className={icon} />} title="Growth question">
            {guidance.growthQuestion}
          </Part>
          <div className="space-y-4 rounded-lg bg-secondary p-4 text-secondary-foreground">
            <h3 className="font-semibold">Embodied practice</h3>
            <Part icon={<Hand aria-hidden="true" className={icon} />} title="Hand placement">
              {guidance.embodiedPractice.handPlacement}
            </Part>
            <Part icon={<Wind aria-hidden="true" className={icon} />} title="Breathing">
              {guidance.embodiedPractice.breathing}
            </Part>
            <Part icon={<Sparkles aria-hidden="true" className={icon} />} title="Affirmation">
              {guidance.embodiedPractice.affirmation}
            </Part>
          </div>
          <p className="text-xs text-muted-foreground">
            {entry.saved ? 'Saved in your journal. ' : 'Not stored: entries are kept only for signed-in members. '}
            Written by our AI assistant. It is not medical or psychological advice: take what helps and leave the rest.
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
