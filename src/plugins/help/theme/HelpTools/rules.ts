/**
 * The shapes of the app's rules that the help tools explain and check. The
 * rules themselves are facts of an app release, in each docs version's `_data/`
 * (README.md beside this file): to change a rule, edit that file, not the tools.
 */

/** The fields of a style that take one of a list of values (a menu of the builder). */
export type ChoiceField = 'align' | 'fontWeight' | 'fontStyle' | 'embedType';

/** A button's text style as the builder edits it; what the app draws without `dh_styles` is the rules' defaults. */
export type ButtonStyle = {
  /** An HTML colour name or a hex colour; null leaves the button's own colour. */
  textColor: string | null;
  removeShadow: boolean;
  align: string;
  fontWeight: string;
  fontStyle: string;
  embed: {channel: string; type: string} | null;
};

/** The `dh_styles` object of a button's init variables (SPEC section 3), as one app release reads it. */
export type ButtonStyleRules = {
  /** The init variable Deck Hopper reads a button's text style from. */
  stylesKey: string;
  /** The keys of `dh_styles` by what they set, in the order of the help's table and of the JSON. */
  keys: Readonly<Record<'textColor' | 'textShadow' | 'align' | 'fontWeight' | 'fontStyle' | 'embed', string>>;
  /** The keys of the `dh_embed` object. */
  embedKeys: Readonly<Record<'channel' | 'type', string>>;
  /** The values each choice accepts, in the order the help lists them and the menus offer them. */
  values: Readonly<Record<ChoiceField, readonly string[]>>;
  /** What the app draws when a key is left out; each is one of its `values`. */
  defaults: Readonly<Record<'align' | 'fontWeight' | 'fontStyle', string>>;
  /** The value the JSON gives `dh_text_shadow`: any value removes the shadow. */
  textShadowValue: string | number | boolean;
  /** A hex colour (`#f80`, `#ff8800`); the other accepted form is an HTML colour name. */
  hexColorPattern: RegExp;
  /** A Twitch channel name as the app wants it. */
  twitchChannel: {
    /** One character a name may have (lower-case letters, digits and underscores). */
    character: RegExp;
    maxLength: number;
  };
  /** The help's example: how it differs from the defaults, for its sentence and its code block. */
  example: Readonly<Partial<ButtonStyle>>;
};

/** How the app shows the address an Open URL or popup command gives it (SPEC sections 5 and 9). */
export type MediaRules = {
  youtube: {
    /** Hosts of the short form, `https://youtu.be/<id>`. */
    shortHosts: readonly string[];
    /** Hosts of the long forms (`/watch?v=<id>`, `/embed/<id>`…). */
    longHosts: readonly string[];
    /** Paths of the long form whose next segment is the video id. */
    idPaths: readonly string[];
    /** The query parameter of `/watch` that holds the id. */
    watchParam: string;
    /** The only length of id the app recognises… */
    idLength: number;
    /** …and the whole id, that length included. */
    idPattern: RegExp;
  };
  /** Media with these endings is shown as video; anything else as an image. */
  videoExtensions: readonly string[];
  /** Video files with other endings: treated as an image, they show nothing. */
  otherVideoExtensions: readonly string[];
  /** Sites of video pages (`twitch.tv`, a subdomain counts): treated as an image, they show nothing. */
  videoPageDomains: readonly string[];
  /** Address schemes the checker treats as web addresses. */
  webSchemes: readonly string[];
  /** The auto-close value that keeps a popup or a window open until it is closed. */
  autoCloseNever: number;
  /** The Open URL window's size when the command gives none. */
  openUrlDefaultSize: {width: number; height: number};
};
