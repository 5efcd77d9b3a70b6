import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DeleteAccountSection } from '../../../src/web/features/account/components/delete-account-section';
import { renderWithApp, resetBetweenTests, stubApi } from '../render';

resetBetweenTests();
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  // Deletion reloads the app signed out: record where it goes instead of leaving the test page.
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});

const wrongPassword = {
  status: 401,
  body: { code: 'invalid_credentials', message: 'The password is not right', fields: { password: 'The password is not right' } },
};

describe('deleting the account', () => {
  it('asks for the password only when two-factor is off, shows a wrong one at its field, and leaves signed out', async () => {
    let answer: { status?: number; body?: unknown } = wrongPassword;
    const calls = stubApi((call) => {
      if (call.url === '/api/account/two-factor') return { body: { enrolled: false } };
      if (call.method === 'POST' && call.url === '/api/account/delete') return answer;
      return undefined;
    });
    renderWithApp(<DeleteAccountSection />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByLabelText('Your password');
    expect(screen.queryByLabelText('Code from your authenticator app')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Enter your password')).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/account/delete')).toEqual([]);

    await user.type(screen.getByLabelText('Your password'), 'not-it-at-all-9');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('The password is not right')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();

    answer = { status: 204 };
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(calls.filter((call) => call.url === '/api/account/delete').at(-1)?.body).toEqual({ password: 'not-it-at-all-9' });
  });

  it('sends the authenticator code with the password when two-factor is on', async () => {
    const calls = stubApi((call) => {
      if (call.url === '/api/account/two-factor') return { body: { enrolled: true } };
      if (call.method === 'POST' && call.url === '/api/account/delete') return { status: 204 };
      return undefined;
    });
    renderWithApp(<DeleteAccountSection />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const code = await screen.findByLabelText('Code from your authenticator app');
    await user.type(screen.getByLabelText('Your password'), 'river-stone-42');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeTruthy();

    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(calls.find((call) => call.url === '/api/account/delete')?.body).toEqual({
      password: 'river-stone-42',
      code: '123456',
    });
  });
});
