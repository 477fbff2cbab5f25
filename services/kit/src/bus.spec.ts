import { busNames } from './bus';
import { baseConfig, loadConfig } from './config';

describe('busNames', () => {
  it('keeps the names of the contract without a prefix', () => {
    const names = busNames('');
    expect([
      names.rpc('auth.login'),
      names.health('auth'),
      names.voiceFrame,
      names.voiceOut('abc12345'),
      names.event('event.user.registered'),
      names.stream,
      names.streamSubjects,
    ]).toEqual([
      'rpc.auth.login',
      'rpc.auth.health',
      'rpc.matchmaker.voice-frame',
      'voice.session.abc12345.out',
      'event.user.registered',
      'EVENTS',
      ['event.>'],
    ]);
  });

  it('puts every subject under the prefix token, and the prefix in the stream name', () => {
    const names = busNames('t1_qn');
    expect([
      names.rpc('auth.login'),
      names.health('auth'),
      names.voiceFrame,
      names.voiceOut('abc12345'),
      names.event('event.user.registered'),
      names.subject('event.contribution.*'),
      names.stream,
      names.streamSubjects,
    ]).toEqual([
      't1_qn.rpc.auth.login',
      't1_qn.rpc.auth.health',
      't1_qn.rpc.matchmaker.voice-frame',
      't1_qn.voice.session.abc12345.out',
      't1_qn.event.user.registered',
      't1_qn.event.contribution.*',
      't1_qn_EVENTS',
      ['t1_qn.event.>'],
    ]);
  });

  it.each([
    ['', 'event.user.registered', 'event.user.registered'],
    ['p', 'p.event.user.registered', 'event.user.registered'],
    ['p', 'event.user.registered', undefined],
    ['p', 'pq.event.user.registered', undefined],
  ])('with prefix %j reads %s back as %s', (prefix, subject, local) => {
    expect(busNames(prefix).local(subject)).toBe(local);
  });

  it('refuses a prefix that is not one subject token', () => {
    expect(() => busNames('a.b')).toThrow(/letters, digits/);
  });
});

describe('BUS_PREFIX', () => {
  const load = (BUS_PREFIX?: string) => loadConfig(baseConfig, { BUS_PREFIX });

  it('defaults to no namespace', () => {
    expect(load().BUS_PREFIX).toBe('');
  });

  it.each(['staging', 'pr-42', 't1a2b_qn'])('accepts %j', (prefix) => {
    expect(load(prefix).BUS_PREFIX).toBe(prefix);
  });

  it.each(['a.b', 'a*', 'a>', 'two words', 'ü'])('refuses %j with a readable line', (prefix) => {
    expect(() => load(prefix)).toThrow(
      /BUS_PREFIX: may only hold letters, digits, '_' and '-' \(it becomes a NATS subject token/,
    );
  });

  it('refuses one over 64 characters', () => {
    expect(() => load('x'.repeat(65))).toThrow(/BUS_PREFIX: must be at most 64 characters/);
  });
});
