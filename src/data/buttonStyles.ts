/**
 * How the style builder's menus name each value of a `dh_styles` choice, in
 * English; components show them through `useDataText()`, and
 * `src/i18n/dataTexts.ts` lists them for translation. The rules themselves
 * are facts of an app release and live with each docs version
 * (`docs/_data/buttonStyles.ts`).
 */
import type {ChoiceField} from '../plugins/help/theme/HelpTools/rules';

export const VALUE_LABELS: Readonly<Record<ChoiceField, Readonly<Record<string, string>>>> = {
  align: {left: 'Left', center: 'Center', right: 'Right'},
  fontWeight: {normal: 'Normal', bold: 'Bold', bolder: 'Bolder', lighter: 'Lighter'},
  fontStyle: {normal: 'Normal', italic: 'Italic', oblique: 'Oblique'},
  embedType: {video: 'Video', chat: 'Chat', 'video-chat': 'Video and chat'},
};
