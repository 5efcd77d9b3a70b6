import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHAKRAS, type SoulEvolutionStats } from '../../../src/contract/soul-evolution';
import { chakraProgress } from '../../../src/web/features/soul-evolution/chakra-progress';
import {
  CELEBRATION_MS,
  CelebrationOverlay,
  MANTRA_DELAY_MS,
} from '../../../src/web/features/soul-evolution/components/celebration-overlay';
import { NewChakraCelebrations } from '../../../src/web/features/soul-evolution/components/new-chakra-celebrations';
import { TestUnlockButton } from '../../../src/web/features/soul-evolution/components/chakra-test-card';
import { SoulEvolutionCard } from '../../../src/web/features/soul-evolution/components/soul-evolution-card';
import { resetBetweenTests, renderWithApp, signedInUser, stubApi } from '../render';

const root = CHAKRAS[0]!;
const noStats: SoulEvolutionStats = {
  totalPurchases: 0,
  silverLiningsStreak: 0,
  uniqueProductsTried: 0,
  reviewsLeft: 0,
  referralsMade: 0,
  journeyCompletions: 0,
};
const record = (activatedChakras: number[], totalBuddhas = 0) => ({ activatedChakras, totalBuddhas });

resetBetweenTests();
afterEach(() => localStorage.clear());

