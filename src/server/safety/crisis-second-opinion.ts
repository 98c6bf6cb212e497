import { generateText, type LanguageModel, Output } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

/**
 * The model's verdict on a turn: one short classification call with structured output, run
 * alongside the reply and bounded by a timeout, asked once per turn (crisis-screen.ts decides when).
 * A model that answers late, fails, or answers something that is not the schema gives no opinion.
 */
export interface CrisisSecondOpinion {
  /**
   * True when the model, in time, classified the text as a crisis; false when it said it is not one;
   * undefined when it gave no usable answer. Never rejects.
   */
  assess(text: string, signal?: AbortSignal): Promise<boolean | undefined>;
  readonly timeoutMs: number;
}

const verdictSchema = z.object({
  crisis: z.boolean(),
  category: z.enum(['none', 'suicide', 'self_harm', 'harm_to_others', 'abuse', 'third_party']),
});

const instructions = [
  'You screen one message sent to a coaching chat app for safety. Decide whether the writer, or someone they mention, may be in danger:',
  'suicidal thoughts, plans, means, farewells or questions about lethal amounts or heights; self-harm; intent to hurt someone; abuse or violence the writer suffers; or worry that someone else is in such danger.',
  'Figures of speech ("this commute is killing me"), fiction, games, news, history and medication questions without intent are not a crisis.',
  'Answer only with JSON: {"crisis": boolean, "category": "none" | "suicide" | "self_harm" | "harm_to_others" | "abuse" | "third_party"}.',
].join(' ');

/** The longest text sent for classification: the signal is rarely past the first few thousand characters. */
const maxTextLength = 4_000;

export function createModelSecondOpinion({
  model,
  timeoutMs,
  log,
}: {
  model: LanguageModel;
  timeoutMs: number;
  log: FastifyBaseLogger;
}): CrisisSecondOpinion {
  return {
    timeoutMs,
    async assess(text, signal) {
      const started = Date.now();
      try {
        const { output } = await generateText({
          model,
          instructions,
          prompt: text.slice(0, maxTextLength),
          output: Output.object({ schema: verdictSchema, name: 'crisis_screen' }),
          temperature: 0,
          maxOutputTokens: 40,
          maxRetries: 0,
          abortSignal: signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
        });
        // "crisis: true" with "category: none" contradicts itself: no usable answer.
        if (output.crisis && output.category === 'none') return undefined;
        return output.crisis;
      } catch (error) {
        log.warn({ err: error, elapsedMs: Date.now() - started }, 'crisis second opinion unavailable');
        return undefined;
      }
    },
  };
}

/** No second opinion: the built-in offline engine has no judgement of its own to add. */
export const noSecondOpinion: CrisisSecondOpinion = { timeoutMs: 0, assess: async () => undefined };
