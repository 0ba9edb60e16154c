/**
 * `npm run check-backend -- --url <API> --token <TOKEN> [--with-writes] [--json] [--timeout-ms N]`:
 * the flags read, the contract loaded, the run printed. Exit code 0 only when nothing mismatched and
 * nothing failed (or for `--help`); 2 for a usage error or a refused `--with-writes`.
 */
import { contractEntries } from '../../src/fake-api/area';
import { loadFakeAreas } from '../../src/fake-api/nodeAreas';
import { countRows, exitCodeFor, formatReport, summaryLine } from './report';
import { checkBackend, WritesRefused, type ContractEntry } from './run';

export const USAGE = `Usage: npm run check-backend -- --url <API base URL> --token <admin token> [--with-writes] [--json] [--timeout-ms 15000]
  --url          the backend's base URL, as in VITE_API_URL (e.g. https://api.toko.example)
  --token        an admin session token (the "token" of POST /admin/login); or CHECK_BACKEND_TOKEN
  --with-writes  also send each update endpoint a record it served, unchanged; only against the fake
                 backend started with --test-controls (refused otherwise), which is reset afterwards
  --json         print the rows and counts as JSON instead of the table
  --timeout-ms   how long to wait for each answer (default 15000)`;

export interface CliOptions {
  url: string;
  token?: string;
  withWrites: boolean;
  json: boolean;
  timeoutMs: number;
}

/** The flags, or what is wrong with them. `--name value` and `--name=value` both work. */
export const parseArgs = (argv: readonly string[], env: NodeJS.ProcessEnv = {}): CliOptions | { error: string } => {
  const values = new Map<string, string>();
  const switches = new Set<string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (flag === '--with-writes' || flag === '--json') {
      switches.add(flag);
    } else if (flag === '--url' || flag === '--token' || flag === '--timeout-ms') {
      const value = inline ?? argv[i + 1];
      if (value === undefined || (inline === undefined && value.startsWith('--'))) return { error: `${flag} needs a value` };
      values.set(flag, value);
      if (inline === undefined) i += 1;
    } else {
      return { error: `unknown argument ${arg}` };
    }
  }
  const url = values.get('--url');
  if (!url) return { error: '--url is required' };
  if (!/^https?:\/\//i.test(url)) return { error: `--url must start with http:// or https:// (got ${url})` };
  const timeoutMs = Number(values.get('--timeout-ms') ?? 15_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) return { error: '--timeout-ms must be a whole number of milliseconds' };
  const token = values.get('--token') ?? (env.CHECK_BACKEND_TOKEN?.trim() || undefined);
  return { url, token, withWrites: switches.has('--with-writes'), json: switches.has('--json'), timeoutMs };
};

/** The whole contract as the fake backend serves it, found on disk: no list to edit per area. */
export const loadContract = async (): Promise<ContractEntry[]> => contractEntries(await loadFakeAreas());

export const main = async (argv: readonly string[], env: NodeJS.ProcessEnv = process.env, out: (text: string) => void = console.log, err: (text: string) => void = console.error): Promise<number> => {
  if (argv.includes('--help') || argv.includes('-h')) {
    out(USAGE);
    return 0;
  }
  const options = parseArgs(argv, env);
  if ('error' in options) {
    err(`check-backend: ${options.error}`);
    err(USAGE);
    return 2;
  }
  if (!options.token) err('check-backend: no --token given; /admin endpoints will answer 401.');
  try {
    const { rows, notes } = await checkBackend({ baseUrl: options.url, token: options.token, withWrites: options.withWrites, timeoutMs: options.timeoutMs, entries: await loadContract() });
    const counts = countRows(rows);
    out(options.json ? JSON.stringify({ rows, notes, counts, summary: summaryLine(counts) }, null, 2) : formatReport(rows, notes));
    return exitCodeFor(counts);
  } catch (error) {
    if (error instanceof WritesRefused) {
      err(error.message);
      return 2;
    }
    throw error;
  }
};
