/**
 * The connection check inside the troubleshooting entry "Cannot connect to
 * SAMMI" (`connectionIssues`): the questions a support person asks, in the
 * order they ask them. Each step is one yes-or-no question and the fix for
 * "no". The page shows them as an ordered checklist, and, with JavaScript,
 * one question at a time with Yes and No buttons.
 *
 * To add a step, add an object to `CONNECTION_STEPS` where it belongs in the
 * order. Its `id` becomes part of its address, `/troubleshooting#connectionIssues-step-<id>`,
 * which support may send to a streamer: never rename a published one. A fix
 * is a list of pieces: plain text, `{code: '…'}` for something to type, and
 * `{text: '…', to: '/setup#initialSetup'}` for a link on the site. `platforms`
 * limits a step to the devices it concerns (where Deck Hopper runs); a
 * visitor who chose another platform skips it.
 */
import {CORE_DEFAULT_PORT, CORE_NAME, LOCAL_IP, PRODUCT_NAME, TOOL_NAME} from './constants';
import type {PlatformId} from './platforms';

/** The troubleshooting entry that holds the check. */
export const CONNECTION_ENTRY_ID = 'connectionIssues';

export type FixPiece = string | {code: string} | {text: string; to: string};

export type ConnectionStep = {
  /** Lower camelCase; part of the step's address. */
  id: string;
  /** One question, answered Yes when all is well. */
  question: string;
  /** How the summary the visitor copies names the check. */
  summary: string;
  /** What to do when the answer is No. */
  fix: readonly FixPiece[];
  /** Only where Deck Hopper runs on one of these. */
  platforms?: readonly PlatformId[];
};

export const CONNECTION_STEPS: readonly ConnectionStep[] = [
  {
    id: 'versions',
    question: `Are ${PRODUCT_NAME} and ${TOOL_NAME} both up to date?`,
    summary: `${PRODUCT_NAME} and ${TOOL_NAME} up to date`,
    fix: [
      `Update both. Versions that don't match may refuse to talk to each other. `,
      {text: `What is new in ${PRODUCT_NAME}`, to: '/patch-notes'},
    ],
  },
  {
    id: 'network',
    question: `Is ${PRODUCT_NAME} on the same computer as ${CORE_NAME}, or on the same network?`,
    summary: `Same computer or same network as ${CORE_NAME}`,
    fix: [
      `On the same computer, use the local address `,
      {code: LOCAL_IP},
      ` as the IP address. On another device, connect it to the same network as the computer running ${CORE_NAME}.`,
    ],
  },
  {
    id: 'guestWifi',
    question: 'On Wi-Fi, is the device on your main network rather than a guest network?',
    summary: 'Main network, not a guest Wi-Fi',
    fix: [
      `Guest networks often keep their devices from reaching other devices, such as the computer running ${CORE_NAME}. Connect to the main network.`,
    ],
  },
  {
    id: 'vpn',
    question: `Are VPNs off on the device and on the computer running ${CORE_NAME}?`,
    summary: 'No VPN in the way',
    fix: [
      'A VPN can send the connection away from your local network. Turn it off while you connect, or allow local network access in its settings if it has that option.',
    ],
  },
  {
    id: 'settings',
    question: `Do the IP address, port and password in ${PRODUCT_NAME} match ${CORE_NAME}'s?`,
    summary: `IP address, port and password match ${CORE_NAME}`,
    fix: [
      `The IP address is the address of the computer running ${CORE_NAME} (`,
      {code: LOCAL_IP},
      ` on that computer itself). The port is `,
      {code: String(CORE_DEFAULT_PORT)},
      ` unless you changed it in ${TOOL_NAME}. The password is ${CORE_NAME}'s, if you set one. `,
      {text: 'Initial setup', to: '/setup#initialSetup'},
      ' shows where each goes.',
    ],
  },
  {
    id: 'firewall',
    question: `Does the firewall of the computer running ${CORE_NAME} let ${CORE_NAME} through?`,
    summary: `Firewall lets ${CORE_NAME} through`,
    fix: [`Allow ${CORE_NAME} through the computer's firewall.`],
  },
  {
    id: 'publicNetwork',
    question: `If that computer runs Windows, is your network set to Private rather than Public?`,
    summary: 'Network set to Private on Windows',
    fix: [
      `Windows lets fewer incoming connections through on a network marked Public. For your own home network, set it to Private in Windows' network settings, or allow ${CORE_NAME} through the firewall on public networks too.`,
    ],
  },
  {
    id: 'antivirus',
    question: `Does your antivirus software leave ${CORE_NAME} and ${PRODUCT_NAME} alone?`,
    summary: 'Antivirus not blocking',
    fix: [`Add ${CORE_NAME} and ${PRODUCT_NAME} to its allow list (whitelist).`],
  },
  {
    id: 'webView',
    question: 'On Android, is the system web view up to date?',
    summary: 'Android System WebView up to date',
    fix: [
      `Update Android System WebView (on some devices, Google Chrome) in Google Play, then restart ${PRODUCT_NAME}. See `,
      {text: 'empty or white screen', to: '/troubleshooting#emptyScreen'},
      '.',
    ],
    platforms: ['android'],
  },
  {
    id: 'instances',
    question: `Is only one copy of ${PRODUCT_NAME} and one of ${TOOL_NAME} running?`,
    summary: `One copy each of ${PRODUCT_NAME} and ${TOOL_NAME}`,
    fix: ['Close every copy of both, then start one of each.'],
  },
];

/** The element id, and the address hash, of a step: `connectionIssues-step-firewall`. */
export function stepAnchor(stepId: string): string {
  return `${CONNECTION_ENTRY_ID}-step-${stepId}`;
}

/** The step an anchor names, or null. */
export function stepIdOfAnchor(anchor: string): string | null {
  const prefix = `${CONNECTION_ENTRY_ID}-step-`;
  if (!anchor.startsWith(prefix)) return null;
  const id = anchor.slice(prefix.length);
  return CONNECTION_STEPS.some((step) => step.id === id) ? id : null;
}

/** The steps for a visitor on `platform` (all of them when it is unknown). */
export function stepsFor(platform: PlatformId | null): readonly ConnectionStep[] {
  return platform
    ? CONNECTION_STEPS.filter((step) => !step.platforms || step.platforms.includes(platform))
    : CONNECTION_STEPS;
}

/**
 * A fix as one translatable text: its words with `{0}`, `{1}`… where its
 * code and links go, so a translation can move them ("The port is {1}
 * unless…"). Components put the pieces back in with `fixParts`.
 */
export function fixTemplate(fix: readonly FixPiece[]): string {
  let next = 0;
  return fix.map((piece) => (typeof piece === 'string' ? piece : `{${next++}}`)).join('');
}

/** The code and link pieces of a fix, in the order of its placeholders. */
export function fixPlaceholders(fix: readonly FixPiece[]): Exclude<FixPiece, string>[] {
  return fix.filter((piece): piece is Exclude<FixPiece, string> => typeof piece !== 'string');
}

/** The link texts of every fix, for translation. */
export const FIX_LINK_TEXTS: readonly string[] = CONNECTION_STEPS.flatMap(({fix}) =>
  fix.flatMap((piece) => (typeof piece !== 'string' && 'text' in piece ? [piece.text] : [])),
);

/** A fix as plain text, for the copied summary and tests. */
export function fixText(fix: readonly FixPiece[]): string {
  return fix.map((piece) => (typeof piece === 'string' ? piece : 'code' in piece ? piece.code : piece.text)).join('');
}
