import { clientTurns, MatchmakerSystem } from './support';

/**
 * Any replica can serve the next frame: the session lives in Redis. The replica that served
 * the first turns goes away mid-session (stopped, then a process killed outright) and the
 * same socket carries on with the other.
 */

const sys = new MatchmakerSystem();

beforeAll(() => sys.start(), 60_000);
afterAll(() => sys.stop(), 60_000);

describe('replica failover mid-session', () => {
  it('continues the session from Redis after the serving replica stops, and after one is killed', async () => {
    const client = await sys.socket();
    const { ready } = await client.init();
    const first = await client.say(clientTurns[0]!);
    const counts = [first.analysis.inferredCount];

    // A second replica as its own process; the in-process one goes away between turns.
    const proc = await sys.startProcessReplica('matchmaker-b');
    await sys.stopReplicas();
    await sys.waitForReplica();
    const second = await client.say(clientTurns[1]!);
    counts.push(second.analysis.inferredCount);
    // Only the Redis state can have told replica B what replica A asked and inferred.
    expect(Object.keys(second.analysis.inference.inferredAnswers)).not.toEqual(
      expect.arrayContaining(Object.keys(first.analysis.inference.inferredAnswers)),
    );
    // … and what it asked: the question being answered leads the questions analysed.
    expect(second.analysis.questionsForAnalysis[0]?.id).toBe(
      first.analysis.therapeuticResponse!.questionId,
    );

    // Now the process is killed outright (no drain) with an in-process replica running.
    await sys.startReplica();
    proc.child.kill('SIGKILL');
    await proc.exited;
    await new Promise((r) => setTimeout(r, 200));
    const third = await client.say(clientTurns[2]!);
    counts.push(third.analysis.inferredCount);
    expect(counts[1]).toBeGreaterThan(counts[0]!);
    expect(counts[2]).toBeGreaterThanOrEqual(counts[1]!);
    expect(client.isOpen).toBe(true);

    // With no replica at all the socket says so clearly, and stays open.
    await sys.stopReplicas();
    client.send({ type: 'user-text', text: 'Hello?' });
    const error = await client.next('error');
    expect(error).toEqual({
      type: 'error',
      code: 'service_unavailable',
      message: 'The matchmaker service is not available right now. Please try again shortly.',
    });
    expect(client.isOpen).toBe(true);
    await sys.startReplica();
    const fourth = await client.say(clientTurns[3]!);
    expect(fourth.analysis.inferredCount).toBeGreaterThanOrEqual(counts[2]!);
    expect(ready.sessionId).toBeTruthy();
    await client.close();
  }, 120_000);
});
