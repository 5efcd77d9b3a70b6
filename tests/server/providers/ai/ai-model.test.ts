import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSocialPost } from '../../../../src/contract/social.js';
import { createAiProvider } from '../../../../src/server/providers/ai/create-ai-provider.js';
import { builtinJournalGuidance } from '../../../../src/server/providers/ai/builtin/journal.js';
import { aiModerationAdvisor } from '../../../../src/server/features/moderation/ai-moderation-advisor.js';
import { moderateListing } from '../../../../src/server/features/moderation/moderate-listing.js';
import { signUpUser, TEST_ORIGIN } from '../../../helpers/factories.js';
import { createTestApp, testConfig, type TestApp } from '../../../helpers/test-app.js';

/** A small OpenAI-compatible server: answers /v1/chat/completions with whatever `reply` says. */
let reply: { content: string; delayMs?: number; status?: number } = { content: '{}' };
const received: { url: string | undefined; authorization: string | undefined; body: Record<string, unknown> }[] = [];
const server = http.createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk) => (raw += chunk));
  request.on('end', () => {
    received.push({ url: request.url, authorization: request.headers.authorization, body: JSON.parse(raw || '{}') });
    const send = () => {
      if (response.destroyed) return;
      const status = reply.status ?? 200;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        status === 200
          ? JSON.stringify({
              id: 'chatcmpl-1',
              object: 'chat.completion',
              created: 0,
              model: 'soul-test-model',
              choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.content } }],
            })
          : JSON.stringify({ error: { message: 'model overloaded' } }),
      );
    };
    if (reply.delayMs) setTimeout(send, reply.delayMs);
    else send();
  });
});

