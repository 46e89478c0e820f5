// Minimal import resolver for eslint-plugin-boundaries: relative paths, the web app's `@/` alias and
// the `@threshold/domain/*` workspace package. (eslint-import-resolver-typescript pulls native
// bindings whose optional platform packages npm leaves out of the lockfile, which breaks `npm ci`.)
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

function firstExisting(base) {
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

exports.interfaceVersion = 2;
exports.resolve = (source, file) => {
  let base = null;
  if (source.startsWith('.')) base = path.resolve(path.dirname(file), source);
  else if (source.startsWith('@/')) base = path.join(root, 'apps/web/src', source.slice(2));
  else if (source.startsWith('@threshold/domain/')) base = path.join(root, 'packages/domain/src', source.slice(18));
  if (base === null) return { found: false };
  const found = firstExisting(base);
  return found ? { found: true, path: found } : { found: false };
};
