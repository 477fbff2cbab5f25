import { fullName, splitName } from './names';

describe('splitName', () => {
  it.each<[string, string, string]>([
    ['Ana Ruiz', 'Ana', 'Ruiz'],
    ['  Ana   de la Cruz ', 'Ana', 'de la Cruz'],
    ['Dr. Ana Ruiz', 'Ana', 'Ruiz'],
    ['dr ana ruiz', 'ana', 'ruiz'],
    ['Prof. Dr. Lee Wong', 'Lee', 'Wong'],
    ['Madonna', 'Madonna', ''],
    // A title alone is still the only name there is.
    ['Dr.', 'Dr.', ''],
  ])('%j → %j %j', (input, firstName, lastName) => {
    expect(splitName(input)).toEqual({ firstName, lastName });
  });
});

describe('fullName', () => {
  it('joins without a trailing space when the last name is empty', () => {
    expect(fullName({ firstName: 'Madonna', lastName: '' })).toBe('Madonna');
    expect(fullName({ firstName: 'Ana', lastName: 'Ruiz' })).toBe('Ana Ruiz');
  });
});
