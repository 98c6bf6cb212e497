import { describe, expect, it } from 'vitest';
import { detectCrisisSignal } from './crisis-check.ts';

describe('detectCrisisSignal', () => {
  it.each([
    ['I want to kill myself', 'suicide'],
    ['Honestly I just want to die.', 'suicide'],
    ["I've been thinking about ending it all", 'suicide'],
    ['thinking about ending it all', 'suicide'],
    ["I don't want to live anymore", 'suicide'],
    ['Everyone would be better off without me', 'suicide'],
    ['I have suicidal thoughts sometimes', 'suicide'],
    ['I’m going to end my life', 'suicide'],
    ["I've been cutting myself again", 'self_harm'],
    ['I keep hurting myself when I get angry', 'self_harm'],
    ['I want to hurt myself', 'self_harm'],
    ['my self-harm is back', 'self_harm'],
    ['I want to hurt him', 'harm_to_others'],
    ["I'm going to kill my boss", 'harm_to_others'],
    ['Sometimes I think about hurting people', 'harm_to_others'],
    ['my partner hits me', 'abuse'],
    ['My husband beat me last night', 'abuse'],
    ["I'm being abused", 'abuse'],
    ['He chokes me when he is drunk', 'abuse'],
    ["I'm in an abusive relationship", 'abuse'],
    ['I am scared to go home', 'abuse'],
  ])('fires on %j (%s)', (message, kind) => {
    expect(detectCrisisSignal(message)).toBe(kind);
  });

  it.each([
    'this deadline is killing me',
    'I killed it at my presentation',
    'how do I kill a process',
    "I'm dying to see the film",
    'my back hurts',
    'I cut myself a slice of cake',
    'This commute is going to be the death of me, haha',
    'My knee hurt me all week after the run',
    'I could murder a pizza right now',
    'we need to kill the old feature flag',
    "I'd die for a holiday",
    'Help me plan my week.',
    '',
  ])('stays quiet on %j', (message) => {
    expect(detectCrisisSignal(message)).toBeNull();
  });
});
