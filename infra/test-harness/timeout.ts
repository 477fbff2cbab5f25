/**
 * Integration tests start real services and wait on real servers, two files at a time: 30 s
 * per test and hook rather than jest's 5 s (a `testTimeout` inside a jest project is ignored;
 * only the global option would count, and it would apply to the unit specs too).
 */
jest.setTimeout(30_000);
