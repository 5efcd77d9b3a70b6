import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatTime } from '../../../src/web/lib/format-time';
import MiniPlayer from '../../../src/web/features/purchases/player/mini-player';
import { PlayerProvider, usePlayer } from '../../../src/web/features/purchases/player/player-provider';
import { renderWithApp, resetBetweenTests, signedInUser, stubApi } from '../render';

resetBetweenTests();

const track = { productId: 7, title: 'Evening Body Scan', creatorName: 'Rowan Vale', coverUrl: null, startAt: 0 };

function PlayButton() {
  const { play } = usePlayer();
  return (
    <button type="button" onClick={() => play(track)}>
      Start
    </button>
  );
}

/** The player with a 12:30 track loaded and playing; `at` moves its clock as the browser's would. */
async function playing() {
  const calls = stubApi(({ method, url }) => {
    if (url === '/api/auth/user') return { body: signedInUser };
    if (method === 'PUT' && url === '/api/purchases/7/progress')
      return { body: { positionSeconds: 0, durationSeconds: 750, clientAt: '' } };
    if (url === '/api/purchases') return { body: [] };
    return undefined;
  });
  renderWithApp(
    <PlayerProvider>
      <PlayButton />
      <MiniPlayer />
    </PlayerProvider>,
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  // Nothing plays, and no player shows, until the buyer asks.
  expect(screen.queryByRole('region', { name: 'Player' })).toBeNull();
  const audio = screen.getByTestId('player-audio') as HTMLAudioElement;
  await user.click(screen.getByRole('button', { name: 'Start' }));
  expect(audio.getAttribute('src')).toBe('/api/purchases/7/stream');
  Object.defineProperty(audio, 'duration', { configurable: true, value: 750 });
  act(() => {
    audio.dispatchEvent(new Event('durationchange'));
  });
  const at = (seconds: number) =>
    act(() => {
      audio.currentTime = seconds;
      audio.dispatchEvent(new Event('timeupdate'));
    });
  const saves = () => calls.filter((call) => call.method === 'PUT');
  return { audio, user, at, saves };
}

describe('the player', () => {
  it('formats times as a clock', () => {
    expect(formatTime(125)).toBe('2:05');
    expect(formatTime(750)).toBe('12:30');
    expect(formatTime(3725.9)).toBe('1:02:05');
    expect(formatTime(Number.NaN)).toBe('0:00');
  });

  it('labels its controls and tells the seek bar’s place in words', async () => {
    const { at, audio } = await playing();
    const player = screen.getByRole('region', { name: 'Player' });
    expect(player.textContent).toContain('Evening Body Scan');
    expect(player.textContent).toContain('Rowan Vale');
    at(125);
    expect(screen.getByRole('slider', { name: 'Seek' }).getAttribute('aria-valuetext')).toBe('2:05 of 12:30');
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Forward 15 seconds' }));
    expect(audio.currentTime).toBe(140);
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Back 15 seconds' }));
    expect(audio.currentTime).toBe(125);
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).selectOptions(screen.getByLabelText('Speed'), '1.5');
    expect(audio.playbackRate).toBe(1.5);
  });

  it('saves the position at most every 10 seconds while playing, and on pause', async () => {
    const { at, saves, user } = await playing();
    at(1);
    at(5);
    expect(saves()).toHaveLength(0);
    vi.advanceTimersByTime(10_000);
    at(15);
    at(16);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.body).toMatchObject({ positionSeconds: 15, durationSeconds: 750 });
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]!.body).toMatchObject({ positionSeconds: 16 });
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('fades out over the sleep timer’s last seconds, then pauses', async () => {
    const { audio, user } = await playing();
    await user.selectOptions(screen.getByLabelText('Sleep timer'), '5');
    act(() => {
      vi.advanceTimersByTime(5 * 60_000 - 60_000);
    });
    expect(audio.volume).toBe(1);
    expect(audio.paused).toBe(false);
    act(() => {
      vi.advanceTimersByTime(55_000);
    });
    expect(audio.volume).toBeGreaterThan(0.2);
    expect(audio.volume).toBeLessThan(0.8);
    act(() => {
      vi.advanceTimersByTime(6_000);
    });
    expect(audio.paused).toBe(true);
    expect(audio.volume).toBe(1);
    expect((screen.getByLabelText('Sleep timer') as HTMLSelectElement).value).toBe('off');
  });
});
