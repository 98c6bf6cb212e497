import { beforeEach, describe, expect, it, vi } from 'vitest';

// sonner is a third party: its toast store is replaced by a record of the calls made to it.
const calls: string[] = [];
vi.mock('sonner', () => {
  const toast = Object.assign((message: string) => calls.push(`message:${message}`), {
    success: (message: string) => calls.push(`success:${message}`),
    error: (message: string) => calls.push(`error:${message}`),
    info: (message: string) => calls.push(`info:${message}`),
    dismiss: () => calls.push('dismiss'),
  });
  return { toast };
});

const { toast, toasterMounted, isToasterRequested } = await import('./toast.ts');

async function settle(): Promise<void> {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('toast', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('asks for the outlet on the first toast and waits for it before showing', async () => {
    toast.success('Saved');
    expect(isToasterRequested()).toBe(true);
    await settle();
    expect(calls).toEqual([]);
    toasterMounted();
    await settle();
    expect(calls).toEqual(['dismiss', 'success:Saved']);
  });

  it('replaces the toast showing, so two in a row leave only the second (one at a time)', async () => {
    toast.error('Message Error');
    toast.info('Switched');
    await settle();
    expect(calls).toEqual(['dismiss', 'error:Message Error', 'dismiss', 'info:Switched']);
  });
});
