import { parseStoredUser } from './storage';

describe('parseStoredUser', () => {
  const ann = { id: 'u1', firstName: 'Ann', lastName: 'Lee', email: 'ann@x.co', role: 'therapist' };

  it('reads the stored user', () => {
    expect(parseStoredUser(JSON.stringify(ann))).toEqual(ann);
  });

  it.each([
    ['nothing', null],
    ['corrupt JSON', '{"id":'],
    ['an unknown role', JSON.stringify({ ...ann, role: 'root' })],
    ['a missing id', JSON.stringify({ ...ann, id: undefined })],
    ['a non-object', '"ann"'],
  ])('treats %s as nobody stored', (_case, raw) => {
    expect(parseStoredUser(raw)).toBeNull();
  });
});
