// The end-to-end tests drive Debian's Chromium. Install it when missing and we can (root on Debian),
// otherwise stop with one line saying what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(`Chromium is missing at ${path}: install it (Debian: "sudo apt-get install -y chromium") or set CHROMIUM_PATH, then run npm test again.`);
  process.exit(1);
}
console.log('Chromium is missing: installing Debian\'s chromium package...');
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation', { stdio: 'inherit', shell: '/bin/bash' });
} catch {
  console.error('Installing chromium with apt-get failed: install it by hand ("apt-get install -y chromium") and run npm test again.');
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing: set CHROMIUM_PATH to your Chromium binary.`);
  process.exit(1);
}
