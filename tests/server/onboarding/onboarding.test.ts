import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../../src/contract/errors.js';
import { send } from '../../helpers/commerce.js';
import { createTestBuyer, createTestProduct, recordTestSale } from '../../helpers/creator-factories.js';
import { signUpUser, TEST_ORIGIN } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

type Progress = { progress: { currentStep: string; completedSteps: string[] }; shouldShow: boolean };

const progressOf = async (cookie: string): Promise<Progress> => {
  const answer = await t.app.inject({ url: '/api/onboarding/progress', headers: { cookie } });
  expect(answer.statusCode).toBe(200);
  return answer.json();
};

const advance = async (cookie: string, step: string): Promise<Progress> => {
  const answer = await send(t, cookie, 'POST', '/api/onboarding/progress/advance', { step });
  expect(answer.statusCode).toBe(200);
  return answer.json();
};

describe('creator onboarding progress', () => {
  it('needs sign-in for every call', async () => {
    expect((await t.app.inject({ url: '/api/onboarding/progress' })).statusCode).toBe(401);
    for (const action of ['advance', 'hide', 'show']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/api/onboarding/progress/${action}`,
        headers: { origin: TEST_ORIGIN },
        payload: { step: 'welcome' },
      });
      expect(answer.statusCode).toBe(401);
      expect(errorBody.parse(answer.json()).code).toBe('unauthorized');
    }
  });

  it('starts a new creator at welcome, shown', async () => {
    const { cookie } = await signUpUser(t);
    expect(await progressOf(cookie)).toEqual({ progress: { currentStep: 'welcome', completedSteps: [] }, shouldShow: true });
  });

  it('advances one step per "Done", and a repeated "Done" changes nothing', async () => {
    const { cookie } = await signUpUser(t);
    expect((await advance(cookie, 'welcome')).progress).toEqual({ currentStep: 'profile', completedSteps: ['welcome'] });
    expect((await advance(cookie, 'welcome')).progress.currentStep).toBe('profile');
    expect((await advance(cookie, 'profile')).progress.currentStep).toBe('first-product');
    expect((await progressOf(cookie)).progress.currentStep).toBe('first-product');
  });

  it('never goes backwards', async () => {
    const { cookie } = await signUpUser(t);
    await advance(cookie, 'community');
    expect((await advance(cookie, 'welcome')).progress.currentStep).toBe('gamification');
    expect((await progressOf(cookie)).progress.completedSteps).toEqual([
      'welcome',
      'profile',
      'first-product',
      'pricing',
      'community',
    ]);
  });

  it('stays on the last step once every step is done', async () => {
    const { cookie } = await signUpUser(t);
    const done = await advance(cookie, 'launch');
    expect(done.progress.currentStep).toBe('launch');
    expect(done.progress.completedSteps).toHaveLength(7);
  });

  it('concurrent "Done"s keep the furthest step', async () => {
    const { cookie } = await signUpUser(t);
    await Promise.all(['welcome', 'gamification', 'profile', 'pricing'].map((step) => advance(cookie, step)));
    expect((await progressOf(cookie)).progress.currentStep).toBe('launch');
  });

  it('counts an uploaded product as every step up to its price done, published or held for review', async () => {
    for (const status of ['published', 'pending_review'] as const) {
      const creator = await signUpUser(t);
      await createTestProduct(t.db, creator.user.id, { status });
      expect((await progressOf(creator.cookie)).progress, status).toEqual({
        currentStep: 'community',
        completedSteps: ['welcome', 'profile', 'first-product', 'pricing'],
      });
    }
  });

  it('counts a creator who has sold as having launched: no step left, never "Step 1 of 7"', async () => {
    const creator = await signUpUser(t);
    const product = await createTestProduct(t.db, creator.user.id, { status: 'published' });
    const buyer = await createTestBuyer(t.db);
    await recordTestSale(t, { buyerId: buyer.id, productId: product.id, amountCents: 1500 });
    const { progress } = await progressOf(creator.cookie);
    expect(progress.completedSteps).toHaveLength(7);
    expect(progress.currentStep).toBe('launch');
  });

  it('hides and shows the guide, keeping the step', async () => {
    const { cookie } = await signUpUser(t);
    await advance(cookie, 'welcome');
    const hidden = await send(t, cookie, 'POST', '/api/onboarding/progress/hide');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ shouldShow: false, progress: { currentStep: 'profile' } });
    expect((await progressOf(cookie)).shouldShow).toBe(false);
    const shown = await send(t, cookie, 'POST', '/api/onboarding/progress/show');
    expect(shown.json()).toMatchObject({ shouldShow: true, progress: { currentStep: 'profile' } });
    expect((await progressOf(cookie)).shouldShow).toBe(true);
  });

  it('keeps each user to their own progress', async () => {
    const ada = await signUpUser(t);
    const lin = await signUpUser(t);
    await advance(ada.cookie, 'pricing');
    await send(t, ada.cookie, 'POST', '/api/onboarding/progress/hide');
    expect(await progressOf(lin.cookie)).toEqual({ progress: { currentStep: 'welcome', completedSteps: [] }, shouldShow: true });
  });

  it('refuses an unknown step with the one error shape', async () => {
    const { cookie } = await signUpUser(t);
    for (const payload of [{ step: 'celebrate' }, { step: 3 }, {}, { step: 'welcome', extra: true }]) {
      const answer = await send(t, cookie, 'POST', '/api/onboarding/progress/advance', payload);
      expect(answer.statusCode).toBe(400);
      expect(errorBody.parse(answer.json()).code).toBe('validation_failed');
    }
    const unknown = await send(t, cookie, 'POST', '/api/onboarding/progress/advance', { step: 'celebrate' });
    expect(unknown.json().fields).toEqual({ step: expect.stringContaining('welcome') });
    expect((await progressOf(cookie)).progress.currentStep).toBe('welcome');
  });
});
