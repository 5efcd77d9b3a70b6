import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CustomerOnboarding } from '../../../src/web/features/onboarding/components/customer-onboarding';
import { customerOnboardingKey, recordCustomerStep } from '../../../src/web/features/onboarding/customer-onboarding-record';
import { NewChakraCelebrations } from '../../../src/web/features/soul-evolution/components/new-chakra-celebrations';

const USER_ID = 42;
const key = customerOnboardingKey(USER_ID);
const stored = () => localStorage.getItem(key);

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(cleanup);

// The dialog's code loads on first use.
const dialogNamed = (name: string) => screen.findByRole('dialog', { name }, { timeout: 10_000 });

describe('customer onboarding record', () => {
  it('adds each completed step once, after whatever was there', () => {
    expect(recordCustomerStep(null, 'welcome')).toBe('["welcome"]');
    expect(recordCustomerStep('["welcome"]', 'featured')).toBe('["welcome","featured"]');
    expect(recordCustomerStep('["welcome"]', 'welcome')).toBe('["welcome"]');
    expect(recordCustomerStep('not json', 'journal')).toBe('["journal"]');
  });
});

describe('customer onboarding dialog', () => {
  it('walks through four steps: an action records its step and goes where it leads, Skip Step records nothing', async () => {
    const user = userEvent.setup();
    render(<CustomerOnboarding userId={USER_ID} />);
    const welcome = await dialogNamed('Welcome to Soul Market');
    expect(welcome.textContent).toContain('Step 1 of 4');
    await user.click(screen.getByRole('button', { name: 'Begin' }));
    expect(stored()).toBe('["welcome"]');

    await dialogNamed('Discover featured products');
    await user.click(screen.getByRole('button', { name: 'Skip Step' }));
    expect(stored()).toBe('["welcome"]');
    expect(window.location.search).toBe('');

    await dialogNamed('Gentle on your budget');
    await user.click(screen.getByRole('button', { name: 'Browse Under $20' }));
    expect(stored()).toBe('["welcome","under-20"]');
    expect(window.location.search).toBe('?filter=under-20');

    const last = await dialogNamed('Keep a Silver Linings Journal');
    expect(last.textContent).toContain('Step 4 of 4');
    await user.click(screen.getByRole('button', { name: 'Open the Journal' }));
    expect(stored()).toBe('["welcome","under-20","journal"]');
    expect(window.location.pathname).toBe('/journal');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Maybe Later" stores the dismissal and closes', async () => {
    const user = userEvent.setup();
    render(<CustomerOnboarding userId={USER_ID} />);
    await dialogNamed('Welcome to Soul Market');
    await user.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(stored()).toBe('dismissed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a new chakra is celebrated only once the welcome has closed, never over it', async () => {
    const user = userEvent.setup();
    // This browser has celebrated before (another visit), so Root is new to it.
    localStorage.setItem('lastSeenChakras', '[]');
    render(
      <>
        <CustomerOnboarding userId={USER_ID} />
        <NewChakraCelebrations active={[1]} />
      </>,
    );
    await dialogNamed('Welcome to Soul Market');
    expect(screen.queryByRole('dialog', { name: 'Root Chakra' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(await screen.findByRole('dialog', { name: 'Root Chakra' })).toBeTruthy();
  });

  it('skipping the last step closes without recording it', async () => {
    const user = userEvent.setup();
    render(<CustomerOnboarding userId={USER_ID} />);
    for (const title of ['Welcome to Soul Market', 'Discover featured products', 'Gentle on your budget']) {
      await dialogNamed(title);
      await user.click(screen.getByRole('button', { name: 'Skip Step' }));
    }
    await dialogNamed('Keep a Silver Linings Journal');
    await user.click(screen.getByRole('button', { name: 'Skip Step' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()).toBeNull();
  });

  it('stays closed for a user with anything stored under their key', async () => {
    localStorage.setItem(key, '["welcome"]');
    localStorage.setItem(customerOnboardingKey(7), 'dismissed');
    const { rerender } = render(<CustomerOnboarding userId={8} />);
    await dialogNamed('Welcome to Soul Market');
    rerender(<CustomerOnboarding userId={USER_ID} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<CustomerOnboarding userId={7} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
