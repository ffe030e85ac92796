/**
 * The tslib helpers `@docusaurus/utils-common` calls, written as tslib
 * writes them (./index.ts gives its `require("tslib")` this module in the
 * browser's code). The build fails if the package calls one not here.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
