// The yardstick's backend for `npm run bench`: the 26 brands of the bare apps, the way
// ra-data-simple-rest reads them (GET /merk?sort=["nama","ASC"]&range=[0,9]&filter={} answered with the
// page and `Content-Range: merk 0-9/26`), on its own origin. Like a real API behind a login: CORS for
// the bare app's origin only, Authorization allowed (so the browser preflights every list request) and
// 401 without the bearer. Nothing is cached and nothing is delayed.
//
// Env: PORT (8798), ORIGIN (the bare app's, http://localhost:4197), TOKEN (bench-yardstick).
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const PORT = Number(process.env.PORT ?? 8798);
const ORIGIN = process.env.ORIGIN ?? 'http://localhost:4197';
const TOKEN = process.env.TOKEN ?? 'bench-yardstick';
const RESOURCES = { merk: JSON.parse(readFileSync(new URL('../bare/brands.json', import.meta.url), 'utf8')) };

const cors = {
  'Access-Control-Allow-Origin': ORIGIN,
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Range, Accept',
  'Access-Control-Expose-Headers': 'Content-Range',
  Vary: 'Origin',
};

const param = (url, name, fallback) => {
  try {
    return JSON.parse(url.searchParams.get(name) ?? '') ?? fallback;
  } catch {
    return fallback;
  }
};

/** getList's filter: `q` over every text field, anything else by equality (or one of a list, for getMany). */
const matches = (record, filter) =>
  Object.entries(filter).every(([field, wanted]) =>
    field === 'q'
      ? Object.values(record).some((value) => String(value).toLowerCase().includes(String(wanted).toLowerCase()))
      : Array.isArray(wanted)
        ? wanted.map(String).includes(String(record[field]))
        : String(record[field]) === String(wanted),
  );

const send = (response, status, body, headers = {}) => {
  response.writeHead(status, { ...cors, 'Cache-Control': 'no-store', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers });
  response.end(body === undefined ? undefined : JSON.stringify(body));
};

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://localhost:${PORT}`);
  if (request.method === 'OPTIONS') return send(response, 204);
  if (request.headers.authorization !== `Bearer ${TOKEN}`) return send(response, 401, { message: 'Unauthorized' });
  const [, resource, id] = url.pathname.split('/');
  const records = RESOURCES[resource];
  if (!records || request.method !== 'GET') return send(response, 404, { message: 'Not found' });
  if (id) {
    const record = records.find((r) => String(r.id) === id);
    return record ? send(response, 200, record) : send(response, 404, { message: 'Not found' });
  }
  const [field, order] = param(url, 'sort', ['id', 'ASC']);
  const [start, end] = param(url, 'range', [0, records.length - 1]);
  const direction = order === 'DESC' ? -1 : 1;
  const found = records
    .filter((record) => matches(record, param(url, 'filter', {})))
    .sort((a, b) => (a[field] > b[field] ? direction : a[field] < b[field] ? -direction : 0));
  const page = found.slice(start, end + 1);
  return send(response, 200, page, { 'Content-Range': `${resource} ${start}-${start + page.length - 1}/${found.length}` });
}).listen(PORT, '127.0.0.1');
