import { describe, expect, it } from 'vitest';
import { parseAssistantEvent } from './send-message.ts';

describe('parseAssistantEvent', () => {
  it('reads text deltas', () => {
    expect(parseAssistantEvent('{"choices":[{"delta":{"content":"Hello"}}]}')).toEqual({ type: 'delta', content: 'Hello' });
  });

  it('reads the end, the safety signal and a mid-stream error', () => {
    expect(parseAssistantEvent('[DONE]')).toEqual({ type: 'done' });
    expect(parseAssistantEvent('{"safety":{"crisis":true}}')).toEqual({ type: 'safety' });
    expect(parseAssistantEvent('{"error":{"message":"The assistant could not answer right now."}}')).toEqual({
      type: 'error',
      message: 'The assistant could not answer right now.',
    });
    expect(parseAssistantEvent('{"error":{}}')).toEqual({ type: 'error', message: 'Failed to send message' });
  });

  it('ignores what it does not know', () => {
    expect(parseAssistantEvent('not json')).toBeNull();
    expect(parseAssistantEvent('42')).toBeNull();
    expect(parseAssistantEvent('{"choices":[]}')).toBeNull();
    expect(parseAssistantEvent('{"safety":{"crisis":false}}')).toBeNull();
    expect(parseAssistantEvent('{"something":"new"}')).toBeNull();
  });
});
