import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningCrisisThreads, stopIdleCrisisThreads } from '../../src/server/safety/crisis-threads.ts';
import { advisorList, eventually } from './support/chat.ts';
import { call, signUpAndSignIn, startTestServer, type TestServer } from './support/test-server.ts';

/*
 * The crisis check's thread costs about 50 MB: a server starts without it, and the chat panel's
 * availability check starts it while the user writes their first message, and the planner's
 * preferences while they fill in the trip (crisis-threads.ts).
 */
/** Ends the threads as their idle time would, once they have nothing left to check. */
const noThreads = () =>
  eventually(
    async () => {
      stopIdleCrisisThreads();
      return runningCrisisThreads();
    },
    (running) => running === 0,
  );

describe('the crisis check thread', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The API files share their worker's modules: a thread an earlier file started ends first.
    await noThreads();
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is not started at boot, and starts when a chat with an available advisor is opened', async () => {
    expect(runningCrisisThreads()).toBe(0);
    const available = (await advisorList(server)).find((advisor) => advisor.status === 'available');
    const unavailable = (await advisorList(server)).find((advisor) => advisor.status !== 'available');
    expect((await call(server, `/api/advisors/${unavailable!.id}/availability`)).body).toMatchObject({ available: false });
    expect(runningCrisisThreads()).toBe(0);
    expect((await call(server, `/api/advisors/${available!.id}/availability`)).body).toMatchObject({ available: true });
    await eventually(
      async () => runningCrisisThreads(),
      (running) => running === 1,
    );
  });

  it('starts when the planner opens (its preferences are read)', async () => {
    // The thread the chat started ends once its warm-up check has been answered.
    await noThreads();
    const member = await signUpAndSignIn(server);
    expect((await call(server, '/api/itineraries/preferences', { headers: member.headers })).status).toBe(200);
    await eventually(
      async () => runningCrisisThreads(),
      (running) => running === 1,
    );
  });
});
