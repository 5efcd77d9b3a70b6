import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../../src/contract/auth';
import { PrivacySection } from '../../../src/web/features/account/components/privacy-section';
import { useAuth } from '../../../src/web/lib/auth';
import { renderWithApp, resetBetweenTests, stubApi } from '../render';

resetBetweenTests();

/** As the account page places it: drawn from the signed-in user. */
function SignedInPrivacySection() {
  const { user } = useAuth();
  return user ? <PrivacySection user={user} /> : null;
}

const user: AuthUser = {
  id: 1,
  firstName: 'Ada',
  lastName: 'stone',
  email: 'ada@example.com',
  profileImageUrl: null,
  isAdmin: false,
  emailVerified: true,
  showInActivityFeed: false,
};

describe('the activity feed setting', () => {
  it('is off for a new account, says what would be shown, and is saved when turned on', async () => {
    const calls = stubApi(({ method, url, body }) => {
      if (url === '/api/auth/user') return { body: user };
      if (method === 'PUT' && url === '/api/account/activity-feed')
        return { body: { ...user, ...(body as { showInActivityFeed: boolean }) } };
      return undefined;
    });
    renderWithApp(<SignedInPrivacySection />);
    const toggle = await screen.findByRole('switch', { name: 'Show my purchases in the activity feed' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/"Ada S\. just purchased"/)).toBeTruthy();

    await userEvent.click(toggle);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/account/activity-feed', body: { showInActivityFeed: true } },
    ]);
    // The saved answer becomes the signed-in user, whom the page draws the switch from.
    expect(await screen.findByText('Your purchases may now be shown.')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Show my purchases in the activity feed' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('keeps the switch as saved and says so when the choice could not be saved', async () => {
    stubApi(({ method }) =>
      method === 'PUT' ? { status: 500, body: { code: 'internal', message: 'Something went wrong on our side' } } : undefined,
    );
    renderWithApp(<PrivacySection user={user} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Show my purchases in the activity feed' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Show my purchases in the activity feed' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });
});
