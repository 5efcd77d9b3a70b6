import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PDF_SAMPLE_MAX_BYTES } from '../../../src/contract/previews';
import UploadPage from '../../../src/web/features/creator/pages/upload-page';
import { resetBetweenTests, renderWithApp, signedInUser, stubApi } from '../render';

interface XhrAnswer {
  status: number;
  body: unknown;
}

/** A stand-in for the browser's XMLHttpRequest: each send answers the next of `answers`. */
function stubUploads(answers: XhrAnswer[]) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress?: (event: ProgressEvent) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    open(method: string, url: string) {
      expect([method, url]).toEqual(['POST', '/api/products']);
    }
    send(body: FormData) {
      sent.push(body);
      const answer = answers.shift();
      if (!answer) throw new Error('unexpected upload');
      setTimeout(() => {
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function api() {
  return stubApi(({ method, url, body }) => {
    if (url === '/api/auth/user') return { body: signedInUser };
    if (url === '/api/categories')
      return { body: [{ id: 11, name: 'Meditation Apps', slug: 'meditation-apps', description: '' }] };
    if (method === 'PATCH' && url === '/api/creator/products/5') return { body: { id: 5, ...(body as object) } };
    if (method === 'GET' && url.startsWith('/api/creator/')) return { body: [] };
    return undefined;
  });
}

/** Fills the three steps and presses Publish. */
async function publish() {
  await userEvent.type(await screen.findByLabelText('Title'), 'Morning Light');
  await userEvent.type(screen.getByLabelText('Description'), 'Ten minutes of guided light for a calm start.');
  await screen.findByRole('option', { name: 'Meditation Apps' });
  await userEvent.selectOptions(screen.getByLabelText('Category'), '11');
  await userEvent.click(screen.getByRole('button', { name: /Next/ }));
  await userEvent.type(await screen.findByLabelText('Price (USD)'), '12');
  await userEvent.upload(screen.getByLabelText('Product file'), new File(['%PDF-1.4'], 'light.pdf', { type: 'application/pdf' }));
  await userEvent.click(screen.getByRole('button', { name: /Next/ }));
  await userEvent.click(await screen.findByRole('button', { name: /Publish/ }));
}

resetBetweenTests();

describe('the upload wizard', () => {
  it("shows moderation's feedback in the Content not approved notice when the listing is refused", async () => {
    api();
    stubUploads([
      {
        status: 400,
        body: {
          code: 'content_rejected',
          message: 'Content not approved: Remove health claims.',
          feedback: ['Remove the claim that it cures disease.'],
        },
      },
    ]);
    renderWithApp(<UploadPage />);
    await publish();
    expect(await screen.findByText('Content not approved')).toBeTruthy();
    expect(screen.getByText('Remove the claim that it cures disease.')).toBeTruthy();
    // The creator stays on the wizard to change the text.
    expect(screen.getByRole('button', { name: /Publish/ })).toBeTruthy();
  });

  it('tells the creator a PDF too large for a made sample needs a sample file of their own', async () => {
    api();
    renderWithApp(<UploadPage />);
    await userEvent.type(await screen.findByLabelText('Title'), 'Morning Light');
    await userEvent.type(screen.getByLabelText('Description'), 'Ten minutes of guided light for a calm start.');
    await screen.findByRole('option', { name: 'Meditation Apps' });
    await userEvent.selectOptions(screen.getByLabelText('Category'), '11');
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    const pdf = (name: string, size: number) => {
      const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
      Object.defineProperty(file, 'size', { value: size });
      return file;
    };
    const fileField = await screen.findByLabelText('Product file');
    await userEvent.upload(fileField, pdf('book.pdf', PDF_SAMPLE_MAX_BYTES));
    expect(screen.queryByTestId('large-pdf-sample')).toBeNull();
    await userEvent.upload(fileField, pdf('big-book.pdf', PDF_SAMPLE_MAX_BYTES + 1));
    expect(screen.getByTestId('large-pdf-sample').textContent).toContain('no sample is made of it');
    // A sample of their own answers it.
    await userEvent.upload(screen.getByLabelText('Preview (optional)'), pdf('sample.pdf', 50_000));
    expect(screen.queryByTestId('large-pdf-sample')).toBeNull();
  });

  it('lists the spiritual categories first, then the general ones', async () => {
    stubApi(({ url }) => {
      if (url === '/api/auth/user') return { body: signedInUser };
      if (url === '/api/categories')
        return {
          body: [
            { id: 3, name: 'Software', slug: 'software', description: '' },
            { id: 7, name: 'Photography', slug: 'photography', description: '' },
            { id: 10, name: 'Frequency Music', slug: 'frequency-music', description: '' },
            { id: 14, name: 'Spiritual Ebooks', slug: 'spiritual-ebooks', description: '' },
          ],
        };
      if (url.startsWith('/api/creator/')) return { body: [] };
      return undefined;
    });
    renderWithApp(<UploadPage />);
    await screen.findByRole('option', { name: 'Software' });
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual(['Spiritual and healing', 'More categories']);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a category',
      'Frequency Music',
      'Spiritual Ebooks',
      'Software',
      'Photography',
    ]);
  });

  it('says Content review required when a refusal comes back unreadable', async () => {
    api();
    stubUploads([{ status: 400, body: '<html>Bad Request</html>' }]);
    renderWithApp(<UploadPage />);
    await publish();
    expect(await screen.findByText('Content review required')).toBeTruthy();
    expect(screen.queryByText('Upload failed')).toBeNull();
  });

  it('offers to archive the published product on a one-product conflict, then publishes again', async () => {
    const calls = api();
    const sent = stubUploads([
      {
        status: 409,
        body: {
          code: 'one_product_conflict',
          message: 'You already have a published product: “Sound Bath”. Archive it first to publish a new one.',
          fields: { existingProductId: '5' },
        },
      },
      { status: 500, body: { code: 'internal', message: 'Something went wrong' } },
    ]);
    renderWithApp(<UploadPage />);
    await publish();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You already have a published product: “Sound Bath”.');

    await userEvent.click(screen.getByRole('button', { name: 'Archive it and publish this one' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/creator/products/5',
      body: { isActive: false },
    });
    // Any other failure gets the generic notice.
    expect(await screen.findByText('Upload failed')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('says a listing held for review will be published once approved', async () => {
    api();
    stubUploads([
      {
        status: 201,
        body: {
          product: { id: 9 },
          feedback: ['Income promises are checked by a person first.'],
          moderationResult: { action: 'review', reasons: ['income_claim'] },
        },
      },
    ]);
    renderWithApp(<UploadPage />);
    await publish();
    expect(await screen.findByText('Product submitted for review')).toBeTruthy();
    expect(screen.getByText('Income promises are checked by a person first.')).toBeTruthy();
  });
});
