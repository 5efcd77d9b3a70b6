import type { Config } from '../../config.js';
import type { AiLogger, AiProvider, AiResult, AiTaskKind, AiTasks } from './ai-provider.js';
import { ModelAnswerError } from './model-answer-error.js';
import { aiTasks, jsonInstruction, type AiTaskSpec } from './tasks.js';

/**
 * The one place that picks the AI engine: the configured OpenAI-compatible model, with the built-in
 * engine answering whenever the model times out, fails or answers something that does not validate;
 * without a model, the built-in engine alone.
 */
export async function createAiProvider(settings: Config['ai']): Promise<AiProvider> {
  // The model client is loaded only when a model is configured (it is a large module).
  const model = settings.model
    ? (await import('./openai-compatible.js')).createOpenAiCompatibleModel(settings.model, settings.timeoutMs)
    : undefined;

  async function generate<K extends AiTaskKind>(
    kind: K,
    input: AiTasks[K]['input'],
    log?: AiLogger,
  ): Promise<AiResult<AiTasks[K]['output']>> {
    const task = aiTasks[kind] as unknown as AiTaskSpec<AiTasks[K]['input'], unknown, AiTasks[K]['output']>;
    let fallbackReason: string | undefined;
    if (model) {
      try {
        const answer = await model.completeJson({
          system: `${task.system}\n\n${jsonInstruction(task.schema)}`,
          user: task.user(input),
        });
        const parsed = task.schema.safeParse(answer);
        if (parsed.success) return { value: task.finish(parsed.data, input), source: 'model' };
        const issue = parsed.error.issues[0];
        fallbackReason = `the model answer did not match the expected shape (${issue?.path.join('.') || 'answer'}: ${issue?.message})`;
      } catch (error) {
        if (!(error instanceof ModelAnswerError)) throw error;
        fallbackReason = error.message;
      }
      log?.warn(
        { aiTask: kind, model: model.name, reason: fallbackReason },
        'AI model answer unusable; the built-in engine answered',
      );
    }
    return { value: task.finish(task.builtin(input), input), source: 'builtin', ...(fallbackReason ? { fallbackReason } : {}) };
  }

  return {
    engine: model?.name ?? 'builtin',
    generate,
    // Only a model's own opinion counts: the built-in rules already judged the listing, so a failing
    // model (the built-in engine answering) adds nothing.
    async moderate(listing, log) {
      if (!model) return undefined;
      const answer = await generate('moderation', listing, log);
      return answer.source === 'model' ? answer.value : undefined;
    },
  };
}
