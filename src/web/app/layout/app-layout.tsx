import { lazy, type ReactNode, Suspense } from 'react';
import { usePlayer } from '../../features/purchases/player/player-provider';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useScrollReset } from '../scroll-reset';

// Loaded when a track is first played: visitors who never listen do not download the controls.
const MiniPlayer = lazy(() => import('../../features/purchases/player/mini-player'));

export function AppLayout({ children }: { children: ReactNode }) {
  useScrollReset();
  const { track } = usePlayer();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      {track ? (
        <Suspense fallback={null}>
          <MiniPlayer />
        </Suspense>
      ) : null}
    </div>
  );
}
