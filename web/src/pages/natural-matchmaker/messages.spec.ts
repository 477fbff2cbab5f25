import { limits, timings } from '@rapport/contracts';
import { voice } from './messages';

describe('voice screen constants mirror the contracts (spec §9)', () => {
  it('matches the limits and timings', () => {
    expect(voice.matchThreshold).toBe(limits.matchThreshold);
    expect(voice.gatheringFrom).toBe(limits.gatheringFinalInsightsFrom);
    expect(voice.inviteCodeMax).toBe(limits.inviteCodeMax);
    expect(voice.sessionReadyWaitMs).toBe(timings.sessionReadyWaitMs);
    expect(voice.listenRetries).toBe(timings.listenRetries);
    expect(voice.listenRetryDelayMs).toBe(timings.listenRetryDelayMs);
    expect(voice.saveDebounceMs).toBe(timings.saveDebounceMs);
  });
});
