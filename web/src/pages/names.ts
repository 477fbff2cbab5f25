/**
 * A person's name must contain a letter of some script ('Zoë', 'José', '李' are names; '7'
 * and '--' are not): the same rule as the contract's `personName`, checked before sending.
 */
export function containsLetter(name: string): boolean {
  return /\p{L}/u.test(name);
}
