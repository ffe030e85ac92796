/**
 * @jest-environment node
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import http from 'node:http';

/** The local server must answer from the served folder only. */

const PORT = 4400 + Math.floor(Math.random() * 400);
let server: ChildProcess | undefined;
let dir: string;

/** A raw GET, so the path reaches the server exactly as written (no URL clean-up). */
function get(rawPath: string): Promise<{status: number; body: string; cacheControl?: string}> {
  return new Promise((resolve, reject) => {
    const request = http.request({host: '127.0.0.1', port: PORT, path: rawPath}, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({status: response.statusCode ?? 0, body, cacheControl: response.headers['cache-control']}),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'serve-'));
  mkdirSync(path.join(dir, 'build'));
  mkdirSync(path.join(dir, 'build-ga'));
  writeFileSync(path.join(dir, 'build', 'index.html'), 'inside');
  mkdirSync(path.join(dir, 'build', 'assets', 'js'), {recursive: true});
  writeFileSync(path.join(dir, 'build', 'assets', 'js', 'main.0123abcd.js'), 'hashed');
  writeFileSync(path.join(dir, 'build', 'assets', 'js', 'plain.js'), 'plain');
  writeFileSync(path.join(dir, 'build-ga', 'secret.html'), 'beside');
  writeFileSync(path.join(dir, 'secret.txt'), 'above');
  const started = spawn(
    process.execPath,
    [path.resolve('scripts/serve.mjs'), '--dir', path.join(dir, 'build'), '--port', String(PORT)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {...process.env, BASE_URL: '/deckhopper/'},
    },
  );
  server = started;
  // It says where it serves once it listens (a busy machine may take a while to start Node).
  await new Promise<void>((resolve, reject) => {
    started.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) resolve();
    });
    started.on('exit', (code) => reject(new Error(`the server stopped (exit ${code})`)));
  });
}, 60_000);

afterAll(async () => {
  // The test worker exits cleanly only once the server has.
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill();
    await exited;
  }
  rmSync(dir, {recursive: true, force: true});
});

it('serves the folder it was given', async () => {
  expect(await get('/deckhopper/')).toMatchObject({status: 200, body: 'inside'});
});

it('lets the browser keep a file whose name carries its hash, and asks again for every other', async () => {
  expect(await get('/deckhopper/assets/js/main.0123abcd.js')).toMatchObject({
    body: 'hashed',
    cacheControl: 'public, max-age=31536000, immutable',
  });
  expect((await get('/deckhopper/assets/js/plain.js')).cacheControl).toBe('no-cache');
  expect((await get('/deckhopper/')).cacheControl).toBe('no-cache');
});

it.each([
  '/deckhopper/../build-ga/secret.html',
  '/deckhopper/%2e%2e/build-ga/secret.html',
  '/deckhopper/%2E%2E%2Fbuild-ga%2Fsecret.html',
  '/deckhopper/..%2Fsecret.txt',
  '/deckhopper/%2e%2e/secret.txt',
])('refuses %s', async (rawPath) => {
  const {status, body} = await get(rawPath);
  expect(status).toBe(404);
  expect(body).not.toMatch(/beside|above/);
});
