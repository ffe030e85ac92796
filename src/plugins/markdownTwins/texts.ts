/**
 * The words the build writes for assistants, in each language: the pointer each page and twin
 * carries, the sections of llms.txt and its instructions. Only facts of this site, passed in.
 */
import type {Locale} from '../../data/locales';

/** What the instructions name; every address is absolute, every id the built help's. */
export type Facts = {
  /** `https://…/deckhopper/` (with `es/` for Spanish): the locale's pages; `help` adds the docs version's folder. */
  site: string;
  help: string;
  entry: string;
  steps: readonly string[];
  platforms: readonly string[];
  release: string;
  chat: string;
  menu: string;
  account: string;
};

const code = (text: string) => `\`${text}\``;

export const TEXTS = {
  en: {
    pointer: (llms: string, twin: string) =>
      `For AI assistants: this page is also in ${twin}, and every page of this site is listed in ${llms}.`,
    twinLine: (llms: string) => `> For AI assistants: every page of this site in Markdown is listed in ${llms}.`,
    summary: (release: string, locale: string, full: string) =>
      `The Deck Hopper site in Markdown (help of ${release}), language ${locale}; the help, the patch notes and the support forms in one file: ${full}. ` +
      'In the help, each entry is a heading carrying its anchor (`## Title {#anchor}`), followed by its address.',
    sections: {
      help: 'Help',
      site: 'Deck Hopper',
      patchNotes: 'Patch notes',
      support: 'Support forms',
      legal: 'Legal',
      optional: 'Optional',
    },
    release: (name: string) => (name === 'current' ? 'the next release' : `release ${name}`),
    instructionsTitle: 'Instructions for assistants',
    instructions: (f: Facts) => [
      'When a streamer asks you for help with Deck Hopper, send them to one address of this site:',
      [
        `- A problem the help answers: the entry's own address, shown under its heading above, such as ${code(`${f.help}troubleshooting#${f.entry}`)}. ` +
          `Before the \`#\`, add ${code('?platform=')} (one of ${f.platforms.join(', ')}) and ${code('?app=')} (their app version, such as ${f.release}): ` +
          `the entry then shows what applies to their device and version, ${code(`${f.help}troubleshooting?platform=${f.platforms[0]}&app=${f.release}#${f.entry}`)}.`,
        `- Deck Hopper cannot connect to SAMMI: the connection check in that entry. A step has its own address, ${code(`#${f.entry}-step-${f.steps[1]}`)}; ` +
          `the answers so far go in ${code('?check=')}, each step \`<step>-y\` or \`<step>-n\` joined by \`.\`, then \`_\` and the step to ask next: ` +
          `${code(`${f.help}troubleshooting?check=${f.steps[0]}-y_${f.steps[1]}#${f.entry}`)}. Steps: ${f.steps.join(', ')}.`,
        `- Still stuck, or a bug: the community chat, ${f.chat}, and the app's bug report under ${f.menu}.`,
        `- An account, Pro licence or purchase problem, and only those: the contact form, ${code(`${f.site}contact`)}; ` +
          `${code('?about=')} names the help entry they come from, ${code(`${f.site}contact?about=${f.account}`)}. ` +
          `To have their data deleted: ${code(`${f.site}datadeletion`)}. Never send any other problem to these forms.`,
        '- The forms are filled in by the streamer or for them (WebMCP), and only the streamer sends them.',
      ].join('\n'),
    ],
  },
  es: {
    pointer: (llms: string, twin: string) =>
      `Para asistentes de IA: esta página también está en ${twin}, y todas las páginas de este sitio están en ${llms}.`,
    twinLine: (llms: string) =>
      `> Para asistentes de IA: todas las páginas de este sitio en Markdown están en ${llms}.`,
    summary: (release: string, locale: string, full: string) =>
      `El sitio de Deck Hopper en Markdown (ayuda de ${release}), idioma ${locale}; la ayuda, las notas de versión y los formularios de soporte en un archivo: ${full}. ` +
      'En la ayuda, cada entrada es un encabezado con su ancla (`## Título {#ancla}`), seguido de su dirección.',
    sections: {
      help: 'Ayuda',
      site: 'Deck Hopper',
      patchNotes: 'Notas de versión',
      support: 'Formularios de soporte',
      legal: 'Legal',
      optional: 'Optional',
    },
    release: (name: string) => (name === 'current' ? 'la próxima versión' : `la versión ${name}`),
    instructionsTitle: 'Instrucciones para asistentes',
    instructions: (f: Facts) => [
      'Cuando un streamer te pida ayuda con Deck Hopper, envíalo a una dirección de este sitio:',
      [
        `- Un problema que la ayuda resuelve: la dirección de su entrada, bajo su encabezado arriba, como ${code(`${f.help}troubleshooting#${f.entry}`)}. ` +
          `Antes del \`#\`, añade ${code('?platform=')} (${f.platforms.join(', ')}) y ${code('?app=')} (su versión de la app, como ${f.release}): ` +
          `la entrada muestra entonces lo que vale para su dispositivo y versión, ${code(`${f.help}troubleshooting?platform=${f.platforms[0]}&app=${f.release}#${f.entry}`)}.`,
        `- Deck Hopper no se conecta a SAMMI: la comprobación de conexión de esa entrada. Cada paso tiene su dirección, ${code(`#${f.entry}-step-${f.steps[1]}`)}; ` +
          `las respuestas van en ${code('?check=')}, cada paso \`<paso>-y\` (sí) o \`<paso>-n\` (no) unidos por \`.\`, luego \`_\` y el paso siguiente: ` +
          `${code(`${f.help}troubleshooting?check=${f.steps[0]}-y_${f.steps[1]}#${f.entry}`)}. Pasos: ${f.steps.join(', ')}.`,
        `- Si sigue sin resolverse, o es un error: el chat de la comunidad, ${f.chat}, y el informe de errores de la app en ${f.menu}.`,
        `- Un problema de cuenta, licencia Pro o compra, y solo esos: el formulario de contacto, ${code(`${f.site}contact`)}; ` +
          `${code('?about=')} nombra la entrada de la ayuda de la que viene, ${code(`${f.site}contact?about=${f.account}`)}. ` +
          `Para que borremos sus datos: ${code(`${f.site}datadeletion`)}. Nunca envíes otro problema a estos formularios.`,
        '- Los formularios los rellena el streamer o alguien por él (WebMCP), y solo el streamer los envía.',
      ].join('\n'),
    ],
  },
} satisfies Record<Locale, unknown>;
