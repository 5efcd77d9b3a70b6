import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearScreen } from '../../../src/web/lib/use-near-screen';

function Section() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useNearScreen(ref) ? 'near' : 'far'}</div>;
}

/** An IntersectionObserver the test drives: `report(true)` says the observed element came near. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
  class Observer {
    entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const observer of observers)
        observer.callback([{ isIntersecting } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    });
  return { observers, report };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useNearScreen', () => {
  it('is false until the element comes within a screen below the viewport, then stays true and stops watching', () => {
    const { observers, report } = stubObserver();
    render(<Section />);
    expect(screen.getByText('far')).toBeTruthy();
    expect(observers[0]!.options?.rootMargin).toBe('0px 0px 100% 0px');
    report(false);
    expect(screen.getByText('far')).toBeTruthy();
    report(true);
    expect(screen.getByText('near')).toBeTruthy();
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('is true at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Section />);
    expect(screen.getByText('near')).toBeTruthy();
  });
});
