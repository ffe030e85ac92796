#!/usr/bin/env node
/**
 * Serves build/ the way GitHub Pages does, under the site's base path:
 * an exact file, else `x.html`, else a folder gets a 301 to `x/` and its
 * index.html, else 404.html with status 404. The browser tests and the
 * Lighthouse bench use it.
 *
 * Why not a maintained server: none of them gives this behaviour.
 * `docusaurus serve` drops the base path on `.html` redirects;
 * http-server answers a folder before `x.html` (so `/patch-notes` would
 * redirect to the folder of posts), with a 302, and compresses only
 * pre-built `.gz` files; serve-handler's clean URLs redirect
 * `/license.html` away from the file the app links to, and neither knows
 * a base path or a 404 page inside it.
 *
 *   node scripts/serve.mjs [--port 4173] [--dir build] [--gzip]
 *
 * The base path is BASE_URL, read by the site's own code (src/data/siteEnv.ts).
 */
import {createReadStream, promises as fs} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import createJiti from 'jiti';

const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {normalizeBaseUrl} = load('../src/data/siteEnv.ts');

const {values: args} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '4173'},
    dir: {type: 'string', default: 'build'},
    gzip: {type: 'boolean', default: false},
    host: {type: 'string', default: '127.0.0.1'},
  },
});

const root = path.resolve(args.dir);
const baseUrl = normalizeBaseUrl(process.env.BASE_URL);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  // The Markdown twins of the help (GitHub Pages sends the same type).
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
};
/**
 * A built file whose name carries its content's hash never changes at its address, so the
 * browser may keep it, with the code it compiled from it; every other file is asked for again.
 */
const HASHED_ASSET = /[/\\]assets[/\\].*\.[0-9a-f]{8,}\.[a-z0-9]+$/;
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.svg', '.txt', '.md']);

/** True when `file` is `dir` itself or lies below it. */
function isInside(dir, file) {
  const relative = path.relative(dir, file);
  return relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
}

async function stat(file) {
  try {
    return await fs.stat(file);
  } catch {
    return null;
  }
}

function send(req, res, file, status = 200) {
  const ext = path.extname(file);
  const headers = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  const gzip = args.gzip && COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  const stream = createReadStream(file);
  (gzip ? stream.pipe(zlib.createGzip()) : stream).pipe(res);
}

async function notFound(req, res) {
  const page = path.join(root, '404.html');
  if (await stat(page)) return send(req, res, page, 404);
  res.writeHead(404, {'Content-Type': 'text/plain'}).end('Not found');
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return notFound(req, res);
  }
  if (`${pathname}/` === baseUrl) {
    res.writeHead(301, {Location: baseUrl + url.search}).end();
    return;
  }
  if (!pathname.startsWith(baseUrl)) return notFound(req, res);
  const relative = pathname.slice(baseUrl.length);
  const file = path.join(root, relative);
  // Only what is inside the served folder: `..` (even encoded) must not reach
  // a folder beside it, such as `build-ga/` next to `build/`.
  if (!isInside(root, file)) return notFound(req, res);

  const info = await stat(file);
  if (info?.isFile()) return send(req, res, file);
  // GitHub Pages answers `/x` with `x.html` even when a folder `x/` exists too
  // (e.g. `patch-notes.html` beside `patch-notes/v1.6.html`), without a redirect.
  const html = `${file}.html`;
  if (!pathname.endsWith('/') && (await stat(html))?.isFile()) return send(req, res, html);
  if (info?.isDirectory()) {
    if (!pathname.endsWith('/')) {
      res.writeHead(301, {Location: `${pathname}/${url.search}`}).end();
      return;
    }
    const index = path.join(file, 'index.html');
    if (await stat(index)) return send(req, res, index);
    return notFound(req, res);
  }
  return notFound(req, res);
});

server.listen(Number(args.port), args.host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at http://${args.host}:${args.port}${baseUrl}`);
});
