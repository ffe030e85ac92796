#!/usr/bin/env node
/**
 * Draws static/img/social-card.png, the image link previews show for every
 * page (Open Graph and Twitter cards): the product icon, name, tagline and
 * platforms on the brand colour. Chromium renders the design and takes a
 * screenshot of exactly the card's size. Run it after changing the tagline,
 * the platforms or the icon, and commit the PNG:
 *
 *   node scripts/social-card.mjs
 *
 * The texts and the size come from src/data (read through jiti, which
 * Docusaurus itself uses to load TypeScript config), so the card never
 * disagrees with the site.
 */
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import escapeHtml from 'escape-html';
import createJiti from 'jiti';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, findChromium} from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {PRODUCT_NAME} = load('../src/data/constants.ts');
const {PLATFORMS} = load('../src/data/platforms.ts');
const {SOCIAL_CARD, TAGLINE} = load('../src/data/seo.ts');

const OUTPUT = path.join(root, 'static', SOCIAL_CARD.path);
const LOGO = readFileSync(path.join(root, 'static/img/logo.svg'), 'utf8');

// Flat colours only (no gradients or shadows): they keep the PNG small.
const html = `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<style>
  * { box-sizing: border-box; margin: 0; }
  html, body { width: ${SOCIAL_CARD.width}px; height: ${SOCIAL_CARD.height}px; }
  body {
    position: relative;
    overflow: hidden;
    background: #241766;
    color: #fff;
    font-family: system-ui, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif;
  }
  .deck { position: absolute; right: -170px; top: 60px; display: grid; grid-template-columns: repeat(3, 150px); gap: 26px; transform: rotate(-8deg); }
  .deck span { width: 150px; height: 150px; border-radius: 30px; background: #33228a; }
  .deck span:nth-child(3n + 2) { background: #3d2aa3; }
  .content { position: absolute; left: 88px; top: 0; bottom: 0; width: 720px; display: flex; flex-direction: column; justify-content: center; }
  .logo { width: 168px; height: 168px; margin-bottom: 40px; }
  .logo svg { width: 100%; height: 100%; display: block; }
  h1 { font-size: 96px; font-weight: 800; line-height: 1; letter-spacing: -2px; }
  p.tagline { margin-top: 24px; font-size: 42px; font-weight: 600; line-height: 1.2; color: #ffd45c; }
  p.platforms { margin-top: 28px; font-size: 26px; line-height: 1.4; color: #c9bfff; }
  p.platforms span { white-space: nowrap; }
</style>
</head>
<body>
  <div class="deck" aria-hidden="true">${'<span></span>'.repeat(12)}</div>
  <div class="content">
    <div class="logo">${LOGO}</div>
    <h1>${escapeHtml(PRODUCT_NAME)}</h1>
    <p class="tagline">${escapeHtml(TAGLINE)}</p>
    <p class="platforms">${PLATFORMS.map(({name}) => `<span>${escapeHtml(name)}</span>`).join(' · ')}</p>
  </div>
</body>
</html>`;

const executablePath = findChromium();
if (!executablePath) {
  console.error('Chromium not found: install it (apt-get install chromium) or set CHROME_PATH.');
  process.exit(1);
}

const browser = await chromium.launch({executablePath, args: CHROMIUM_ARGS});
try {
  const page = await browser.newPage({
    viewport: {width: SOCIAL_CARD.width, height: SOCIAL_CARD.height},
    deviceScaleFactor: 1,
  });
  await page.setContent(html, {waitUntil: 'load'});
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({path: OUTPUT, type: 'png', fullPage: false});
} finally {
  await browser.close();
}

console.log(
  `${path.relative(root, OUTPUT)}: ${SOCIAL_CARD.width}x${SOCIAL_CARD.height}, ${statSync(OUTPUT).size} bytes`,
);
