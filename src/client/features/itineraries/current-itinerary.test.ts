import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCurrentItinerary, readCurrentItinerary, setCurrentItinerary } from './current-itinerary.ts';
import { MemoryStorage } from '../../../../tests/support/memory-storage.ts';

describe('the current itinerary', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', new MemoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('is kept per user', () => {
    setCurrentItinerary('ana', { id: 'a1', editing: true });
    expect(readCurrentItinerary('ana')).toEqual({ id: 'a1', editing: true });
    expect(readCurrentItinerary('ben')).toBeNull();
  });

  it('reads the same snapshot until it changes', () => {
    setCurrentItinerary('ana', { id: 'a1', editing: false });
    const first = readCurrentItinerary('ana');
    expect(readCurrentItinerary('ana')).toBe(first);
    setCurrentItinerary('ana', { id: 'a2', editing: false });
    expect(readCurrentItinerary('ana')).toEqual({ id: 'a2', editing: false });
  });

  it('is cleared, and forgotten only when the deleted itinerary is the current one', () => {
    setCurrentItinerary('ana', { id: 'a1', editing: false });
    forgetCurrentItinerary('ana', 'other');
    expect(readCurrentItinerary('ana')?.id).toBe('a1');
    forgetCurrentItinerary('ana', 'a1');
    expect(readCurrentItinerary('ana')).toBeNull();
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem('wayfinder:current-itinerary:ana', '{not json');
    expect(readCurrentItinerary('ana')).toBeNull();
    sessionStorage.setItem('wayfinder:current-itinerary:ana', JSON.stringify({ editing: true }));
    expect(readCurrentItinerary('ana')).toBeNull();
  });
});
