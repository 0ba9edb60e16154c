/**
 * `npm run fake-api`: the fake backend over real HTTP, so a build made with
 * VITE_API_URL=http://localhost:8787 can be run against it. Settings (see the README): PORT, HOST,
 * CORS_ORIGINS, FAKE_TEST_CONTROLS=1 or --test-controls, FAKE_API_DB_FILE, --reseed or FAKE_API_RESEED=1,
 * --seed=large or FAKE_API_SEED=large (thousands of orders), --drift or FAKE_API_DRIFT=1 (answers as a
 * real server within the spec may: see fake-api/driftPreset.ts).
 * The server itself is `createFakeApiServer` in nodeServer.ts, where the tests start it.
 */
import { loadFakeAreas } from './nodeAreas';
import { createFakeApiServer, fakeApiSettings } from './nodeServer';

const settings = fakeApiSettings(process.env, process.argv.slice(2));
const server = createFakeApiServer({ areas: await loadFakeAreas(), ...settings });

server.listen(settings.port, settings.host, () => {
  const shown = settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  console.log(`Fake backend berjalan di http://${shown}:${settings.port} (akun demo admin@toko.test / admin123)`);
  console.log(settings.dbFile ? `Data disimpan di ${settings.dbFile}${settings.reseed ? ' (dimulai dari data awal)' : ''}` : 'Data hanya di memori');
  if (settings.seedSize === 'large') console.log('Data awal besar: ribuan pesanan');
  if (settings.testControls) console.log('Kontrol uji /__fake/* aktif');
  if (settings.drift) console.log('Mode drift: jawaban seperti backend nyata (status lain, angka sebagai teks, field opsional hilang)');
});
