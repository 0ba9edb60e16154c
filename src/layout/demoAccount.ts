/**
 * The demo account, shown on the login page in fake mode. Kept apart from the fake backend so the
 * login page does not pull the fake backend (and its seed data) into the first chunk.
 */
export const DEMO_LOGIN = { email: 'admin@toko.test', password: 'admin123' } as const;
