import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../../../scripts/check-backend/cli';

describe('check-backend’s flags', () => {
  it('reads --url and --token, in both spellings, with writes off by default', () => {
    expect(parseArgs(['--url', 'https://api.toko.example', '--token', 'abc'])).toEqual({ url: 'https://api.toko.example', token: 'abc', withWrites: false, json: false, timeoutMs: 15000 });
    expect(parseArgs(['--url=http://127.0.0.1:8787', '--token=abc', '--with-writes', '--json', '--timeout-ms', '500'])).toEqual({ url: 'http://127.0.0.1:8787', token: 'abc', withWrites: true, json: true, timeoutMs: 500 });
  });

  it('takes the token from CHECK_BACKEND_TOKEN when no flag gives it', () => {
    expect(parseArgs(['--url', 'http://x.test'], { CHECK_BACKEND_TOKEN: ' t0k ' })).toMatchObject({ token: 't0k' });
  });

  it('refuses a missing or odd url, a flag without its value and unknown arguments', () => {
    expect(parseArgs([])).toEqual({ error: '--url is required' });
    expect(parseArgs(['--url', 'api.toko.example'])).toMatchObject({ error: expect.stringContaining('http://') });
    expect(parseArgs(['--url', '--token', 'x'])).toEqual({ error: '--url needs a value' });
    expect(parseArgs(['--url', 'http://x.test', '--write'])).toEqual({ error: 'unknown argument --write' });
  });
});
