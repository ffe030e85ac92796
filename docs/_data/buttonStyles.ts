/**
 * The `dh_styles` object of a button's init variables (SPEC section 3) as
 * this release of the app reads it. The setup doc hands it to the help's
 * tables and example and to the style builder, which read every key, value
 * and default here.
 *
 * To add a value the app learns to read, add it to its list: the builder's
 * menu shows it as written until it gets a label of its own. A new key needs
 * a field in the builder and a row in the help's table.
 */
import type {ButtonStyleRules} from '@theme/HelpTools/rules';

export const BUTTON_STYLES = {
  stylesKey: 'dh_styles',
  keys: {
    textColor: 'dh_text_color',
    textShadow: 'dh_text_shadow',
    align: 'dh_align',
    fontWeight: 'dh_font_weight',
    fontStyle: 'dh_font_style',
    embed: 'dh_embed',
  },
  embedKeys: {channel: 'channel', type: 'type'},
  values: {
    align: ['left', 'center', 'right'],
    fontWeight: ['normal', 'bold', 'bolder', 'lighter'],
    fontStyle: ['normal', 'italic', 'oblique'],
    embedType: ['video', 'chat', 'video-chat'],
  },
  defaults: {align: 'center', fontWeight: 'bold', fontStyle: 'normal'},
  textShadowValue: true,
  hexColorPattern: /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i,
  // The characters Twitch allows in a name, in lower case, and Twitch's length limit.
  twitchChannel: {character: /[a-z0-9_]/, maxLength: 25},
  example: {textColor: '#ff8800', removeShadow: true, align: 'right', fontStyle: 'italic'},
} as const satisfies ButtonStyleRules;
