import {translate} from '@docusaurus/Translate';
import type {ChoiceField} from '../rules';

/**
 * How the builder's menus, its preview and the style's description name a
 * value of a choice, in the page's language. A value these labels do not
 * know (one a later app release adds to its rules) is shown as written.
 */
export function valueLabel(field: ChoiceField, value: string): string {
  switch (`${field}.${value}`) {
    case 'align.left':
      return translate({id: 'help.styleBuilder.value.align.left', message: 'Left', description: 'Text alignment'});
    case 'align.center':
      return translate({id: 'help.styleBuilder.value.align.center', message: 'Center', description: 'Text alignment'});
    case 'align.right':
      return translate({id: 'help.styleBuilder.value.align.right', message: 'Right', description: 'Text alignment'});
    case 'fontWeight.normal':
      return translate({
        id: 'help.styleBuilder.value.fontWeight.normal',
        message: 'Normal',
        description: 'Font weight',
      });
    case 'fontWeight.bold':
      return translate({id: 'help.styleBuilder.value.fontWeight.bold', message: 'Bold', description: 'Font weight'});
    case 'fontWeight.bolder':
      return translate({
        id: 'help.styleBuilder.value.fontWeight.bolder',
        message: 'Bolder',
        description: 'Font weight',
      });
    case 'fontWeight.lighter':
      return translate({
        id: 'help.styleBuilder.value.fontWeight.lighter',
        message: 'Lighter',
        description: 'Font weight',
      });
    case 'fontStyle.normal':
      return translate({id: 'help.styleBuilder.value.fontStyle.normal', message: 'Normal', description: 'Font style'});
    case 'fontStyle.italic':
      return translate({id: 'help.styleBuilder.value.fontStyle.italic', message: 'Italic', description: 'Font style'});
    case 'fontStyle.oblique':
      return translate({
        id: 'help.styleBuilder.value.fontStyle.oblique',
        message: 'Oblique',
        description: 'Font style',
      });
    case 'embedType.video':
      return translate({
        id: 'help.styleBuilder.value.embedType.video',
        message: 'Video',
        description: 'Twitch embed type: the video alone',
      });
    case 'embedType.chat':
      return translate({
        id: 'help.styleBuilder.value.embedType.chat',
        message: 'Chat',
        description: 'Twitch embed type: the chat alone',
      });
    case 'embedType.video-chat':
      return translate({
        id: 'help.styleBuilder.value.embedType.videoChat',
        message: 'Video and chat',
        description: 'Twitch embed type',
      });
    default:
      return value;
  }
}
