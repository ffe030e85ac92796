/**
 * @jest-environment node
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/*
 * The patches of dependencies (patches/, applied by `npm install` and `npm ci`
 * through patch-package) are in force, written for the version installed, and
 * each has its row in the register of workarounds (src/theme/README.md).
 */

const ROOT = path.resolve(__dirname, '../../..');
const PATCHES = path.join(ROOT, 'patches');
const REGISTER = readFileSync(path.join(ROOT, 'src/theme/README.md'), 'utf8');

/** `@docusaurus+core+3.10.2.patch` → the package `@docusaurus/core` at 3.10.2. */
function patchTarget(file: string): {name: string; version: string} {
  const [, name, version] = /^(.+)\+(\d[^+]*)\.patch$/.exec(file) ?? [];
  if (!name || !version) throw new Error(`${file}: not named as patch-package names a patch`);
  return {name: name.replace('+', '/'), version};
}

/** The lines each patched file gains, by file. */
function addedLines(patch: string): Map<string, string[]> {
  const added = new Map<string, string[]>();
  let file = '';
  for (const line of patch.split('\n')) {
    if (line.startsWith('+++ b/')) {
      file = line.slice('+++ b/'.length);
      added.set(file, []);
    } else if (line.startsWith('+') && !line.startsWith('+++') && line.trim() !== '+') {
      added.get(file)?.push(line.slice(1));
    }
  }
  return added;
}

const files = readdirSync(PATCHES).filter((name) => name.endsWith('.patch'));

describe.each(files)('patches/%s', (file) => {
  const {name, version} = patchTarget(file);

  it('is written for the version installed (on an upgrade, measure again and remake it, or remove it)', () => {
    const installed = JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(installed.version).toBe(version);
  });

  it('is applied (npm ci runs patch-package; `npx patch-package` applies it by hand)', () => {
    const patch = readFileSync(path.join(PATCHES, file), 'utf8');
    for (const [target, lines] of addedLines(patch)) {
      const text = readFileSync(path.join(ROOT, target), 'utf8');
      const missing = lines.filter((line) => !text.includes(line));
      expect({target, missing}).toEqual({target, missing: []});
    }
  });

  it('has its row in the register of workarounds', () => {
    expect(REGISTER).toContain(`patches/${file}`);
  });
});
