/**
 * Lighthouse CI settings for `npm run bench` (scripts/bench.mjs), which runs
 * `lhci collect`, `lhci assert` and `lhci upload` once per form factor with
 * BENCH_FORM_FACTOR set to `mobile` (the default) or `desktop`.
 *
 * Collect: every canonical route of src/data/routes.ts in every language
 * (comma-separated lists in BENCH_LOCALES and BENCH_ROUTES pick some),
 * BENCH_RUNS runs each (default three), on build/ served like GitHub Pages
 * (scripts/serve.mjs, gzip on, port BENCH_PORT, default 4290), in the
 * Chromium of CHROME_PATH or /usr/bin/chromium. Assert: the budgets below,
 * on the median of the runs. Upload: the reports go to bench-results/ only;
 * nothing leaves the machine.
 */
const createJiti = require('jiti');

const load = createJiti(__filename, {interopDefault: true});
const {ROUTES} = load('./src/data/routes.ts');
const {normalizeBaseUrl} = load('./src/data/siteEnv.ts');
const {LOCALES, localeBaseUrl} = load('./src/data/locales.ts');
const {CHROMIUM_ARGS, findChromium} = load('./scripts/chromium.mjs');

const FORM_FACTOR = process.env.BENCH_FORM_FACTOR === 'desktop' ? 'desktop' : 'mobile';
const PORT = Number(process.env.BENCH_PORT ?? 4290);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BASE_URL = normalizeBaseUrl(process.env.BASE_URL);
/** A comma-separated list of the environment, or null when it is not set. */
const listed = (name) => process.env[name]?.split(',').map((item) => item.trim()) ?? null;
const BENCH_LOCALES = listed('BENCH_LOCALES');
const BENCH_ROUTES = listed('BENCH_ROUTES');
const MEASURED_LOCALES = LOCALES.filter((locale) => !BENCH_LOCALES || BENCH_LOCALES.includes(locale));
const MEASURED_ROUTES = Object.values(ROUTES).filter((route) => !BENCH_ROUTES || BENCH_ROUTES.includes(route));

/**
 * Budgets per form factor, checked on the median of the runs. Phone runs
 * are throttled (slow 4G, a CPU four times slower), so their times are
 * longer. On a quiet machine every route measures about 1 s LCP and under
 * 200 ms TBT on a phone, 0.3 s and about 100 ms at most on desktop. TBT, and
 * the performance score with it, grows with the machine's load, hence the
 * room: rerun on a quiet machine before trusting a TBT failure.
 */
const BUDGETS = {
  mobile: {performance: 0.9, lcpMs: 2500, tbtMs: 300},
  desktop: {performance: 0.95, lcpMs: 1000, tbtMs: 150},
}[FORM_FACTOR];

const median = {aggregationMethod: 'median'};

module.exports = {
  ci: {
    collect: {
      url: MEASURED_LOCALES.flatMap((locale) =>
        MEASURED_ROUTES.map((route) => `${ORIGIN}${localeBaseUrl(BASE_URL, locale)}${route.slice(1)}`),
      ),
      startServerCommand: `node scripts/serve.mjs --gzip --port ${PORT}`,
      startServerReadyPattern: 'Serving',
      numberOfRuns: Number(process.env.BENCH_RUNS ?? 3),
      chromePath: findChromium() ?? undefined,
      settings: {
        ...(FORM_FACTOR === 'desktop' ? {preset: 'desktop'} : {}),
        chromeFlags: CHROMIUM_ARGS.join(' '),
      },
    },
    assert: {
      assertions: {
        'categories:performance': ['error', {...median, minScore: BUDGETS.performance}],
        'categories:accessibility': ['error', {...median, minScore: 1}],
        'categories:best-practices': ['error', {...median, minScore: 1}],
        'categories:seo': ['error', {...median, minScore: 1}],
        'largest-contentful-paint': ['error', {...median, maxNumericValue: BUDGETS.lcpMs}],
        'total-blocking-time': ['error', {...median, maxNumericValue: BUDGETS.tbtMs}],
        // Nothing moves once painted (reserved space for embeds): measured 0.
        'cumulative-layout-shift': ['error', {...median, maxNumericValue: 0.02}],
        // Everything a first visit transfers, gzip on; the heaviest route measures 245 KiB.
        // The JavaScript and CSS alone have their own budgets in tests/size-budgets.json.
        'total-byte-weight': ['error', {...median, maxNumericValue: 300 * 1024}],
      },
    },
    upload: {
      target: 'filesystem',
      outputDir: `bench-results/${FORM_FACTOR}`,
    },
  },
};
