/**
 * @jest-environment node
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseDocument} from 'yaml';
import {readSiteEnv} from '@site/src/data/siteEnv';

/*
 * The GitHub workflows and the Dependabot settings cannot run here, so these
 * checks read them: each file is valid YAML, CI runs the README's test
 * command without downloading a browser, and the deploy builds with every
 * variable the site reads.
 */

type Step = {uses?: string; run?: string; if?: string; with?: Record<string, unknown>; env?: Record<string, string>};
type Job = {
  'runs-on'?: string;
  needs?: string | string[];
  env?: Record<string, string>;
  steps?: Step[];
  strategy?: {matrix?: {node?: number[]; shard?: number[]}};
  environment?: {name?: string};
};
type Workflow = {
  name: string;
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
};
type Dependabot = {updates: {'package-ecosystem': string; groups?: Record<string, {patterns: string[]}>}[]};

const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const FILES = ['.github/workflows/ci.yml', '.github/workflows/deploy.yml', '.github/dependabot.yml'];

function parseYaml(file: string): unknown {
  const document = parseDocument(read(file), {prettyErrors: true});
  if (document.errors.length) throw new Error(`${file} is not valid YAML:\n${document.errors.join('\n')}`);
  return document.toJS();
}

const steps = (workflow: Workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps ?? []);
const usesAction = (step: Step, action: string) => step.uses?.startsWith(`${action}@`) ?? false;

