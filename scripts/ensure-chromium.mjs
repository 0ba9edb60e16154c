// Makes sure the browser the end-to-end tests and measurement scripts use is there. Playwright cannot
// download its own browser on these machines, so Debian's Chromium is used: installed here when it is
// missing and this user may install packages, otherwise one clear line says what to run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const canInstall = process.platform === 'linux' && typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get');
if (!canInstall) {
  console.error(`Chromium not found at ${path}: run "sudo apt-get install -y chromium", or set CHROMIUM_PATH to a Chromium binary.`);
  process.exit(1);
}

console.log(`Chromium not found at ${path}: installing Debian's chromium package...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
  const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (result.status !== 0) {
    console.error(`"apt-get ${args.join(' ')}" failed: install Chromium ("apt-get install -y chromium") or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
if (!existsSync(path)) {
  console.error(`Chromium was installed but is not at ${path}: set CHROMIUM_PATH to it.`);
  process.exit(1);
}
console.log(execFileSync(path, ['--version'], { encoding: 'utf8' }).trim());
