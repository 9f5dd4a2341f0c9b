import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One voice (docs/architecture.md, "Where each rule lives"): every text a person reads speaks
 * es-AR voseo ("Creá", "Intentá", "podés") and is Spanish. This reads the texts where they are
 * written: shared/texts, shared/messages.ts and shared/validation (every string), and the
 * screens' .tsx files (JSX text, the attributes a person reads or hears, and sentence-like
 * literals).
 */

const SOURCES = {
  ...import.meta.glob<string>('/shared/texts/*.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob<string>('/shared/messages.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob<string>('/shared/validation/*.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob<string>('/renderer/src/**/*.tsx', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
};

/** A list written as words apart. */
const words = (list: string) =>
  list
    .replace(/\/\/[^\n]*/g, '')
    .split(/\s+/)
    .filter(Boolean);

/** tú forms that are never anything else, and the formal "usted". */
const ALWAYS_TU = words(`
  puedes tienes debes quieres necesitas eres sabes vienes haces dices recibes eliges ingresas
  intentas deseas ti contigo usted regístrate inténtalo inténtelo haz introduce pulsa ingréselo
`);
/**
 * tú and usted commands that are also a third person, a subjunctive or a noun ("el sistema
 * confirma", "cuando vuelva la señal", "la lista de espera"): flagged where a sentence starts
 * with them, as a command does.
 */
const COMMANDS = words(`
  // tú
  crea confirma intenta ingresa selecciona revisa completa prueba espera presiona toca elige
  agrega busca descarga sube carga comparte acepta usa mira guarda elimina cambia recuerda
  verifica vuelve escribe
  // usted
  ingrese seleccione intente verifique haga espere elija revise vuelva escriba presione
  contacte comuníquese acepte descargue cree confirme complete pruebe toque
`);
/** English a person would read on the site (the product is Spanish). */
const ENGLISH = words(`
  register ok reset resetear submit cancel loading login logout sign password save delete edit
  search next previous back close retry continue confirm yes filter filters upload download
  click the and your please select tickets ticket event events welcome page not found update
  send share view show hide remove add user settings home success failed open with buy cart
`);
/** Spelling Spanish words do not have (w, k, th, ck, oo, -ing): an English word. */
const ENGLISH_SPELLING = /w|k|th|ck|oo|ing$/;
/**
 * Names, and loanwords es-AR uses as they are, spelled so (the allowlist): brands and
 * services, the scene's "lista free" and "backstage", and the API page's words for developers ("Authorize" is
 * the button of its English interface).
 */
const NAMES = new Set(
  words(`
  google outlook youtube spotify soundcloud instagram whatsapp facebook tiktok web link links
  free backstage hash cookies token authorize bearer swagger
`),
);

/**
 * Texts the specification writes literally (shared/spec/README.md: "reproduce it exactly"),
 * kept though they are not voseo: the API's error catalogue, which its endpoints answer as the
 * spec says. The spec's literals that only the screens say were changed on purpose to one
 * voice and are not here: "Register" (spec 000, "Top navigation bar") is "Registrarse", the
 * checkout modal's "Ok" is "Aceptar", "Resetear Filtros" is "Restablecer filtros", "Crea una
 * contraseña" is "Creá una contraseña", the home's "¡Vuelve pronto…" is "¡Volvé pronto…",
 * "intenta/Intente más tarde" is "intentá más tarde", "quieres" is "querés"; so are "Como
 * llegar" (spec 001 writes "Cómo llegar") and the footer's fixed 2022 (now the current year).
 * docs/decisions/0083-no-dead-ends-for-a-buyer.md lists them.
 */
const SPEC_LITERALS = new Set([
  // spec 000, "Validation rules" and "Error catalogue": the API answers them as the spec writes
  // them (shared/validation/evento.ts and auth.ts are the server's checks too), and the forms
  // show the same words.
  'Debes ingresar tu fecha de nacimiento.',
  'Debes ingresar un nombre para el evento.',
  'Debes seleccionar provincia, municipio, localidad y completar la dirección del evento.',
  'Debes seleccionar al menos un género musical.',
  'Debes seleccionar al menos un artista.',
  'Debes ingresar una descripción para el evento.',
  'Debes ingresar fecha y hora para todos los días del evento.',
  'Debes seleccionar o ingresar un nombre de fiesta recurrente.',
  'Debes subir una imagen válida (jpg, jpeg o png menor a 2MB).',
  'Debes subir una imagen.',
  'Debes aceptar los términos y condiciones para continuar.',
  // spec 001: modify event (checked by the server too)
  'Debes confirmar que deseas modificar el evento.',
]);

/** Attributes a person reads or hears. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
  'okText',
  'cancelText',
  'content',
  'description',
  'message',
  'tooltip',
  'text',
  'retryText',
  'emptyText',
]);

interface Text {
  file: string;
  text: string;
  /** A title: a `titulo…` text, or the text of an <h1>…<h6>. */
  heading: boolean;
}

/** A text that titles a page or a part of it. */
function isHeading(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isPropertyAssignment(at)) return /^titulo|Titulo$/.test(at.name.getText());
    if (ts.isJsxElement(at)) return /^h[1-6]$/.test(at.openingElement.tagName.getText());
    if (ts.isJsxAttribute(at) || ts.isStatement(at)) return false;
  }
  return false;
}