let t: TestApp;
let env: Record<string, string>;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  env = {
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_API_KEY: 'sk-fake-key',
    AI_MODEL: 'soul-test-model',
    AI_TIMEOUT_MS: '1000',
  };
  t = await createTestApp(env);
});
afterAll(async () => {
  await t.app.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const modelGuidance = {
  spiritualInsight: 'The model says: your garden is teaching you patience.',
  growthQuestion: 'What else is growing?',
  embodiedPractice: {
    handPlacement: 'Hands on the soil.',
    breathing: 'In for 4, out for 6.',
    affirmation: 'I grow in my own time.',
  },
};
const entry = 'I planted tomatoes in my garden and felt calm.';

describe('OpenAI-compatible model', () => {
  it('sends the model, the prompts, JSON mode and the key, and uses the parsed answer', async () => {
    reply = { content: JSON.stringify(modelGuidance) };
    received.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/journal-entries',
      payload: { silverLining: entry },
      headers: { origin: TEST_ORIGIN },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().aiGuidance).toEqual(modelGuidance);

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe('Bearer sk-fake-key');
    expect(request!.body).toMatchObject({ model: 'soul-test-model', response_format: { type: 'json_object' } });
    const messages = request!.body.messages as { role: string; content: string }[];
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(messages[0]!.content).toContain('JSON Schema');
    expect(messages[0]!.content).toContain('embodiedPractice');
    expect(JSON.parse(messages[1]!.content)).toEqual({ silverLining: entry });
  });

  it('falls back to the built-in engine on malformed output, and logs why', async () => {
    const ai = await createAiProvider(testConfig(env).ai);
    const warnings: { details: object; message: string }[] = [];
    const log = { warn: (details: object, message: string) => warnings.push({ details, message }) };

    reply = { content: 'Sure! Here is some guidance: breathe.' };
    const notJson = await ai.generate('journal', { silverLining: entry }, log);
    expect(notJson).toEqual({
      value: builtinJournalGuidance({ silverLining: entry }),
      source: 'builtin',
      fallbackReason: 'the model answer was not JSON',
      crisis: null,
    });

    reply = { content: JSON.stringify({ spiritualInsight: 'Only half an answer' }) };
    const wrongShape = await ai.generate('journal', { silverLining: entry }, log);
    expect(wrongShape.source).toBe('builtin');
    expect(wrongShape.fallbackReason).toMatch(/did not match the expected shape/);

    reply = { content: '', status: 500 };
    expect((await ai.generate('journal', { silverLining: entry }, log)).fallbackReason).toMatch(/answered 500/);

    expect(warnings).toHaveLength(3);
    expect(warnings[0]!.details).toMatchObject({
      aiTask: 'journal',
      model: 'soul-test-model',
      reason: 'the model answer was not JSON',
    });
  });

  it('falls back to the built-in engine when the model is slower than AI_TIMEOUT_MS', async () => {
    reply = { content: JSON.stringify(modelGuidance), delayMs: 3000 };
    const started = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/journal-entries',
      payload: { silverLining: entry },
      headers: { origin: TEST_ORIGIN },
    });
    expect(Date.now() - started).toBeLessThan(2500);
    expect(response.json().aiGuidance).toEqual(builtinJournalGuidance({ silverLining: entry }));
    const ai = await createAiProvider(testConfig(env).ai);
    expect((await ai.generate('journal', { silverLining: entry })).fallbackReason).toBe('no answer within 1000 ms');
  });

  it('cuts a model’s post to the platform’s limits', async () => {
    const { cookie } = await signUpUser(t);
    reply = {
      content: JSON.stringify({
        postText: `${'A calm new meditation for restless nights. '.repeat(20)}#sleep #calm`,
        hashtags: ['meditation', 'sleep', 'calm', 'rest', 'peace', 'night'],
        imagePrompt: 'moonlight',
        tips: ['Post at night'],
        bestTimes: ['21:00'],
      }),
    };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/social-media/generate',
      payload: {
        productInfo: { title: 'Night Calm', description: 'Sleep audio', price: '9.00', category: 'Meditation', tags: [] },
        platform: 'twitter',
      },
      headers: { origin: TEST_ORIGIN, cookie },
    });
    const post = response.json();
    expect(post).toMatchObject({ platform: 'twitter', imagePrompt: 'moonlight', tips: ['Post at night'] });
    expect(formatSocialPost(post).length).toBeLessThanOrEqual(280);
    expect(post.hashtags.length).toBeLessThanOrEqual(3);
  });

  it('never sends the words of a person at risk to the model: the safe reply and the resources answer instead', async () => {
    reply = { content: JSON.stringify(modelGuidance) };
    received.length = 0;
    const entry = 'been putting my sleeping tablets aside in a drawer, my sister visited today though';
    const journal = await t.app.inject({
      method: 'POST',
      url: '/api/journal-entries',
      payload: { silverLining: entry },
      headers: { origin: TEST_ORIGIN },
    });
    const answer = journal.json();
    expect(answer.crisis).toEqual({ domesticAbuse: false });
    expect(answer.aiGuidance.spiritualInsight).toMatch(/Samaritans free on 116 123/);
    expect(answer.aiGuidance.spiritualInsight).not.toContain('The model says');
    // The safe reply quotes nothing the person wrote.
    expect(JSON.stringify(answer.aiGuidance)).not.toMatch(/tablets|sister/);

    const { cookie } = await signUpUser(t);
    reply = {
      content: JSON.stringify({
        response: 'Here is our FAQ.',
        suggestedActions: ['Read the FAQ'],
        escalateToHuman: false,
        addressed: false,
        category: 'general',
      }),
    };
    const support = await t.app.inject({
      method: 'POST',
      url: '/api/support',
      payload: { type: 'general', priority: 'low', message: 'everyone would get over it if i stopped existing' },
      headers: { origin: TEST_ORIGIN, cookie },
    });
    expect(support.json()).toMatchObject({ category: 'crisis', escalateToHuman: true, crisis: { domesticAbuse: false } });
    expect(support.json().response).not.toContain('Here is our FAQ');
    expect(received).toHaveLength(0);
  });

  it('reads a model answer before it is shown: one that speaks of harm is replaced by the built-in answer', async () => {
    reply = {
      content: JSON.stringify({
        ...modelGuidance,
        spiritualInsight: 'Lovely garden. Sometimes I wish I could just disappear and never wake up.',
      }),
    };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/journal-entries',
      payload: { silverLining: entry },
      headers: { origin: TEST_ORIGIN },
    });
    const answer = response.json();
    expect(answer.crisis).toBeNull();
    expect(answer.aiGuidance).toEqual(builtinJournalGuidance({ silverLining: entry }));
  });

  it('sends the category to the model, and a model that is down changes no moderation verdict', async () => {
    const ai = await createAiProvider(testConfig(env).ai);
    const calm = { title: 'Secure Sleep Meditation', description: 'A calm practice.', tags: ['sleep'], category: 'Meditation' };

    reply = { content: '', status: 500 };
    expect(await moderateListing(calm, { advisor: aiModerationAdvisor(ai) })).toEqual({
      action: 'approve',
      reasons: [],
      feedback: [],
    });
    // Rules still hold what they hold with the model down.
    const income = { ...calm, description: 'Guaranteed income of $500 a day.' };
    expect((await moderateListing(income, { advisor: aiModerationAdvisor(ai) })).action).toBe('review');

    received.length = 0;
    reply = { content: JSON.stringify({ action: 'review', feedback: 'Please add what is inside.' }) };
    const held = await moderateListing(calm, { advisor: aiModerationAdvisor(ai) });
    expect(held).toMatchObject({ action: 'review', reasons: ['ai-review'] });
    const messages = received[0]!.body.messages as { content: string }[];
    expect(JSON.parse(messages[1]!.content)).toMatchObject({ title: 'Secure Sleep Meditation', category: 'Meditation' });
  });
});
