import { Headphones } from 'lucide-react';
import type { Purchase } from '../../../../contract/purchases';
import { Button } from '../../../components/ui/button';
import { formatTime } from '../../../lib/format-time';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePlayer } from '../player/player-provider';
import { resumePoint } from '../player/resume-point';

/** What the button needs of a purchase or of a "Continue listening" entry. */
interface Listenable {
  product: Pick<Purchase['product'], 'id' | 'creatorName' | 'imageUrl'>;
  listening: Purchase['listening'];
}

/** Plays an mp3 in the page's player, from where the buyer stopped on any browser. */
export function ListenButton({ purchase, title }: { purchase: Listenable; title: string }) {
  const player = usePlayer();
  // My Purchases is drawn on the server: until the page's code runs, a press could not start the player.
  const hydrated = useHydrated();
  const { product } = purchase;
  const startAt = resumePoint(purchase.listening);
  const current = player.track?.productId === product.id;
  const label = current && player.playing ? 'Playing' : startAt > 0 && !current ? 'Continue listening' : 'Play';
  return (
    <div className="space-y-1">
      <Button
        type="button"
        variant="secondary"
        className="w-full"
        aria-label={
          label === 'Continue listening' ? `Continue listening to ${title} from ${formatTime(startAt)}` : `${label} ${title}`
        }
        aria-pressed={current && player.playing}
        disabled={!hydrated}
        onClick={() => {
          if (current) {
            if (!player.playing) player.toggle();
            return;
          }
          player.play({
            productId: product.id,
            title,
            creatorName: product.creatorName,
            coverUrl: product.imageUrl,
            startAt,
          });
        }}
      >
        <Headphones aria-hidden="true" />
        {label}
      </Button>
      {startAt > 0 && !current ? (
        <p className="text-center text-xs text-muted-foreground" data-testid="continue-listening">
          Continue listening from {formatTime(startAt)}
          {purchase.listening?.durationSeconds ? ` of ${formatTime(purchase.listening.durationSeconds)}` : ''}
        </p>
      ) : null}
    </div>
  );
}