const README = read('README.md');
const packageJson = JSON.parse(read('package.json')) as {
  engines: {node: string};
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** The environment variables the build reads, found by letting src/data/siteEnv.ts read them. */
function buildVariables(): string[] {
  const names = new Set<string>();
  const target: Record<string, string | undefined> = {};
  const recorder = new Proxy(target, {
    get: (_target, name) => {
      if (typeof name === 'string') names.add(name);
      return undefined;
    },
  });
  readSiteEnv(recorder, {production: false});
  return [...names].sort();
}

it.each(FILES)('%s is valid YAML', (file) => {
  expect(() => parseYaml(file)).not.toThrow();
});

describe('CI', () => {
  const ci = parseYaml('.github/workflows/ci.yml') as Workflow;
  // The stages of `npm test` (scripts/test.mjs): everything but the browser tests, then those alone.
  const jobs = Object.values(ci.jobs);
  const jobOfStage = (stage: string) => jobs.find((job) => job.env?.TEST_STAGE === stage);
  const checks = jobOfStage('build')!;
  const browser = jobOfStage('browser')!;
  const testScript = read('scripts/test.mjs');

  it('runs on every push and pull request', () => {
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
  });

  it("runs the README's test command in every job, one stage of it each", () => {
    const command = /^(\S.*?)\s+#.*\bevery test\b/m.exec(README)?.[1];
    expect(command).toMatch(/npm test$/);
    expect(checks).toBeDefined();
    expect(browser).toBeDefined();
    for (const job of jobs) expect(job.steps?.map((step) => step.run)).toContain(command);
    // The stages are the ones scripts/test.mjs knows.
    for (const stage of ['build', 'browser']) expect(testScript).toContain(`${stage}: '${stage}'`);
    expect(testScript).toContain('E2E_SHARD');
  });

  it('tests on Ubuntu with the oldest supported Node.js and the next LTS', () => {
    const oldest = Number(/\d+/.exec(packageJson.engines.node)?.[0]);
    for (const job of jobs) {
      expect(job['runs-on']).toMatch(/^ubuntu-/);
      expect(job.strategy?.matrix?.node).toEqual([oldest, oldest + 2]);
      expect(job.steps?.find((step) => usesAction(step, 'actions/setup-node'))?.with?.['node-version']).toBe(
        '${{ matrix.node }}',
      );
    }
  });

  it('runs the browser tests on the build of the same Node version, in parts that cover them all', () => {
    const upload = checks.steps?.find((step) => usesAction(step, 'actions/upload-artifact') && !step.if);
    expect(upload?.with?.path).toMatch(/^build\/?$/);
    const checksName = Object.keys(ci.jobs).find((name) => ci.jobs[name] === checks)!;
    expect([browser.needs].flat()).toContain(checksName);
    const download = browser.steps?.find((step) => usesAction(step, 'actions/download-artifact'));
    expect(download?.with?.name).toBe(upload?.with?.name);
    expect(String(upload?.with?.name)).toContain('${{ matrix.node }}');
    expect(download?.with?.path).toMatch(/^build\/?$/);
    const steps = browser.steps ?? [];
    expect(steps.indexOf(download!)).toBeLessThan(steps.findIndex((step) => step.run?.includes('npm test')));

    const parts = /^\$\{\{ matrix\.shard \}\}\/(\d+)$/.exec(browser.env?.E2E_SHARD ?? '')?.[1];
    // E2E_SHARD reads `${{ matrix.shard }}/n`, and the matrix lists the parts 1 to n.
    expect(parts).toBeDefined();
    expect(browser.strategy?.matrix?.shard).toEqual(Array.from({length: Number(parts)}, (_, index) => index + 1));
  });

  it("drives the runner's browser and never downloads one", () => {
    expect(browser.env?.CHROME_PATH).toMatch(/^\/usr\/bin\//);
    for (const step of steps(ci)) expect(step.run ?? '').not.toMatch(/playwright install|apt-get install/);
  });

  it('keeps the test reports when the tests fail', () => {
    for (const job of jobs) {
      const upload = job.steps?.find((step) => usesAction(step, 'actions/upload-artifact') && step.if);
      expect(upload?.if).toBe('failure()');
      expect(String(upload?.with?.path)).toEqual(expect.stringContaining('test-results/'));
    }
    const reports = browser.steps?.find((step) => usesAction(step, 'actions/upload-artifact') && step.if);
    expect(String(reports?.with?.path)).toEqual(expect.stringContaining('playwright-report/'));
  });
});

describe('Deploy', () => {
  const deploy = parseYaml('.github/workflows/deploy.yml') as Workflow;
  const build = steps(deploy).find((step) => step.run === 'npm run build');

  it('publishes main once CI has passed there', () => {
    const ci = parseYaml('.github/workflows/ci.yml') as Workflow;
    expect(deploy.on.workflow_run).toEqual(expect.objectContaining({workflows: [ci.name], branches: ['main']}));
  });

  it('builds with every variable the site reads, each from a repository variable', () => {
    const variables = buildVariables();
    expect(variables).toEqual(expect.arrayContaining(['BASE_URL', 'SITE_URL', 'STATICFORMS_ACCESS_KEY']));
    expect(packageJson.scripts.build).toBeDefined();
    expect(build?.env).toEqual(Object.fromEntries(variables.map((name) => [name, `\${{ vars.${name} }}`])));
  });

  it('says in the README how to set each of those variables', () => {
    for (const name of buildVariables()) expect(README).toContain(`\`${name}\``);
  });

  it('publishes build/ with the official Pages actions', () => {
    const all = steps(deploy);
    expect(all.find((step) => usesAction(step, 'actions/upload-pages-artifact'))?.with?.path).toBe('build');
    expect(all.some((step) => usesAction(step, 'actions/deploy-pages'))).toBe(true);
    expect(deploy.permissions).toEqual(expect.objectContaining({pages: 'write', 'id-token': 'write'}));
    expect(Object.values(deploy.jobs).some((job) => job.environment?.name === 'github-pages')).toBe(true);
  });
});

describe('Dependabot', () => {
  const {updates} = parseYaml('.github/dependabot.yml') as Dependabot;

  it('updates every Docusaurus package in one pull request', () => {
    const npm = updates.find((update) => update['package-ecosystem'] === 'npm');
    const claiming = Object.entries(npm?.groups ?? {}).filter(([, group]) =>
      group.patterns.some((pattern) => pattern === '*' || pattern.startsWith('@docusaurus/')),
    );
    expect(claiming.map(([name, group]) => [name, group.patterns])).toEqual([['docusaurus', ['@docusaurus/*']]]);
  });

  it('keeps the workflow actions up to date too', () => {
    expect(updates.map((update) => update['package-ecosystem'])).toContain('github-actions');
  });
});
