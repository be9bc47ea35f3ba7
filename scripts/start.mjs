// `npm start`: install what is needed, build the web app when its sources changed, set up the
// embedded Android toolchain, then run the whole product (server + build worker) on embedded defaults.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';

ensureInstall();

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const builtAt = fs.existsSync('web/dist/index.html') ? fs.statSync('web/dist/index.html').mtimeMs : 0;
const sourcesAt = Math.max(...['web', 'preview/src', 'contracts/src', 'generator/src'].filter(fs.existsSync).map(newestMtime));
if (sourcesAt > builtAt) {
  console.log('> building the web app…');
  execSync('npm run build:web', { stdio: 'inherit' });
}

if (fs.existsSync('scripts/setup-toolchain.mjs') && process.env.SKIP_TOOLCHAIN !== '1') {
  try {
    execSync('node scripts/setup-toolchain.mjs', { stdio: 'inherit' });
  } catch {
    console.warn('! Android toolchain setup failed; the product runs, but APK builds will report TOOLCHAIN_MISSING.');
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
