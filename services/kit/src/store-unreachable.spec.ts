import { MongoNetworkError, MongoServerError, MongoServerSelectionError } from 'mongodb';
import { isStoreUnreachable } from './rpc';

describe('isStoreUnreachable', () => {
  it('is true for the driver errors of an unreachable server', () => {
    expect(isStoreUnreachable(new MongoServerSelectionError('timed out', {} as never))).toBe(true);
    expect(isStoreUnreachable(new MongoNetworkError('connection 2 closed'))).toBe(true);
  });

  it('is false for a server that answered with an error, and for other errors', () => {
    expect(isStoreUnreachable(new MongoServerError({ message: 'E11000', code: 11000 }))).toBe(
      false,
    );
    expect(isStoreUnreachable(new TypeError('x is undefined'))).toBe(false);
    expect(isStoreUnreachable('MongoNetworkError')).toBe(false);
  });
});
