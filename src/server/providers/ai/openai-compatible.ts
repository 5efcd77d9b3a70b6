import OpenAI from 'openai';
import { ModelAnswerError } from './model-answer-error.js';

export interface ModelSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/**
 * Any OpenAI-compatible chat endpoint (OpenAI, Ollama, vLLM, llama.cpp server). Asks for a JSON object
 * and answers it parsed; no retries, since the built-in engine answers when the model does not.
 */
export function createOpenAiCompatibleModel(settings: ModelSettings, timeoutMs: number) {
  const client = new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey, timeout: timeoutMs, maxRetries: 0 });
  return {
    name: settings.model,
    async completeJson(messages: { system: string; user: string }): Promise<unknown> {
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create({
          model: settings.model,
          messages: [
            { role: 'system', content: messages.system },
            { role: 'user', content: messages.user },
          ],
          response_format: { type: 'json_object' },
          temperature: 0.7,
        });
        content = completion.choices[0]?.message?.content;
      } catch (error) {
        if (error instanceof OpenAI.APIConnectionTimeoutError) throw new ModelAnswerError(`no answer within ${timeoutMs} ms`);
        if (error instanceof OpenAI.APIError)
          throw new ModelAnswerError(`the model endpoint answered ${error.status ?? 'an error'}: ${error.message}`);
        throw new ModelAnswerError(`the model endpoint could not be reached: ${(error as Error).message}`);
      }
      if (!content) throw new ModelAnswerError('the model answered no content');
      // Some servers wrap JSON in a Markdown code fence despite the JSON mode.
      const json = content.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
      try {
        return JSON.parse(json) as unknown;
      } catch {
        throw new ModelAnswerError('the model answer was not JSON');
      }
    },
  };
}
