/**
 * End to end: `npm run fake-api` (with its test controls, data in memory) on a port of its own, and
 * `npm run check-backend` run against it as a developer runs it, in child processes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../../../scripts/check-backend/cli';
import { isWriteByGet } from '../../../../scripts/check-backend/run';
import { DEMO_ACCOUNT } from '@/fake-api/db';

const ROOT = resolve(__dirname, '../../../..');
/** This suite's ports (8930–8939 are the checker's); the first free one is taken. */
const PORTS = [8931, 8932, 8933, 8934, 8935, 8936, 8937, 8938, 8939];

const isFree = (port: number) =>
  new Promise<boolean>((done) => {
    const probe = createServer()
      .once('error', () => done(false))
      .listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });

const tsx = (args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess =>
  // `node --import tsx` is one process, so killing it leaves nothing behind.
  spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });

const runChecker = (...args: string[]) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const child = tsx(['scripts/check-backend.ts', ...args]);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });

let server: ChildProcess | undefined;
let base = '';
let token = '';
let port = 0;

beforeAll(async () => {
  for (const candidate of PORTS) {
    if (await isFree(candidate)) {
      port = candidate;
      break;
    }
  }
  expect(port, 'a free port in 8931–8939').toBeGreaterThan(0);
  base = `http://127.0.0.1:${port}`;
  server = tsx(['src/fake-api/server.ts', '--test-controls'], { PORT: String(port), FAKE_API_DB_FILE: '' });
  await new Promise<void>((ready, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`the fake server did not start:\n${output}`)), 45_000);
    server?.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Kontrol uji')) {
        clearTimeout(timer);
        ready();
      }
    });
    server?.on('exit', (code) => fail(new Error(`the fake server stopped (${code}):\n${output}`)));
  });
  const login = await fetch(`${base}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, captchaToken: 'check-backend-test' }),
  });
  token = ((await login.json()) as { token: string }).token;
  expect(token).toBeTruthy();
}, 60_000);

afterAll(() => {
  server?.kill();
});

const lines = (text: string) => text.trimEnd().split('\n');
const rowOf = (stdout: string, name: string) => lines(stdout).find((line) => line.startsWith(`${name} `));

describe('npm run check-backend against npm run fake-api', () => {
  it('finds every read of the contract OK (the GET that changes data is listed as skipped) and exits 0', async () => {
    const reads = (await loadContract()).filter(([, endpoint]) => endpoint.method === 'GET');
    const checked = reads.filter(([, endpoint]) => !isWriteByGet(endpoint));
    const { code, stdout } = await runChecker('--url', base, '--token', token);
    for (const [name] of checked) expect(rowOf(stdout, name), name).toMatch(/\s200\s+OK$/);
    for (const [name] of reads.filter(([, endpoint]) => isWriteByGet(endpoint))) expect(rowOf(stdout, name), name).toContain('SKIPPED');
    expect(lines(stdout).at(-1)).toBe(`${checked.length} ok, 0 mismatched, 0 failed, 0 warnings`);
    expect(code).toBe(0);
  }, 60_000);

  it('reports an answer of the wrong shape with its path, counts it as mismatched and exits 1', async () => {
    const fault = await fetch(`${base}/__fake/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/admin/merk', method: 'GET', status: 200, body: { data: 'bukan daftar' } }),
    });
    expect(fault.status).toBe(200);
    try {
      const { code, stdout } = await runChecker('--url', base, '--token', token);
      expect(rowOf(stdout, 'merk.list')).toMatch(/GET \/admin\/merk\s+200\s+MISMATCH data: expected array, received string "bukan daftar"$/);
      // Without the list's records there is no real id to read one brand with: skipped, not guessed.
      expect(rowOf(stdout, 'merk.get')).toContain('SKIPPED no record found to take {id} from');
      expect(lines(stdout).at(-1)).toMatch(/^\d+ ok, 1 mismatched, 0 failed, 0 warnings$/);
      expect(code).toBe(1);
    } finally {
      await fetch(`${base}/__fake/faults`, { method: 'DELETE' });
    }
  }, 60_000);

  it('with --with-writes sends each update a record it served, then resets the fake', async () => {
    const { code, stdout } = await runChecker('--url', base, '--token', token, '--with-writes');
    expect(rowOf(stdout, 'merk.update')).toMatch(/PUT \/admin\/merk\/\d+\s+200\s+OK \(record sent back unchanged\)$/);
    expect(stdout).toContain("the fake's data was reset (POST /__fake/reset)");
    expect(lines(stdout).at(-1)).toMatch(/^\d+ ok, 0 mismatched, 0 failed, 0 warnings$/);
    expect(code).toBe(0);
  }, 60_000);

  it('refuses --with-writes where no fake backend with test controls answers, and exits 2', async () => {
    const { code, stdout, stderr } = await runChecker('--url', `http://127.0.0.1:${port}/api`, '--token', token, '--with-writes');
    expect(stderr).toContain('--with-writes refused: GET /__fake/db answered 404');
    expect(stdout).toBe('');
    expect(code).toBe(2);
  }, 60_000);
});
