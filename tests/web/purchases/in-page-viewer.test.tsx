import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEXT_VIEW_MAX_BYTES } from '../../../src/contract/listening';
import type { Purchase } from '../../../src/contract/purchases';
import { InPageViewer } from '../../../src/web/features/purchases/components/in-page-viewer';
import { PlayerProvider } from '../../../src/web/features/purchases/player/player-provider';
import { renderWithApp, resetBetweenTests, signedInUser, stubApi } from '../render';

resetBetweenTests();

const textPurchase = (fileSize: number): Purchase => ({
  id: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
  amountPaid: '7.00',
  product: {
    id: 9,
    title: 'Morning Pages Prompts',
    imageUrl: null,
    imagePlaceholder: null,
    tags: [],
    price: '7.00',
    fileSize,
    fileName: 'prompts.txt',
    updatedAt: null,
    updateNote: null,
    fileType: 'text/plain',
    creatorName: 'Rowan Vale',
  },
  listening: null,
});

describe('reading a bought text file in the page', () => {
  it('leaves a text longer than the cap to the download, without fetching it', async () => {
    const calls = stubApi(({ url }) => (url === '/api/auth/user' ? { body: signedInUser } : undefined));
    renderWithApp(
      <PlayerProvider>
        <InPageViewer purchase={textPurchase(TEXT_VIEW_MAX_BYTES + 1)} title="Morning Pages Prompts" view="text" />
      </PlayerProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Read Morning Pages Prompts' }));
    expect(await screen.findByText(/This text is too long to show here/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Morning Pages Prompts' })).toBeTruthy();
    expect(calls.some((call) => call.url.includes('/stream'))).toBe(false);
  });
});
