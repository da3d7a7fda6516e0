import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NAMESPACES } from './locales';

type Bundle = { [key: string]: string | Bundle };

/** Every Spanish text with its key. */
function texts(bundle: Bundle, prefix = ''): [string, string][] {
  return Object.entries(bundle).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : texts(value, path);
  });
}

// Carta speaks to owners and guests as "tú": these are the "usted" forms it has used, and the likely next ones.
const FORMAL_IMPERATIVES = [
  'introduzca',
  'pulse',
  'haga',
  'escriba',
  'escríbanos',
  'elija',
  'confirme',
  'revise',
  'solicite',
  'espere',
  'seleccione',
  'compruebe',
  'vuelva',
  'inténtelo',
  'intente',
  'inicie',
  'cree',
  'guarde',
  'añada',
  'agrupe',
  'elimine',
  'indique',
  'rellene',
  'utilice',
  'consulte',
  'asegúrese',
  'descargue',
  'suba',
  'cambie',
  'verifique',
  'recuerde',
  'tenga',
  'pida',
  'imprímalo',
  'disculpe',
  'acepte',
  'rechace',
  'active',
  'desactive',
  'arrastre',
];
const FORMAL_MARKERS: [string, RegExp][] = [
  ['usted', /\busted(es)?\b/iu],
  ['a formal imperative', new RegExp(`(?<![\\p{L}])(${FORMAL_IMPERATIVES.join('|')})(?![\\p{L}])`, 'iu')],
  // "su"/"sus" with what belongs to the reader (a third person's "sus productos" stays allowed).
  [
    'su/sus for the reader',
    /(?<![\p{L}])sus? (cuenta|contraseña|correo|sesión|bandeja|datos|perfil|solicitud|dirección personalizada|propia)(?![\p{L}])/iu,
  ],
  [
    'le/les for the reader',
    /(?<![\p{L}])les? (enviaremos|enviamos|hemos enviado|responderemos|recomendamos|recordamos)(?![\p{L}])/iu,
  ],
  [
    'a formal question or statement',
    /(?<![\p{L}])(ha olvidado|necesita (iniciar|seleccionar|selecionar)|no tiene (permiso|restaurantes)|(^|[.¿¡:] *)(puede|desea|quiere) )/iu,
  ],
];

function formalIn(text: string): string[] {
  return FORMAL_MARKERS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

describe('Spanish uses "tú" everywhere', () => {
  it('recognises the formal forms it looks for', () => {
    for (const formal of [
      'Puede aceptarlas o rechazarlas.',
      '¿Ha olvidado su contraseña?',
      'Escriba su correo electrónico y le enviaremos un enlace.',
      'Pulse en el mapa',
      'Cree su cuenta',
      'Si usted no lo pidió',
    ]) {
      expect({ formal, found: formalIn(formal).length > 0 }).toEqual({ formal, found: true });
    }
    for (const informal of [
      'Puedes aceptarlas o rechazarlas.',
      '¿Has olvidado tu contraseña?',
      'Eliminar {{name}} con todos sus productos',
      'Tus clientes la leen en su móvil',
      'No se puede deshacer.',
      'Crear una cuenta gratis',
    ]) {
      expect({ informal, found: formalIn(informal) }).toEqual({ informal, found: [] });
    }
  });

  it.each(NAMESPACES)('es/%s.json has no formal "usted" form', (namespace) => {
    const bundle = JSON.parse(readFileSync(join(__dirname, 'locales', 'es', `${namespace}.json`), 'utf8')) as Bundle;
    const formal = texts(bundle)
      .map(([key, text]) => ({ key, text, markers: formalIn(text) }))
      .filter(({ markers }) => markers.length);
    expect(formal).toEqual([]);
  });
});
