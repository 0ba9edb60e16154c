import type { authContract } from '../../providers/authContract';
import { DEMO_ACCOUNT, pruneSessions } from '../db';
import { changed, FakeHttpError, type Handler } from '../http';

const randomToken = (): string => {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return `fake.${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
};

const login: Handler<(typeof authContract)['login']> = ({ db, body, now }) => {
  if (!body.captchaToken) throw new FakeHttpError(400, 'Verifikasi captcha gagal. Muat ulang halaman.');
  const email = body.email.trim().toLowerCase();
  if (email !== DEMO_ACCOUNT.email || body.password !== DEMO_ACCOUNT.password) {
    throw new FakeHttpError(401, 'Email atau password salah.');
  }
  pruneSessions(db, now);
  const token = randomToken();
  db.sessions[token] = { email, createdAt: now.toISOString() };
  return changed({
    message: 'Login berhasil.',
    token,
    user: { id: 1, email: DEMO_ACCOUNT.email, nama: DEMO_ACCOUNT.nama },
  });
};

export const authHandlers = { login };
