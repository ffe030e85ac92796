/**
 * What streamers type → the words the English help uses for it. A query
 * containing a phrase on the left also looks for the words on the right
 * (one way). Add a line when the search gaps (see "Search" in the README)
 * show a query that finds nothing useful; the build fails on a word on the
 * right that no page uses.
 */
const synonyms: Readonly<Record<string, string>> = {
  // Symptoms in the streamers' words
  crash: 'closes',
  crashes: 'closes',
  crashing: 'closes',
  'shuts down': 'closes',
  'wont start': 'instantly closes',
  'doesnt start': 'instantly closes',
  'wont open': 'instantly closes',
  startup: 'instantly closes',
  blank: 'empty white',
  black: 'empty',
  'keeps disconnecting': 'disconnects reconnects',
  'drops connection': 'disconnects',
  disconnecting: 'disconnects',
  'cant connect': 'cannot connect',
  'wont connect': 'cannot connect',
  'doesnt connect': 'cannot connect',
  'not connecting': 'cannot connect',
  'connection failed': 'cannot connect',
  offline: 'cannot connect',
  broken: 'not working',
  'does nothing': 'nothing',
  'not showing': 'not loading missing',
  'dont show': 'not loading missing',
  'doesnt show': 'not loading missing',
  pictures: 'images',
  picture: 'image',
  icons: 'images',
  bug: 'error bug',
  glitch: 'bug',
  lag: 'unstable',
  freeze: 'unstable',
  // Money and accounts
  'how much': 'price',
  cost: 'price',
  costs: 'price',
  pricing: 'price',
  refund: 'purchase receipt contact',
  money: 'price purchase',
  buy: 'purchase',
  bought: 'purchase',
  paid: 'purchase',
  subscription: 'purchase lifetime',
  license: 'licence',
  'still shows basic': 'not recognised',
  'not recognized': 'not recognised',
  // Privacy
  gdpr: 'rights',
  'delete my data': 'deletion',
  'delete account': 'deletion',
  erase: 'deletion',
  // Devices and words for the app's parts
  iphone: 'ios',
  ipad: 'ios',
  apple: 'ios',
  pc: 'desktop windows',
  mac: 'macos',
  smartwatch: 'watch',
  haptics: 'haptic vibration',
  shake: 'vibration',
  obs: 'obs dock',
  localhost: '127.0.0.1',
  changelog: 'release',
  'release notes': 'release',
  'patch notes': 'release',
  font: 'text',
  color: 'colour',
};

export default synonyms;
