import type { ReactNode } from 'react';
import { MiniPlayer } from '../../features/purchases/player/mini-player';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useScrollReset } from '../scroll-reset';

export function AppLayout({ children }: { children: ReactNode }) {
  useScrollReset();
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
      <MiniPlayer />
    </div>
  );
}
