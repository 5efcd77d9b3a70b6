import { Pause, Play, RotateCcw, RotateCw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { SeekBar } from '../../../components/seek-bar';
import { PLAYBACK_RATES, SKIP_SECONDS, SLEEP_SETTINGS, type SleepSetting, usePlayer } from './player-provider';

const sleepLabel = (setting: SleepSetting) =>
  setting === 'off' ? 'Off' : setting === 'end' ? 'End of track' : `${setting} minutes`;

/** The player's controls, fixed at the foot of every page while a track is loaded. */
export default function MiniPlayer() {
  const player = usePlayer();
  const speedId = useId();
  const sleepId = useId();
  const { track, playing, position, duration } = player;
  if (!track) return null;
  return (
    <>
      {/* Keeps the page's foot clear of the fixed bar. */}
      <div className="h-40 sm:h-28" aria-hidden="true" />
      <section
        aria-label="Player"
        data-testid="mini-player"
        className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 px-4 py-3 shadow-lg backdrop-blur sm:px-6"
      >
        <div className="mx-auto flex max-w-6xl flex-col gap-2">
          <div className="flex items-center gap-3">
            {track.coverUrl ? <img src={track.coverUrl} alt="" className="size-10 shrink-0 rounded object-cover" /> : null}
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{track.title}</p>
              <p className="truncate text-sm text-muted-foreground">{track.creatorName}</p>
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Back ${SKIP_SECONDS} seconds`}
              onClick={() => player.skip(-SKIP_SECONDS)}
            >
              <RotateCcw aria-hidden="true" />
            </Button>
            <Button type="button" size="icon" aria-label={playing ? 'Pause' : 'Play'} onClick={player.toggle}>
              {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Forward ${SKIP_SECONDS} seconds`}
              onClick={() => player.skip(SKIP_SECONDS)}
            >
              <RotateCw aria-hidden="true" />
            </Button>
          </div>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <SeekBar position={position} duration={duration} onSeek={player.seek} />
            <span className="flex items-center gap-1">
              <label htmlFor={speedId} className="text-muted-foreground">
                Speed
              </label>
              <NativeSelect
                id={speedId}
                value={String(player.rate)}
                onChange={(event) => player.setRate(Number(event.target.value))}
                className="h-9 w-auto py-1"
              >
                {PLAYBACK_RATES.map((rate) => (
                  <option key={rate} value={rate}>
                    {rate}×
                  </option>
                ))}
              </NativeSelect>
            </span>
            <span className="flex items-center gap-1">
              <label htmlFor={sleepId} className="text-muted-foreground">
                Sleep timer
              </label>
              <NativeSelect
                id={sleepId}
                value={String(player.sleep)}
                onChange={(event) => {
                  const chosen = SLEEP_SETTINGS.find((setting) => String(setting) === event.target.value);
                  if (chosen !== undefined) player.setSleep(chosen);
                }}
                className="h-9 w-auto py-1"
              >
                {SLEEP_SETTINGS.map((setting) => (
                  <option key={setting} value={String(setting)}>
                    {sleepLabel(setting)}
                  </option>
                ))}
              </NativeSelect>
            </span>
          </div>
        </div>
      </section>
    </>
  );
}
