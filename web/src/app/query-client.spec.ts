import { ApiError } from '../api/http';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries network and server failures twice, never a 4xx answer', () => {
    expect(shouldRetry(0, new ApiError(0, 'offline'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'down'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'down'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'Not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'Unauthorized'))).toBe(false);
  });
});
