#!/usr/bin/env node
/**
 * `tsc --noEmit` and `eslint . --max-warnings 0` in one process, over one
 * TypeScript program: `npm test` runs this instead of the two commands.
 * ESLint's typed rules and the type-check need the same program: built and
 * checked once, the two take about 90 s of processor time instead of 125. The
 * program is the one `tsc` builds from tsconfig.json, handed to
 * typescript-eslint as `parserOptions.programs` for the TypeScript files
 * (eslint.config.mjs is otherwise read as it is). Prints ESLint's findings,
 * then the compiler's, as the two commands do, and fails on any of either.
 * A TypeScript file outside tsconfig.json's `include` is a parsing error here.
 *
 *   node scripts/types-and-lint.mjs
 */
import {ESLint} from 'eslint';
import ts from 'typescript';

const host = {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  },
};
const config = ts.getParsedCommandLineOfConfigFile('tsconfig.json', {noEmit: true}, host);
const program = ts.createProgram({
  rootNames: config.fileNames,
  options: config.options,
  projectReferences: config.projectReferences,
  configFileParsingDiagnostics: config.errors,
});

const eslint = new ESLint({
  overrideConfig: [
    {files: ['**/*.{ts,tsx}'], languageOptions: {parserOptions: {programs: [program], projectService: false}}},
  ],
});
const results = await eslint.lintFiles(['.']);
const findings = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
const report = await (await eslint.loadFormatter('stylish')).format(results);
if (report) console.log(report);

// Checked after the lint rules, which have already resolved most of the program's types.
const diagnostics = ts.getPreEmitDiagnostics(program);
if (diagnostics.length > 0) {
  const formatHost = {
    getCanonicalFileName: (file) => file,
    getCurrentDirectory: ts.sys.getCurrentDirectory,
    getNewLine: () => ts.sys.newLine,
  };
  const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
  console.log(format(diagnostics, formatHost));
}

const count = (n, what) => `${n} ${what}${n === 1 ? '' : 's'}`;
console.log(`ESLint: ${count(findings, 'finding')}; TypeScript: ${count(diagnostics.length, 'error')}.`);
process.exitCode = findings > 0 || diagnostics.length > 0 ? 1 : 0;
