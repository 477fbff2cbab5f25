import { createSaveScheduler } from './save-scheduler';

interface Snap {
  qa: string[];
  state: string;
}

function setup() {
  jest.useFakeTimers();
  const saves: Snap[] = [];
  let finish: Array<() => void> = [];
  let manual = false;
  const scheduler = createSaveScheduler<Snap>({
    keysOf: (s) => ({ qa: JSON.stringify(s.qa), rest: s.state }),
    save: (s) => {
      saves.push(s);
      if (!manual) return Promise.resolve();
      return new Promise<void>((resolve) => finish.push(resolve));
    },
  });
  return {
    scheduler,
    saves,
    /** Saves hang until finishNext() is called. */
    hold() {
      manual = true;
    },
    async finishNext() {
      const f = finish.shift();
      f?.();
      await Promise.resolve();
      await Promise.resolve();
    },
    reset() {
      finish = [];
    },
  };
}

const flush = async () => {
  await Promise.resolve();
  await Promise.resolve();
};

afterEach(() => jest.useRealTimers());

describe('save-session timing (spec §7)', () => {
  it('saves at once when the Q&A history changes', async () => {
    const { scheduler, saves } = setup();
    scheduler.baseline({ qa: [], state: 'listening' });
    expect(scheduler.update({ qa: ['a'], state: 'listening' })).toBe('now');
    expect(saves).toHaveLength(1);
    await flush();
  });

  it('debounces other changes by 1 s: a burst of 10 gives one save of the last', async () => {
    const { scheduler, saves } = setup();
    scheduler.baseline({ qa: [], state: 'idle' });
    for (let i = 0; i < 10; i++) {
      if (i > 0) jest.advanceTimersByTime(90);
      expect(scheduler.update({ qa: [], state: `s${i}` })).toBe('debounced');
    }
    expect(saves).toHaveLength(0);
    jest.advanceTimersByTime(999);
    expect(saves).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(saves).toEqual([{ qa: [], state: 's9' }]);
    await flush();
  });

  it('skips when nothing changed since the last save', async () => {
    const { scheduler, saves } = setup();
    scheduler.baseline({ qa: ['a'], state: 'x' });
    expect(scheduler.update({ qa: ['a'], state: 'x' })).toBe('unchanged');
    scheduler.update({ qa: ['a'], state: 'y' });
    // Changed back before the debounce fired: nothing to save.
    expect(scheduler.update({ qa: ['a'], state: 'x' })).toBe('unchanged');
    jest.advanceTimersByTime(5000);
    expect(saves).toHaveLength(0);
    await flush();
  });

  it('a Q&A change cancels a pending debounce and saves everything at once', async () => {
    const { scheduler, saves } = setup();
    scheduler.baseline({ qa: [], state: 'a' });
    scheduler.update({ qa: [], state: 'b' });
    scheduler.update({ qa: ['1'], state: 'c' });
    expect(saves).toEqual([{ qa: ['1'], state: 'c' }]);
    await flush();
    jest.advanceTimersByTime(2000);
    expect(saves).toHaveLength(1);
  });

  it('starts no second save while one runs, and saves the latest after it', async () => {
    const t = setup();
    t.hold();
    t.scheduler.baseline(null);
    expect(t.scheduler.update({ qa: ['1'], state: 'a' })).toBe('now');
    expect(t.scheduler.saving).toBe(true);
    expect(t.scheduler.update({ qa: ['1', '2'], state: 'a' })).toBe('busy');
    expect(t.scheduler.update({ qa: ['1', '2'], state: 'b' })).toBe('busy');
    expect(t.saves).toHaveLength(1);
    await t.finishNext();
    // The Q&A changed meanwhile: saved at once when the first save ended.
    expect(t.saves).toEqual([
      { qa: ['1'], state: 'a' },
      { qa: ['1', '2'], state: 'b' },
    ]);
    await t.finishNext();
    expect(t.scheduler.saving).toBe(false);
  });

  it('saves the first state of a new session at once', async () => {
    const { scheduler, saves } = setup();
    scheduler.baseline(null);
    expect(scheduler.update({ qa: [], state: 'preparing' })).toBe('now');
    expect(saves).toHaveLength(1);
    await flush();
  });

  it('does not retry a failed save in a loop', async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const save = jest.fn().mockRejectedValue(new Error('offline'));
    const scheduler = createSaveScheduler<Snap>({
      keysOf: (s) => ({ qa: JSON.stringify(s.qa), rest: s.state }),
      save,
    });
    scheduler.baseline({ qa: [], state: 'a' });
    scheduler.update({ qa: ['1'], state: 'a' });
    await flush();
    jest.advanceTimersByTime(10_000);
    expect(save).toHaveBeenCalledTimes(1);
    // The next change tries again.
    expect(scheduler.update({ qa: ['1'], state: 'b' })).toBe('now');
    expect(save).toHaveBeenCalledTimes(2);
    await flush();
    warn.mockRestore();
  });
});
