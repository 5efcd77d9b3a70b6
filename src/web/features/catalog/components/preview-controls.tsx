import { Pause, Play } from 'lucide-react';
import { SeekBar } from '../../../components/seek-bar';
import { Button } from '../../../components/ui/button';

/** The audio preview's Play/Pause and seek bar, shown once the visitor has pressed "Listen to a preview". */
export default function PreviewControls({
  playing,
  position,
  duration,
  title,
  onToggle,
  onSeek,
}: {
  playing: boolean;
  position: number;
  duration: number | null;
  title: string;
  onToggle(): void;
  onSeek(seconds: number): void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border p-3 text-sm">
      <Button type="button" size="icon" aria-label={playing ? 'Pause the preview' : 'Play the preview'} onClick={onToggle}>
        {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
      </Button>
      <SeekBar position={position} duration={duration} onSeek={onSeek} />
      <p className="w-full text-xs text-muted-foreground">A preview of {title}: the full recording comes with the purchase.</p>
    </div>
  );
}
