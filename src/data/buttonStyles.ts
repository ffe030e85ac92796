/**
 * Empty on purpose. The rules of `dh_styles` are facts of an app release and
 * live with each docs version (`docs/_data/buttonStyles.ts`), and the style
 * builder's menu labels are `translate()` calls of its own
 * (`src/plugins/help/theme/HelpTools/StyleBuilder/valueLabels.ts`).
 * `src/i18n/dataTexts.ts` still lists this object among the data texts; the
 * module goes when that registry does.
 */
export const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {};
