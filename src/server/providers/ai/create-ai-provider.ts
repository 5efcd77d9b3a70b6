import type { Config } from '../../config.js';
import type { AiLogger, AiProvider, AiResult, AiTaskKind, AiTasks } from './ai-provider.js';
import { crisisSupportFor, readRisk } from '../../lib/safety/read-risk.js';
import { ModelAnswerError } from './model-answer-error.js';
import { aiTasks, jsonInstruction, type AiTaskSpec } from './tasks.js';

/**
 * The one place that picks the AI engine: the configured OpenAI-compatible model, with the built-in
 * engine answering whenever the model times out, fails, answers something that does not validate or
 * speaks of harm; without a model, the built-in engine alone. Before either, the risk reader reads
 * what the person wrote: someone who may be at risk gets the task's safe reply and no engine is asked.
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
    // The safety gate: a person who may be at risk gets the safe reply, and no model sees their words.
    const reading = task.personText
      ? readRisk(task.personText(input), { personal: kind === 'journal' || kind === 'support' })
      : undefined;
    if (reading?.atRisk && task.atRisk) {
      return { value: task.atRisk(input, reading), source: 'builtin', crisis: crisisSupportFor(reading) };
    }
    let fallbackReason: string | undefined;
    if (model) {
      try {
        const answer = await model.completeJson({
          system: `${task.system}\n\n${jsonInstruction(task.schema)}`,
          user: task.user(input),
        });
        const parsed = task.schema.safeParse(answer);
        if (parsed.success) {
          const value = task.finish(parsed.data, input);
          // A model's words are read before anyone sees them.
          if (!task.answerText || !readRisk(task.answerText(value)).atRisk) return { value, source: 'model', crisis: null };
          fallbackReason = 'the model answer spoke of harm';
        } else {
          const issue = parsed.error.issues[0];
          fallbackReason = `the model answer did not match the expected shape (${issue?.path.join('.') || 'answer'}: ${issue?.message})`;
        }
      } catch (error) {
        if (!(error instanceof ModelAnswerError)) throw error;
        fallbackReason = error.message;
      }
      log?.warn(
        { aiTask: kind, model: model.name, reason: fallbackReason },
        'AI model answer unusable; the built-in engine answered',
      );
    }
    return {
      value: task.finish(task.builtin(input), input),
      source: 'builtin',
      crisis: null,
      ...(fallbackReason ? { fallbackReason } : {}),
    };
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
