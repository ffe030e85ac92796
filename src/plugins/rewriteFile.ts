import {readFile, readdir, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';

/**
 * Rewrites a built file as a whole, through a file beside it that then takes
 * its name: other plugins reading the pages at the same time (the search
 * index) see the old page or the new one, never one half written.
 */
export async function rewriteFile(file: string, change: (text: string) => string): Promise<void> {
  const text = await readFile(file, 'utf8');
  const changed = change(text);
  if (changed === text) return;
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, changed);
  await rename(temporary, file);
}

/** Rewrites every page of the build: each `.html` file under `outDir`, as above. */
export async function rewriteHtmlFiles(outDir: string, change: (html: string) => string): Promise<void> {
  for (const entry of await readdir(outDir, {recursive: true, withFileTypes: true})) {
    if (entry.isFile() && entry.name.endsWith('.html')) {
      await rewriteFile(path.join(entry.parentPath, entry.name), change);
    }
  }
}
