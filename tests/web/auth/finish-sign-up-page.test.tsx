import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import FinishSignUpPage from '../../../src/web/features/auth/pages/finish-sign-up-page';
import { renderWithApp, resetBetweenTests, signedInUser, stubApi } from '../render';

resetBetweenTests();

const here = () => window.location.pathname + window.location.search;
const openLink = (query: string) => window.history.replaceState(null, '', `/finish-sign-up${query}`);

describe('the finish sign-up page', () => {
  it('creates the account on a click, shows it is working, and lands where the visitor was going', async () => {
    openLink('?token=the-token&returnTo=%2Fcart');
    // The answer is held back, so the page's waiting state can be seen.
    let answer: (response: Response) => void = () => {};
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit = {}) => {
        calls.push({ url, body: JSON.parse(String(init.body)) });
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }),
    );
    renderWithApp(<FinishSignUpPage />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(screen.getByRole('status').textContent).toContain('One click and your account is ready');
    // Nothing is sent until the visitor asks: a mail scanner opening the link creates nothing.
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Finish creating my account' }));
    const working = await screen.findByRole('button', { name: 'Creating your account...' });
    expect((working as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toEqual([{ url: '/api/auth/sign-up/finish', body: { token: 'the-token' } }]);

    answer(new Response(JSON.stringify({ ...signedInUser, isAdmin: false, emailVerified: true }), { status: 201 }));
    await waitFor(() => expect(here()).toBe('/cart'));
  });

  it('explains a spent link and offers to sign in or sign up again', async () => {
    openLink('?token=spent');
    stubApi((call) =>
      call.url === '/api/auth/sign-up/finish'
        ? { status: 400, body: { code: 'bad_request', message: 'This link has expired or was already used.' } }
        : undefined,
    );
    renderWithApp(<FinishSignUpPage />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Finish creating my account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This link has expired or was already used.');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.getByRole('link', { name: 'Sign up again' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.queryByRole('button', { name: 'Finish creating my account' })).toBeNull();
  });

  it('says a link without its token is incomplete', () => {
    openLink('');
    stubApi(() => undefined);
    renderWithApp(<FinishSignUpPage />);
    expect(screen.getByRole('alert').textContent).toContain('This link is incomplete');
    expect(screen.getByRole('link', { name: 'Sign up again' })).toBeTruthy();
  });
});
