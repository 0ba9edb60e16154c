// Shared by the measurement scripts: Debian's Chromium, the production preview server and the fake
// backend over HTTP, each started and stopped here so a script needs nothing running beforehand.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export const launchChromium = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

export const run = (command, args, env = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${out}`))));
  });

/** Whether anything answers HTTP at `url` (a port already taken would otherwise be measured instead). */
export const answers = async (url) => {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
};

const waitForPort = async (url, exited, timeoutMs = 20_000) => {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await answers(url)) return;
    // A server that stopped (a taken port with --strictPort, a crash) will never answer: say so now.
    if (exited.code !== undefined) throw new Error(`The server for ${url} exited (${exited.code}) before answering`);
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`Nothing answered at ${url} within ${timeoutMs} ms`);
};

/** Starts a long-running server and resolves once it answers at `url`; returns a stop function. */
export const startServer = async (command, args, url, env = {}) => {
  const child = spawn(command, args, { stdio: 'ignore', env: { ...process.env, ...env }, detached: true });
  const exited = {};
  child.on('exit', (code, signal) => (exited.code = code ?? signal));
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  try {
    await waitForPort(url, exited);
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
};

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Signs in through the login page when the demo captcha is present, else with a token from the API. */
export const signIn = async (page, baseUrl, apiUrl) => {
  if (apiUrl) {
    const response = await fetch(`${apiUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@toko.test', password: 'admin123', captchaToken: 'bench' }),
    });
    const { token, user } = await response.json();
    await page.goto(`${baseUrl}/admin/login`);
    await page.evaluate(([t, u]) => {
      localStorage.setItem('admin_token', t);
      localStorage.setItem('admin_user', u);
    }, [token, JSON.stringify(user)]);
    return;
  }
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel('Email').fill('admin@toko.test');
  await page.getByLabel('Password').fill('admin123');
  await page.getByRole('button', { name: 'Login sebagai Admin' }).click();
  await page.waitForURL('**/admin/dashboard');
};
