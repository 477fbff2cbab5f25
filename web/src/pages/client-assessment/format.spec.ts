import { contactHref, yearsOfExperience } from './format';

describe('yearsOfExperience', () => {
  it.each([
    [0, '0 years of experience'],
    [1, '1 year of experience'],
    [12, '12 years of experience'],
    [-3, '0 years of experience'],
  ])('%i → %s', (years, text) => {
    expect(yearsOfExperience(years)).toBe(text);
  });
});

describe('contactHref', () => {
  it.each([
    ['988', 'tel:988'],
    [' 1-800-273-8255 ', 'tel:18002738255'],
    ['+44 (0) 116 123', 'tel:+440116123'],
    ['Text HOME to 741741', null],
    ['911 or local emergency services', null],
    ['12', null],
    ['', null],
  ])('%j → %j', (contact, href) => {
    expect(contactHref(contact)).toBe(href);
  });
});
