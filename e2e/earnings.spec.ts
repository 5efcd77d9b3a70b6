import { expect, publishAndSell, signUpThroughUi, test } from './fixtures';

test('on a phone, a creator sees every figure of a sale, and a refund after a payout request says at once what the payout will do', async ({
  page,
  browser,
}) => {
  await signUpThroughUi(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const { productId, buyer: buyerContext } = await publishAndSell(page, browser, {
    title: 'Evening Wind-Down',
    description: 'A twenty-minute guided practice to let the day go.',
    price: '25.00',
    tags: 'sleep, evening',
  });

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/earnings');
  // One card per sale on a phone: the fees and the earnings are in view, not behind a sideways scroll.
  const sale = page.getByTestId('sale-row-card').filter({ hasText: 'Evening Wind-Down' });
  await sale.scrollIntoViewIfNeeded();
  for (const figure of ['Platform fee', '$2.50', 'Processing fee', '$1.03', 'Your earnings', '$21.47'])
    await expect(sale.getByText(figure, { exact: true })).toBeInViewport();

  expect((await page.request.post('/api/creator/request-payout')).status()).toBe(201);
  // The buyer asks for a refund before the Friday run: never downloaded, so it is approved at once.
  const refund = await buyerContext.request.post('/api/support', {
    data: { type: 'refund', priority: 'medium', message: 'Please refund this', productId },
  });
  expect(((await refund.json()) as { refundStatus: string }).refundStatus).toBe('approved');
  await buyerContext.close();

  await page.reload();
  // Requested is not sent: nothing has left yet.
  await expect(page.getByText('Total payouts').locator('..')).toContainText('$0.00');
  await page.getByRole('tab', { name: 'Payout history' }).click();
  const payout = page.getByTestId('payout-row-card').first();
  await expect(payout).toContainText('pending');
  await expect(payout).toContainText(
    /Will be cancelled on Friday, \w+ \d+, \d{4}: refunds since the request leave \$0\.00 payable/,
  );
});
