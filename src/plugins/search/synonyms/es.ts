/**
 * Lo que escriben los streamers → las palabras que usa la ayuda en español.
 * What streamers type → the words the Spanish help uses for it. A query
 * containing a phrase on the left also looks for the words on the right
 * (one way). Written without accents: queries are folded before they are
 * read. Add a line when the search gaps show a query that finds nothing
 * useful; the build fails on a word on the right that no page uses.
 */
const synonyms: Readonly<Record<string, string>> = {
  // Síntomas con las palabras de los streamers
  'se cierra': 'cierra',
  'se cae': 'cierra',
  crash: 'cierra',
  crashea: 'cierra',
  'no abre': 'cierra',
  'no arranca': 'cierra',
  'se corta': 'desconexiones',
  'se desconecta': 'desconexiones reconexiones',
  desconecta: 'desconexiones',
  'no conecta': 'conectar',
  'no se conecta': 'conectar',
  'sin conexion': 'conectar',
  'en blanco': 'blanca vacia',
  negra: 'vacia',
  'no funciona': 'funciona',
  'no va': 'funciona',
  'no van': 'funciona',
  'no encuentra': 'conectar',
  'no hace nada': 'nada',
  'no salen': 'cargan',
  'no se ven': 'cargan',
  fotos: 'imagenes',
  foto: 'imagen',
  iconos: 'imagenes',
  bug: 'error',
  fallo: 'error',
  // Dinero y cuentas
  cuesta: 'precio',
  'cuanto vale': 'precio',
  'cuanto cuesta': 'precio',
  costo: 'precio',
  coste: 'precio',
  pagar: 'compra',
  comprar: 'compra',
  compre: 'compra',
  pague: 'compra',
  reembolso: 'compra recibo contacto',
  suscripcion: 'compra',
  'sigue en basic': 'reconoce',
  compartir: 'prestar',
  quitar: 'desactiva',
  // Privacidad
  rastrean: 'analitica',
  rastrear: 'analitica',
  rastreo: 'analitica',
  gdpr: 'rgpd',
  'borrar mis datos': 'eliminacion',
  'borrar cuenta': 'eliminacion',
  'eliminar cuenta': 'eliminacion',
  // Dispositivos y partes de la app
  iphone: 'ios',
  ipad: 'ios',
  apple: 'ios',
  pc: 'escritorio windows',
  ordenador: 'escritorio',
  computadora: 'escritorio',
  mac: 'macos',
  reloj: 'relojes',
  aifon: 'ios iphone',
  haptica: 'respuesta haptica vibracion',
  vibra: 'vibracion',
  localhost: '127.0.0.1',
  // Ajustes y menús por lo que hacen (la app los nombra en inglés)
  'no se apague': 'activa awake',
  'siempre visible': 'persistent',
  'conectarse solo': 'connect load',
  'conexion automatica': 'connect load',
  'menu avanzado': 'advanced button menu',
  apk: 'android google play',
  bajar: 'descargar',
  bajo: 'descargar',
  novedades: 'notas version',
  changelog: 'notas version',
};

export default synonyms;
