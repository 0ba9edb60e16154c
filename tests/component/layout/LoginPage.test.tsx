// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginPage } from '@/layout/LoginPage';
import { ADMIN_TOKEN_KEY, createSessionStore } from '@/providers/session';
import { createMemoryStorage } from '../../unit/providers/memoryStorage';
import { countRequests, renderWithAdmin } from '../renderWithAdmin';

const LOGIN_REQUEST = 'POST /admin/login';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const setup = ({ pointerEventsCheck = true } = {}) => {
  const storage = createMemoryStorage();
  const paths: string[] = [];
  // The disabled MUI button has pointer-events: none; skipping the check lets a test really try a second click.
  const user = userEvent.setup(pointerEventsCheck ? {} : { pointerEventsCheck: 0 });
  const view = renderWithAdmin(<LoginPage />, {
    session: createSessionStore(storage),
    initialPath: '/login',
    onLocation: (location) => paths.push(location.pathname),
  });
  return { ...view, user, storage, paths };
};

const emailInput = () => screen.getByLabelText('Email');
const passwordInput = () => screen.getByLabelText('Password');
const submitButton = () => screen.getByRole('button', { name: 'Login sebagai Admin' });

describe('LoginPage', () => {
  it('renders the demo hint and the ready demo captcha on the fake backend', () => {
    setup();

    expect(screen.getByTestId('demo-hint')).toHaveTextContent('Mode demo: masuk dengan admin@toko.test / admin123');
    expect(screen.getByTestId('captcha')).toHaveTextContent('Captcha uji (mode demo) siap.');
  });

  it("shows 'Email wajib diisi.' and 'Password wajib diisi.' on an empty submit and sends nothing", async () => {
    const { user, requests } = setup();

    await user.click(submitButton());

    expect(await screen.findByText('Email wajib diisi.')).toBeInTheDocument();
    expect(screen.getByText('Password wajib diisi.')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordInput()).toHaveAttribute('aria-invalid', 'true');
    expect(countRequests(requests, LOGIN_REQUEST)).toBe(0);
  });

  it('answers that the captcha is not ready, without calling the server, while the captcha has no token', async () => {
    localStorage.setItem('fake_captcha', 'off');
    const { user, requests, storage } = setup();
    expect(screen.getByTestId('captcha')).toHaveTextContent('Menunggu verifikasi captcha...');

    await user.type(emailInput(), 'admin@toko.test');
    await user.type(passwordInput(), 'admin123');
    await user.click(submitButton());

    expect(await screen.findByText('Layanan Captcha belum siap. Mohon coba beberapa saat lagi.')).toBeInTheDocument();
    expect(countRequests(requests, LOGIN_REQUEST)).toBe(0);
    expect(storage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(submitButton()).toBeEnabled();
  });

  it("shows the server's 'Email atau password salah.' for a wrong password and keeps both typed values", async () => {
    const { user, requests, storage, paths } = setup();

    await user.type(emailInput(), 'admin@toko.test');
    await user.type(passwordInput(), 'salah-total');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Email atau password salah.');
    expect(emailInput()).toHaveValue('admin@toko.test');
    expect(passwordInput()).toHaveValue('salah-total');
    expect(submitButton()).toBeEnabled();
    expect(countRequests(requests, LOGIN_REQUEST)).toBe(1);
    expect(storage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(paths.at(-1)).toBe('/login');
  });

  it("reads 'Memproses...' and is disabled while the login request is pending, so a second click sends nothing", async () => {
    const { user, faults, requests, storage, paths, db } = setup({ pointerEventsCheck: false });
    faults.add({ method: 'POST', path: '/admin/login', delayMs: 300, times: 1 });

    await user.type(emailInput(), 'admin@toko.test');
    await user.type(passwordInput(), 'admin123');
    await user.click(submitButton());

    const busy = await screen.findByRole('button', { name: 'Memproses...' });
    expect(busy).toBeDisabled();
    await user.click(busy);

    await waitFor(() => expect(paths.at(-1)).toBe('/dashboard'));
    expect(countRequests(requests, LOGIN_REQUEST)).toBe(1);
    const token = storage.getItem(ADMIN_TOKEN_KEY);
    expect(token).toBeTruthy();
    expect(db.sessions[token as string]).toMatchObject({ email: 'admin@toko.test' });
  });
});
