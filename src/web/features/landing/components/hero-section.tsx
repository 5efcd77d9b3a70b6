import { HeroPill } from '../../../components/hero-pill';
import { ReadableText } from '../../../lib/bionic';
import { BuyerPromise } from './buyer-promise';
import { SellActions } from '../../../components/sell-actions';

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-linear-to-b from-violet-100 via-background to-amber-50 dark:from-violet-950/70 dark:via-background dark:to-amber-950/20"
    >
      {/* Soft glows behind the copy; decorative only. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 left-1/2 size-96 -translate-x-1/2 rounded-full bg-violet-300/30 blur-3xl dark:bg-violet-700/20"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-24 right-0 size-72 rounded-full bg-amber-200/40 blur-3xl dark:bg-amber-700/10"
      />
      <div className="relative mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28">
        <HeroPill>Soul-led marketplace, built with AI</HeroPill>
        <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
          Share <span className="text-primary">ONE</span> sacred product, made with soul
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground sm:text-xl">
          <ReadableText>
            {
              'Soul Market is where every creator pours their gift into one product: the meditation, healing tool, template or ebook they were born to make. Buyers find it quickly, creators master it deeply.'
            }
          </ReadableText>
        </p>
        <div className="mt-10">
          <SellActions />
        </div>
        <div className="mt-8">
          <BuyerPromise />
        </div>
      </div>
    </section>
  );
}
