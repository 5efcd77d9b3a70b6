import { Compass, Minus, X } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { CREATOR_ONBOARDING_STEPS } from '../../../../contract/onboarding';
import { pages } from '../../../../contract/pages';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { useAuth } from '../../../lib/auth';
import { useOnboardingProgress } from '../api/get-onboarding-progress';
import { useUpdateOnboardingProgress } from '../api/update-onboarding-progress';
import { CREATOR_GUIDE_STEPS } from '../creator-guide-steps';

// Bottom left: the toasts (a badge earned, an upload sent) use the bottom right.
const floating = 'fixed bottom-4 left-4 z-40';
const linkClass =
  'text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Room at the end of the page as tall as the floating guide, so the page's last controls scroll clear of it. */
function RoomBelow({ height }: { height: number }) {
  return <div aria-hidden="true" style={{ height: height + 32 }} />;
}

/** The open panel's height, followed as its text changes. */
function useHeight() {
  const [height, setHeight] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    if (!element) return;
    observer.current = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.current.observe(element);
  }, []);
  return { ref, height };
}

/**
 * The floating creator onboarding guide on the creator pages. Where the creator is and whether they closed it
 * come from the server, so both follow them to any device; minimising is for this page only. It opens by
 * itself only on the dashboard of a wide screen while steps are left; on the upload and earnings forms, on a
 * phone, and once every step is done it waits as its button, so it never sits over what the creator is doing.
 */
export default function CreatorGuide() {
  const { isAuthenticated } = useAuth();
  const { data, isError, refetch, isFetching } = useOnboardingProgress(isAuthenticated);
  const update = useUpdateOnboardingProgress();
  const [location] = useLocation();
  const [minimisedByCreator, setMinimised] = useState<boolean | null>(null);
  const panel = useHeight();

  if (!isAuthenticated) return null;
  if (isError)
    return (
      <div role="status" className={`${floating} rounded-lg border bg-card p-3 text-sm shadow-lg`}>
        The Creator Guide could not load.{' '}
        <Button variant="link" className="h-auto p-0" onClick={() => void refetch()} disabled={isFetching}>
          Try again
        </Button>
      </div>
    );
  // A floating aid: nothing takes its place while it loads.
  if (!data) return null;

  const { currentStep, completedSteps } = data.progress;
  const waitsAsButton =
    completedSteps.length === CREATOR_ONBOARDING_STEPS.length ||
    location !== pages.dashboard.path ||
    window.matchMedia('(max-width: 639px)').matches;
  if (!data.shouldShow || (minimisedByCreator ?? waitsAsButton))
    return (
      <>
        <RoomBelow height={40} />
        <Button
          className={`${floating} rounded-full shadow-lg`}
          onClick={() => {
            setMinimised(false);
            if (!data.shouldShow) update.mutate({ action: 'show' });
          }}
          disabled={update.isPending}
        >
          <Compass aria-hidden="true" />
          Creator Guide
        </Button>
      </>
    );

  const step = CREATOR_GUIDE_STEPS[currentStep];
  const number = CREATOR_ONBOARDING_STEPS.indexOf(currentStep) + 1;
  const total = CREATOR_ONBOARDING_STEPS.length;
  const isLast = number === total;
  const done = () =>
    update.mutate(
      { action: 'advance', step: currentStep },
      // Past the last step there is nowhere to go: the guide closes (it reopens with "Creator Guide").
      { onSuccess: () => isLast && update.mutate({ action: 'hide' }) },
    );

  return (
    <>
      <RoomBelow height={panel.height} />
      <section
        ref={panel.ref}
        aria-labelledby="creator-guide-title"
        data-testid="creator-guide"
        className={`${floating} flex max-h-[70dvh] w-[calc(100vw-2rem)] max-w-sm flex-col gap-3 overflow-y-auto rounded-xl border bg-card p-4 text-card-foreground shadow-xl`}
      >
        <div className="flex items-start justify-between gap-2">
          <div>
            <h2 id="creator-guide-title" className="flex items-center gap-2 text-base font-semibold">
              <Compass className="size-4 text-primary" aria-hidden="true" />
              Creator Guide
            </h2>
            <p className="text-xs text-muted-foreground">
              Step {number} of {total}
            </p>
          </div>
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label="Minimise the Creator Guide"
              onClick={() => setMinimised(true)}
            >
              <Minus />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label="Close the Creator Guide"
              onClick={() => update.mutate({ action: 'hide' })}
              disabled={update.isPending}
            >
              <X />
            </Button>
          </div>
        </div>
        <Progress value={(completedSteps.length / total) * 100} label="Creator Guide progress" />
        <div aria-live="polite" className="space-y-2">
          <h3 className="font-semibold">{step.title}</h3>
          <p className="text-sm text-muted-foreground">{step.description}</p>
          <ul className="space-y-1">
            {step.links.map((link) => {
              const Anchor = link.href.includes('#') ? 'a' : Link;
              return (
                <li key={link.href}>
                  {/* A link to an anchor is a plain link, as in the header: the browser finds the anchor. */}
                  <Anchor href={link.href} className={linkClass}>
                    {link.label}
                  </Anchor>
                </li>
              );
            })}
          </ul>
        </div>
        {update.isError && (
          <p role="alert" className="text-sm text-destructive">
            That did not save. Please try again.
          </p>
        )}
        <Button onClick={done} disabled={update.isPending} className="self-end">
          {update.isPending ? 'Saving...' : 'Done'}
        </Button>
      </section>
    </>
  );
}
