import { acceptedEmail } from './user-fields';

describe('acceptedEmail (the per-account rate limit reads the body before validation)', () => {
  it.each([
    [' Ana@Example.COM ', 'ana@example.com'],
    ['ana@example.com', 'ana@example.com'],
    ['nope', null],
    ['', null],
    [undefined, null],
    [42, null],
    [`${'a'.repeat(250)}@b.co`, null],
  ])('%p → %p', (value, email) => expect(acceptedEmail(value)).toBe(email));
});
