import type { Page } from '@playwright/test';
import { expect, signUpThroughUi, test } from './fixtures';

// Wordings of risk that name no method and no "suicide": the reader must read what they mean.
const AT_RISK_ENTRY =
  "Sorted out who'll feed the cat and wrote letters for my brothers, for after. I feel calm now that I've decided. The sunset was lovely.";

async function writeEntry(page: Page, text: string) {
  await page.getByLabel('What was your silver lining today?').fill(text);
  await page.getByRole('button', { name: 'Receive Guidance' }).click();
  return page.getByTestId('guidance-panel');
}

async function expectResourcesCard(scope: ReturnType<Page['getByTestId']>, options: { domesticAbuse: boolean }) {
  const card = scope.getByTestId('crisis-resources');
  await expect(card).toBeVisible();
  // Tap-to-call and tap-to-text links, in the order a person in crisis should see them.
  await expect(card.getByRole('link', { name: /Emergency services: Call 999/ })).toHaveAttribute('href', 'tel:999');
  await expect(card.getByRole('link', { name: /Samaritans: Call 116 123/ })).toHaveAttribute('href', 'tel:116123');
  await expect(card.getByRole('link', { name: /SHOUT: Text SHOUT to 85258/ })).toHaveAttribute('href', 'sms:85258?body=SHOUT');
  await expect(card.getByRole('link', { name: /NHS 111: Call 111, option 2/ })).toHaveAttribute('href', 'tel:111');
  await expect(card.getByRole('link', { name: /National Domestic Abuse Helpline/ })).toHaveCount(options.domesticAbuse ? 1 : 0);
}

test('a signed-out writer at risk gets a calm reply that quotes nothing, with the resources card', async ({ page }) => {
  await page.goto('/journal');
  const panel = await writeEntry(page, AT_RISK_ENTRY);
  await expectResourcesCard(panel, { domesticAbuse: false });
  // Nothing the writer said is reflected back as a silver lining.
  await expect(panel).not.toContainText('letters');
  await expect(panel).not.toContainText('calm now');
  await expect(panel).not.toContainText('sunset');
  await expect(panel.getByText(/you do not have to go through this alone/i)).toBeVisible();
});

test('danger from a partner adds the domestic abuse line', async ({ page }) => {
  await page.goto('/journal');
  const panel = await writeEntry(
    page,
    "He said if I leave he'll make sure I regret it, and last night he pinned me to the wall. The baby slept well.",
  );
  await expectResourcesCard(panel, { domesticAbuse: true });
  await expect(panel.getByRole('link', { name: /National Domestic Abuse Helpline: Call 0808 2000 247/ })).toHaveAttribute(
    'href',
    'tel:08082000247',
  );
});

test('an everyday figure of speech gets an ordinary, warm reply and no resources card', async ({ page }) => {
  await page.goto('/journal');
  const panel = await writeEntry(
    page,
    'This deadline is killing me, but my colleague brought me a coffee and we laughed about it.',
  );
  await expect(panel.getByRole('heading', { name: 'Spiritual insight' })).toBeVisible();
  await expect(panel.getByTestId('crisis-resources')).toHaveCount(0);
  await expect(panel).not.toContainText('116 123');
});

test('the journal always offers "Need to talk to someone now?", in the page and by keyboard', async ({ page }) => {
  await page.goto('/journal');
  const disclosure = page.getByTestId('need-to-talk');
  const summary = disclosure.getByText('Need to talk to someone now?');
  await expect(summary).toBeVisible();
  await expect(disclosure.getByTestId('crisis-resources')).toBeHidden();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expectResourcesCard(disclosure, { domesticAbuse: true });
});

test('a signed-in person writing to support at risk gets the resources card and a person', async ({ page }) => {
  await signUpThroughUi(page);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.goto('/support');
  await page
    .getByLabel('How can we help?')
    .fill('Please cancel my membership. Everyone would get over it if I just stopped existing.');
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const response = page.getByTestId('support-response');
  await expectResourcesCard(response, { domesticAbuse: false });
  await expect(response.getByText('Human Review Required')).toBeVisible();
  await expect(response.getByTestId('support-category')).toHaveText('Crisis support');
  await expect(response).not.toContainText('stopped existing');
});
