// Installs dependencies when node_modules is missing or older than the lock file.
// Plain Node with no dependencies, so it runs on a fresh clone.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export function ensureInstall() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !fs.existsSync(marker) || fs.statSync('package-lock.json').mtimeMs > fs.statSync(marker).mtimeMs;
  if (!stale) return;
  console.log('> installing dependencies…');
  // Not `npm ci`: npm 11 refuses its own lock when other platforms' optional packages are absent.
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}
