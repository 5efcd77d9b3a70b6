import { useMutation, useQuery } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiJson } from '../../../src/web/lib/request';
import { SIGN_IN_REDIRECT_DELAY_MS } from '../../../src/web/lib/sign-in-redirect';
import { renderWithApp, stubApi } from '../render';

const unauthorized = { status: 401, body: { code: 'unauthorized', message: 'Unauthorized' } };

function Queries({ urls }: { urls: string[] }) {
  return (
    <>
      {urls.map((url) => (
        <Reader key={url} url={url} />
      ))}
    </>
  );
}

function Reader({ url }: { url: string }) {
  const query = useQuery({ queryKey: [url], queryFn: () => apiJson('GET', url) });
  return <p>{query.isError ? `${url} failed` : `${url} loading`}</p>;
}

function Writer() {
  const mutation = useMutation({
    mutationFn: () => apiJson('POST', '/api/support', {}),
    meta: { signInNotice: { title: 'Authentication Required', description: 'Please log in to access support.' } },
  });
  return (
    <button type="button" onClick={() => mutation.mutate()}>
      Send
    </button>
  );
}

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  assign = vi.fn<(url: string | URL) => void>();
  // Navigating away would end the test page: record where the app sends the visitor instead.
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  window.history.replaceState(null, '', '/earnings?tab=payouts');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const waitForRedirect = async () => {
  await act(async () => {
    vi.advanceTimersByTime(SIGN_IN_REDIRECT_DELAY_MS);
  });
};

describe('a 401 anywhere', () => {
  it('gives one notice and one trip to sign-in however many queries fail, coming back afterwards', async () => {
    stubApi(({ url }) => (url.startsWith('/api/creator/') ? unauthorized : undefined));
    renderWithApp(<Queries urls={['/api/creator/earnings', '/api/creator/sales', '/api/creator/payouts']} />);
    expect(await screen.findByText('/api/creator/payouts failed')).toBeTruthy();
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
    expect(screen.getByText('Unauthorized')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    await waitForRedirect();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(`/api/login?returnTo=${encodeURIComponent('/earnings?tab=payouts')}`);
  });

  it("uses a mutation's own notice", async () => {
    stubApi(({ url }) => (url === '/api/support' ? unauthorized : undefined));
    renderWithApp(<Writer />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please log in to access support.')).toBeTruthy();
    await waitForRedirect();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('leaves other failures to the screen', async () => {
    stubApi(({ url }) =>
      url === '/api/creator/sales' ? { status: 403, body: { code: 'forbidden', message: 'No' } } : undefined,
    );
    renderWithApp(<Queries urls={['/api/creator/sales']} />);
    expect(await screen.findByText('/api/creator/sales failed')).toBeTruthy();
    await waitForRedirect();
    expect(assign).not.toHaveBeenCalled();
  });
});
