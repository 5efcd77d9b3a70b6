import { formatTime } from '../lib/format-time';

/**
 * A player's position as a slider between its clock and its length: screen readers hear "0:12 of 1:00"
 * (aria-valuetext), and the arrow keys move it. Disabled until the length is known.
 */
export function SeekBar({
  position,
  duration,
  onSeek,
}: {
  position: number;
  duration: number | null;
  onSeek: (seconds: number) => void;
}) {
  const length = Math.max(duration ?? 0, 1);
  const valueText = duration === null ? formatTime(position) : `${formatTime(position)} of ${formatTime(duration)}`;
  return (
    <>
      <span className="tabular-nums" aria-hidden="true">
        {formatTime(position)}
      </span>
      <input
        type="range"
        min={0}
        max={length}
        step={1}
        value={Math.min(position, length)}
        onChange={(event) => onSeek(Number(event.target.value))}
        aria-label="Seek"
        aria-valuetext={valueText}
        disabled={duration === null}
        className="min-w-32 flex-1 accent-primary"
      />
      <span className="tabular-nums" aria-hidden="true">
        {duration === null ? '--:--' : formatTime(duration)}
      </span>
    </>
  );
}