describe('the celebration overlay', () => {
  it('shows the colour and name at once, the mantra after 1 s, and closes itself after 5 s', () => {
    const onClose = vi.fn();
    render(<CelebrationOverlay chakra={root} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Root Chakra' })).toBeTruthy();
    expect(screen.queryByText('LAM')).toBeNull();

    act(() => vi.advanceTimersByTime(MANTRA_DELAY_MS - 1));
    expect(screen.queryByText('LAM')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('LAM')).toBeTruthy();

    act(() => vi.advanceTimersByTime(CELEBRATION_MS - MANTRA_DELAY_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and on a click, takes focus and gives it back', () => {
    const onClose = vi.fn();
    render(<button type="button">Play</button>);
    const opener = screen.getByRole('button', { name: 'Play' });
    opener.focus();
    const { unmount } = render(<CelebrationOverlay chakra={root} onClose={onClose} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close celebration' }));

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(2);

    unmount();
    expect(document.activeElement).toBe(opener);
  });
});

describe('celebrating what this browser has not seen', () => {
  it('with no stored list, stores the active chakras and celebrates nothing', () => {
    render(<NewChakraCelebrations active={[1, 4]} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('lastSeenChakras')).toBe('[1,4]');
  });

  it('celebrates each new chakra in turn and stores it as seen once its overlay has closed', () => {
    localStorage.setItem('lastSeenChakras', '[1]');
    render(<NewChakraCelebrations active={[1, 4, 5]} />);
    expect(screen.getByRole('dialog', { name: 'Heart Chakra' })).toBeTruthy();
    expect(localStorage.getItem('lastSeenChakras')).toBe('[1]');

    act(() => vi.advanceTimersByTime(CELEBRATION_MS));
    expect(localStorage.getItem('lastSeenChakras')).toBe('[1,4]');
    expect(screen.getByRole('dialog', { name: 'Throat Chakra' })).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('lastSeenChakras')).toBe('[1,4,5]');
  });

  it('forgets chakras a new cycle cleared, so their next activation is celebrated', () => {
    localStorage.setItem('lastSeenChakras', '[1,2,3,4,5,6,7]');
    const { rerender } = render(<NewChakraCelebrations active={[]} />);
    expect(localStorage.getItem('lastSeenChakras')).toBe('[]');
    rerender(<NewChakraCelebrations active={[1]} />);
    expect(screen.getByRole('dialog', { name: 'Root Chakra' })).toBeTruthy();
  });
});

describe('chakra progress', () => {
  it('marks a chakra ready to unlock only when its condition holds and it is not active', () => {
    const progress = chakraProgress(record([]), { ...noStats, totalPurchases: 1, silverLiningsStreak: 29 });
    expect(progress.chakras.map(({ state }) => state)).toEqual([
      'ready',
      'locked',
      'locked',
      'locked',
      'locked',
      'locked',
      'locked',
    ]);
    expect(progress.next?.name).toBe('Root');

    const streak = chakraProgress(record([1]), { ...noStats, totalPurchases: 1, silverLiningsStreak: 30 });
    expect(streak.chakras.map(({ state }) => state).slice(0, 3)).toEqual(['active', 'ready', 'locked']);
    expect(streak.next?.name).toBe('Sacral');
  });

  it('counts progress as active out of seven and names the first chakra not active as next', () => {
    const progress = chakraProgress(record([1, 2, 4]), noStats);
    expect(progress.percent).toBe(43);
    expect(progress.next?.name).toBe('Solar Plexus');
    expect(progress.enlightened).toBe(false);
    const all = chakraProgress(record([1, 2, 3, 4, 5, 6, 7]), noStats);
    expect([all.percent, all.next, all.enlightened]).toEqual([100, undefined, true]);
  });
});

describe('the compact Soul Evolution card', () => {
  function api(soul: ReturnType<typeof record>, stats: SoulEvolutionStats) {
    return stubApi(({ method, url }) => {
      if (url === '/api/auth/user') return { body: signedInUser };
      if (method === 'GET' && url === '/api/soul-evolution') return { body: soul };
      if (method === 'GET' && url === '/api/soul-evolution/stats') return { body: stats };
      if (method === 'POST' && url === '/api/soul-evolution/new-cycle') return { body: record([], soul.totalBuddhas + 1) };
      return undefined;
    });
  }

  it('shows Root ready to unlock after a first purchase, the next chakra and the progress bar', async () => {
    localStorage.setItem('lastSeenChakras', '[]');
    api(record([]), { ...noStats, totalPurchases: 1 });
    renderWithApp(<SoulEvolutionCard />);
    const rootItem = await screen.findByTestId('chakra-1');
    expect(rootItem.textContent).toContain('Ready to Unlock!');
    expect(screen.getByTestId('chakra-2').textContent).toContain('Locked');
    expect(screen.getByText('Next chakra: Root.')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Soul Evolution progress' }).getAttribute('aria-valuenow')).toBe('0');
  });

  it('with all seven active, offers a new cycle and then shows the cleared record', async () => {
    localStorage.setItem('lastSeenChakras', '[1,2,3,4,5,6,7]');
    const calls = api(record([1, 2, 3, 4, 5, 6, 7]), noStats);
    renderWithApp(<SoulEvolutionCard />);
    expect(await screen.findByText('Enlightenment Achieved! You have activated all chakras. Begin a new cycle!')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Soul Evolution progress' }).getAttribute('aria-valuenow')).toBe('100');

    await userEvent.click(screen.getByRole('button', { name: 'Begin a New Cycle' }));
    expect(await screen.findByText(/0 of 7 chakras active \(0%\) · 1 cycle completed/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/soul-evolution/new-cycle']);
  });

  it('asks nothing about chakras for a signed-out visitor', async () => {
    const calls = stubApi(({ url }) =>
      url === '/api/auth/user' ? { status: 401, body: { code: 'unauthorized', message: 'Unauthorized' } } : undefined,
    );
    renderWithApp(<SoulEvolutionCard />);
    await act(async () => {});
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/user']);
  });
});

describe('Test Unlock', () => {
  const heartAchievement = {
    id: 9,
    chakraNumber: 4,
    chakraName: 'Heart',
    description: 'Left a review',
    cycle: 1,
    unlockedAt: '2026-11-23T10:00:00.000Z',
  };
  const heart = CHAKRAS[3]!;

  function api(answer: { status?: number; body?: unknown }) {
    return stubApi(({ method, url }) => {
      if (url === '/api/auth/user') return { body: signedInUser };
      if (method === 'POST' && url === '/api/soul-evolution/test-unlock') return answer;
      return undefined;
    });
  }

  it('sends the chakra, reads Testing... meanwhile, says Chakra Unlocked! and reads the chakras again', async () => {
    let release = () => {};
    const calls = stubApi(({ method, url }) => {
      if (url === '/api/auth/user') return { body: signedInUser };
      if (method === 'POST' && url === '/api/soul-evolution/test-unlock')
        return { body: { newAchievements: [heartAchievement] } };
      return undefined;
    });
    // The answer is held back until the test has seen the testing state.
    const stubbed = vi.mocked(fetch);
    const immediate = stubbed.getMockImplementation()!;
    stubbed.mockImplementation(async (url, init) => {
      const response = await immediate(url, init);
      if (String(url).endsWith('/test-unlock'))
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      return response;
    });
    renderWithApp(<TestUnlockButton chakra={heart} />);
    await userEvent.click(screen.getByRole('button', { name: 'Test Unlock' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Testing...' }).disabled).toBe(true);
    release();
    expect(await screen.findByText('Chakra Unlocked!')).toBeTruthy();
    expect(screen.getByText('Heart activated.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Test Unlock' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ chakraNumber: 4 });
  });

  it('says Test Complete when nothing new was unlocked', async () => {
    api({ body: { newAchievements: [] } });
    renderWithApp(<TestUnlockButton chakra={heart} />);
    await userEvent.click(screen.getByRole('button', { name: 'Test Unlock' }));
    expect(await screen.findByText('Test Complete')).toBeTruthy();
    expect(
      screen.getByText('Nothing new was unlocked: the Heart Chakra may already be unlocked, or its condition is not met yet.'),
    ).toBeTruthy();
  });

  it('says Test Failed when the check fails', async () => {
    api({ status: 500, body: { code: 'internal', message: 'Something went wrong' } });
    renderWithApp(<TestUnlockButton chakra={heart} />);
    await userEvent.click(screen.getByRole('button', { name: 'Test Unlock' }));
    expect(await screen.findByText('Test Failed')).toBeTruthy();
    expect(screen.getByText('Failed to trigger chakra unlock test')).toBeTruthy();
  });
});
