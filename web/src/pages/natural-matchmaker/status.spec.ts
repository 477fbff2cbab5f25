import { canType, statusLine } from './status';

describe('status line', () => {
  it.each([
    ['preparing', false, 'Connecting...'],
    ['ai-speaking', false, 'Speaking...'],
    ['listening', false, 'Listening... speak naturally, or type below.'],
    ['listening', true, 'Your turn: type your answer below.'],
    ['processing', false, 'Thinking about what you shared...'],
    ['analyzing', false, 'Finding your therapist...'],
    ['idle', false, ''],
    ['complete', false, ''],
  ] as const)('%s (typed only: %s) → %j', (phase, textOnly, expected) => {
    expect(statusLine(phase, textOnly)).toBe(expected);
  });

  it('takes typed answers while listening or while the assistant speaks', () => {
    expect(
      [
        'idle',
        'preparing',
        'ai-speaking',
        'listening',
        'processing',
        'analyzing',
        'complete',
      ].filter((p) => canType(p as never)),
    ).toEqual(['ai-speaking', 'listening']);
  });
});