/** A literal in a .tsx file that reads as a sentence (two words, a capital or a sign). */
const SENTENCE = /^[¡¿A-ZÁÉÍÓÚÑ][^\n]*\s\S/;

function textsOf(file: string, source: string): Text[] {
  const tsx = file.endsWith('.tsx');
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: Text[] = [];
  const add = (node: ts.Node, text: string) => {
    const flat = text.replace(/\s+/g, ' ').trim();
    // A template's part before a value ("Cancelar evento: ${evento}") ends no title.
    const heading = isHeading(node) && !ts.isTemplateHead(node) && !ts.isTemplateMiddle(node);
    if (/[A-Za-zÁÉÍÓÚáéíóúñÑ]/.test(flat)) out.push({ file, text: flat, heading });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return;
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(sf);
      if (!READ_ATTRIBUTES.has(name)) return;
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const parent = node.parent;
      // Keys of objects and types are names, not texts.
      if (ts.isPropertyAssignment(parent) && parent.name === node) return;
      if (ts.isLiteralTypeNode(parent)) return;
      // `typeof x === 'string'`, `kind === 'textarea'`: code, not text.
      if (ts.isBinaryExpression(parent) || ts.isCaseClause(parent)) return;
      if (!tsx || ts.isJsxAttribute(parent) || SENTENCE.test(node.text)) add(node, node.text);
    } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      if (!tsx || SENTENCE.test(node.text)) add(node, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** English phrases es-AR says as they are. */
const LOAN_PHRASES = /\bhome banking\b/gi;

/** The words of a text; paths and codes (`/api/v1/Security/Login`, K7QF-2M9X) are not words. */
const wordsOf = (text: string) =>
  text
    .replace(/\S*[/\d]\S*/g, ' ')
    .replace(LOAN_PHRASES, ' ')
    .toLowerCase()
    .match(/[a-záéíóúüñ]+/g) ?? [];
/** The first word of each sentence: at the start, or after . ! ? and the opening ¡ ¿. */
const sentenceStarts = (text: string) =>
  [...text.matchAll(/(?:^|[.!?]\s+|[¡¿])([A-Za-zÁÉÍÓÚáéíóúñÑ]+)/g)].map((m) => m[1]!.toLowerCase());

function problemsOf({ file, text, heading }: Text): string[] {
  if (SPEC_LITERALS.has(text)) return [];
  const found: string[] = [];
  if (heading && text.endsWith(':')) found.push('a title ending in ":"');
  for (const word of wordsOf(text)) {
    if (ALWAYS_TU.includes(word)) found.push(`tú/usted "${word}"`);
    if (ENGLISH.includes(word) || (ENGLISH_SPELLING.test(word) && !NAMES.has(word)))
      found.push(`English "${word}"`);
  }
  for (const word of sentenceStarts(text)) {
    if (COMMANDS.includes(word)) found.push(`tú command "${word}"`);
  }
  return found.map((why) => `${file}: ${why} in «${text}»`);
}

const ALL = Object.entries(SOURCES)
  .filter(([file]) => !/\.test\.tsx?$|fixtures/.test(file))
  .flatMap(([file, source]) => textsOf(file, source));

describe('the Spanish voice of every text', () => {
  it('finds the texts it scans', () => {
    expect(ALL.length).toBeGreaterThan(1000);
    expect(ALL.map((t) => t.text)).toContain('Próximos eventos');
  });

  it('speaks voseo and Spanish (spec literals aside)', () => {
    expect(ALL.flatMap(problemsOf)).toEqual([]);
  });
});
