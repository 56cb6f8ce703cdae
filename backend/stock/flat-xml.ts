// A small XML reader for the stock feeds (docs/decisions/0038): one pass over the text, no DTD, no
// entity declarations, no namespaces — what a feed of flat records (a list of vehicles, each with text
// fields and a few nested lists of photos or videos) needs, and nothing a hostile feed could use.
//
// Accepted: an XML declaration, comments, CDATA sections, processing instructions, attributes in single
// or double quotes, self-closing tags, the five predefined entities and character references
// (&#1082; &#x43A;), whitespace anywhere markup allows it. Read leniently, as a browser reads them,
// because dealers' exports are written by hand-made templates: the common HTML entities (&nbsp;
// &laquo; &mdash; …) are decoded, and a bare `&` (a photo address's `?w=800&h=600`), an unknown entity
// or a reference to a character XML forbids is kept as the text it was written as; both are counted.
// Refused with an XmlSyntaxError (and its line): a DOCTYPE or entity declaration, a tag closed by
// another name, an unterminated tag, comment, CDATA section or instruction, a repeated attribute, a
// second root element or text after the root.
//
// The tree is the one the feed readers were written for: an element with only text is its trimmed text
// ("" when empty); an element with children or attributes is an object of them (attributes as "@name",
// its text, if any, as "#text"); an element met twice under one parent, or named in `lists`, is an array.
// Entities are decoded here, so every string of the tree is the text a person wrote. Elements are keyed
// by their local name (a namespace prefix dropped); attributes keep theirs.

/** Why a document was refused, and where. */
export class XmlSyntaxError extends Error {
  /** "doctype" for a DOCTYPE or entity declaration (refused by policy), "syntax" for broken XML. */
  readonly kind: "doctype" | "syntax";
  /** The refusal without the position («не закрыт тег <offer>»). */
  readonly reason: string;
  readonly line: number;
  readonly column: number;

  constructor(kind: "doctype" | "syntax", reason: string, line: number, column: number) {
    super(`${reason} (строка ${line}, столбец ${column})`);
    this.name = "XmlSyntaxError";
    this.kind = kind;
    this.reason = reason;
    this.line = line;
    this.column = column;
  }
}

/** An element with children or attributes. */
export type XmlObject = { [name: string]: XmlValue };
/** What an element is in the tree: its text, an object of its children and attributes, or the list of its repeats. */
export type XmlValue = string | XmlObject | XmlValue[];

export type FlatXmlOptions = {
  /** Elements that are always arrays, wherever they are: a feed with one car still has a list of one. */
  lists?: ReadonlySet<string>;
};

/** How many `&`s of a document XML alone would have refused, and what became of them. */
export type XmlRecoveries = {
  /** HTML entities XML does not define (&nbsp; &laquo; …), decoded as a browser decodes them. */
  htmlEntities: number;
  /** A bare `&`, an unknown entity or a reference to a forbidden character, kept as the text it was written as. */
  keptAsWritten: number;
};

/** A document read: its tree, and the recoveries that reading it took. */
export type FlatXmlDocument = { tree: XmlObject; recovered: XmlRecoveries };

// Character codes the scanner compares against.
const GT = 62; // >
const SLASH = 47; // /
const BANG = 33; // !
const QUESTION = 63; // ?
const EQUALS = 61; // =
const QUOTE = 34; // "
const APOSTROPHE = 39; // '
const HASH = 35; // #
const SEMICOLON = 59; // ;

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 9 || code === 13;
}

// XML names, simplified: ASCII letters, `_` and `:` start one, digits, `-` and `.` may follow, and any
// character beyond ASCII is taken as a letter (feeds of this country name their elements in Latin).
function isNameStart(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 95 || code === 58 || code >= 0xc0;
}

function isNameChar(code: number): boolean {
  return isNameStart(code) || (code >= 48 && code <= 57) || code === 45 || code === 46 || code === 0xb7;
}

/** The characters XML allows (a character reference to anything else is an error). */
function isXmlChar(code: number): boolean {
  return (
    code === 9 ||
    code === 10 ||
    code === 13 ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

// Without a prototype, so `&toString;` or `&constructor;` is no entity (an object literal would find Object's methods).
const predefined: Readonly<Record<string, string>> = Object.assign(Object.create(null) as Record<string, string>, {
  lt: "<",
  gt: ">",
  amp: "&",
  quot: '"',
  apos: "'",
});

/**
 * The HTML entities dealers' descriptions and package names carry (typography, units, signs), as
 * HTML 5 defines them. Case matters, as in HTML: &NBSP; is no entity and stays as written.
 */
export const htmlEntities: Readonly<Record<string, string>> = Object.assign(Object.create(null) as Record<string, string>, {
  // Spaces and invisible marks.
  nbsp: "\u00a0",
  ensp: "\u2002",
  emsp: "\u2003",
  thinsp: "\u2009",
  shy: "\u00ad",
  zwnj: "\u200c",
  zwj: "\u200d",
  lrm: "\u200e",
  rlm: "\u200f",
  // Quotes.
  laquo: "«",
  raquo: "»",
  ldquo: "\u201c",
  rdquo: "\u201d",
  bdquo: "\u201e",
  lsquo: "\u2018",
  rsquo: "\u2019",
  sbquo: "\u201a",
  lsaquo: "\u2039",
  rsaquo: "\u203a",
  prime: "\u2032",
  Prime: "\u2033",
  // Dashes and dots.
  mdash: "—",
  ndash: "–",
  minus: "−",
  hyphen: "\u2010",
  hellip: "…",
  bull: "•",
  middot: "·",
  // Units, numbers and signs.
  deg: "°",
  times: "×",
  divide: "÷",
  plusmn: "±",
  le: "≤",
  ge: "≥",
  ne: "≠",
  asymp: "≈",
  infin: "∞",
  micro: "µ",
  permil: "‰",
  sup1: "¹",
  sup2: "²",
  sup3: "³",
  frac12: "½",
  frac14: "¼",
  frac34: "¾",
  numero: "№",
  sect: "§",
  para: "¶",
  copy: "©",
  reg: "®",
  trade: "™",
  euro: "€",
  cent: "¢",
  pound: "£",
  yen: "¥",
  curren: "¤",
  dagger: "†",
  Dagger: "‡",
  larr: "←",
  rarr: "→",
  uarr: "↑",
  darr: "↓",
  harr: "↔",
  check: "✓",
  cross: "✗",
  star: "☆",
  starf: "★",
  // Latin letters of brand and model names (Citroën, Škoda…).
  eacute: "é",
  Eacute: "É",
  egrave: "è",
  euml: "ë",
  ouml: "ö",
  Ouml: "Ö",
  uuml: "ü",
  Uuml: "Ü",
  auml: "ä",
  Auml: "Ä",
  szlig: "ß",
  ccedil: "ç",
});

/** An element being read: its name, its object once it has a child or an attribute, its text so far. */
type Frame = { name: string; obj: XmlObject | null; text: string };

const noLists: ReadonlySet<string> = new Set();

/** Reads a whole document into its tree: `{ [root name]: value }`. Throws XmlSyntaxError. */
export function parseFlatXml(text: string, options: FlatXmlOptions = {}): XmlObject {
  return readFlatXml(text, options).tree;
}

/** Reads a whole document into its tree and counts the `&`s it read leniently. Throws XmlSyntaxError. */
export function readFlatXml(text: string, options: FlatXmlOptions = {}): FlatXmlDocument {
  const lists = options.lists ?? noLists;
  const len = text.length;
  const recovered: XmlRecoveries = { htmlEntities: 0, keptAsWritten: 0 };
  let pos = 0;
  // The next `&` at or after the scanner's place (len when none): found once, so no value rescans the rest of the document.
  let nextAmp = -1;

  function fail(reason: string, at: number, kind: "doctype" | "syntax" = "syntax"): never {
    let line = 1;
    let lineStart = 0;
    for (let i = text.indexOf("\n"); i !== -1 && i < at; i = text.indexOf("\n", i + 1)) {
      line += 1;
      lineStart = i + 1;
    }
    throw new XmlSyntaxError(kind, reason, line, at - lineStart + 1);
  }

  function ampFrom(from: number): number {
    if (nextAmp < from) {
      const found = text.indexOf("&", from);
      nextAmp = found === -1 ? len : found;
    }
    return nextAmp;
  }

  /**
   * The text between start and end with its entity and character references decoded. What XML
   * would refuse is read as a browser reads it (the header): an HTML entity decoded, anything else
   * that starts with `&` kept as written; either is counted in `recovered`.
   */
  function decode(start: number, end: number): string {
    let amp = ampFrom(start);
    if (amp >= end) return text.slice(start, end);
    let out = "";
    let from = start;
    while (amp < end) {
      out += text.slice(from, amp);
      let semi = amp + 1;
      const limit = Math.min(end, amp + 12);
      while (semi < limit && text.charCodeAt(semi) !== SEMICOLON) semi += 1;
      const name = semi < limit ? text.slice(amp + 1, semi) : null;
      const value = name === null ? undefined : referenced(name);
      if (value === undefined) {
        // A bare & (`?w=800&h=600`), an unknown entity, a reference XML forbids: the & is text, and what follows is read on as text.
        recovered.keptAsWritten += 1;
        out += "&";
        from = amp + 1;
      } else {
        out += value;
        from = semi + 1;
      }
      amp = ampFrom(from);
    }
    return out + text.slice(from, end);
  }

  /** What `&name;` stands for: a predefined or HTML entity or a character reference; undefined when nothing. */
  function referenced(name: string): string | undefined {
    if (name.charCodeAt(0) === HASH) {
      // &#X41; is HTML's spelling, not XML's: decoded like an HTML entity.
      const hex = name[1] === "x" || name[1] === "X";
      const digits = name.slice(hex ? 2 : 1);
      const code = (hex ? /^[0-9a-fA-F]{1,6}$/ : /^\d{1,7}$/).test(digits) ? Number.parseInt(digits, hex ? 16 : 10) : -1;
      if (!isXmlChar(code)) return undefined;
      if (name[1] === "X") recovered.htmlEntities += 1;
      return String.fromCodePoint(code);
    }
    const value = predefined[name];
    if (value !== undefined) return value;
    const html = htmlEntities[name];
    if (html !== undefined) recovered.htmlEntities += 1;
    return html;
  }

  function isBlank(start: number, end: number): boolean {
    for (let i = start; i < end; i++) if (!isSpace(text.charCodeAt(i))) return false;
    return true;
  }

  /** The name at `at` (its end is the first character that cannot be in a name). */
  function nameEnd(at: number): number {
    let end = at;
    while (end < len && isNameChar(text.charCodeAt(end))) end += 1;
    return end;
  }

  function put(target: XmlObject, written: string, value: XmlValue): void {
    // An element is known by its local name: a feed writing <f:vehicle xmlns:f="…"> is the same feed.
    const name = written.includes(":") ? written.slice(written.lastIndexOf(":") + 1) : written;
    let existing: XmlValue | undefined = target[name];
    // toString, constructor and the like are names an element may have: only the object's own property counts.
    if (existing !== undefined && !Object.hasOwn(target, name)) existing = undefined;
    if (existing === undefined) {
      const first = lists.has(name) ? [value] : value;
      if (name === "__proto__") Object.defineProperty(target, name, { value: first, enumerable: true, writable: true, configurable: true });
      else target[name] = first;
    } else if (Array.isArray(existing)) {
      existing.push(value);
    } else {
      target[name] = [existing, value];
    }
  }

  const stack: Frame[] = [];
  const tree: XmlObject = {};
  let rootSeen = false;

  if (text.charCodeAt(0) === 0xfeff) pos = 1;
  // The XML declaration (whitespace before it is tolerated: some exports start with a blank line).
  let first = pos;
  while (first < len && isSpace(text.charCodeAt(first))) first += 1;
  if (text.startsWith("<?xml", first) && (isSpace(text.charCodeAt(first + 5)) || text.startsWith("?>", first + 5))) {
    const end = text.indexOf("?>", first + 5);
    if (end === -1) fail("не закрыто объявление XML <?xml … ?>", first);
    pos = end + 2;
  }

  while (pos < len) {
    const lt = text.indexOf("<", pos);
    const stop = lt === -1 ? len : lt;
    if (stop > pos) {
      const frame = stack.at(-1);
      if (!frame) {
        if (!isBlank(pos, stop)) fail(rootSeen ? "текст после корневого элемента" : "текст перед корневым элементом", pos);
      } else if (frame.text !== "" || !isBlank(pos, stop)) {
        // Whitespace before the first text would be trimmed anyway: it is skipped, so the space between a container's children costs nothing.
        frame.text += decode(pos, stop);
      }
    }
    if (lt === -1) break;
    const next = text.charCodeAt(lt + 1);

    if (next === SLASH) {
      // </name>
      const frame = stack.pop();
      const start = lt + 2;
      const end = nameEnd(start);
      const name = text.slice(start, end);
      if (!frame) fail(`закрывающий тег </${name}> без открывающего`, lt);
      if (name !== frame.name) fail(`тег <${frame.name}> закрыт тегом </${name}>`, lt);
      let p = end;
      while (p < len && isSpace(text.charCodeAt(p))) p += 1;
      if (text.charCodeAt(p) !== GT) fail(`не закрыт тег </${name}>`, lt);
      pos = p + 1;
      const body = frame.text === "" ? "" : frame.text.trim();
      let value: XmlValue;
      if (frame.obj) {
        if (body !== "") frame.obj["#text"] = body;
        value = frame.obj;
      } else {
        value = body;
      }
      const parent = stack.at(-1);
      if (parent) put((parent.obj ??= {}), frame.name, value);
      else put(tree, frame.name, value);
      continue;
    }

    if (next === BANG) {
      if (text.startsWith("<!--", lt)) {
        const end = text.indexOf("-->", lt + 4);
        if (end === -1) fail("не закрыт комментарий <!-- … -->", lt);
        pos = end + 3;
        continue;
      }
      if (text.startsWith("<![CDATA[", lt)) {
        const end = text.indexOf("]]>", lt + 9);
        if (end === -1) fail("не закрыт раздел <![CDATA[ … ]]>", lt);
        const frame = stack.at(-1);
        if (!frame) fail("раздел CDATA вне корневого элемента", lt);
        frame.text += text.slice(lt + 9, end);
        pos = end + 3;
        continue;
      }
      const word = text.slice(lt + 2, lt + 9).toUpperCase();
      if (word === "DOCTYPE" || word.startsWith("ENTITY"))
        fail("документ с DOCTYPE или объявлением сущностей не принимается", lt, "doctype");
      fail(`неизвестная конструкция ${text.slice(lt, lt + 10)}…`, lt);
    }

    if (next === QUESTION) {
      const end = text.indexOf("?>", lt + 2);
      if (end === -1) fail("не закрыта инструкция обработки <? … ?>", lt);
      const target = text.slice(lt + 2, nameEnd(lt + 2));
      if (target === "") fail("инструкция обработки без имени", lt);
      if (target.toLowerCase() === "xml") fail("объявление XML не в начале документа", lt);
      pos = end + 2;
      continue;
    }

    // <name attr="value" …> or <name …/>
    const start = lt + 1;
    if (!isNameStart(text.charCodeAt(start))) fail(lt + 1 >= len ? "документ оборван на символе <" : `после < нет имени тега`, lt);
    const end = nameEnd(start);
    const name = text.slice(start, end);
    if (!stack.length && rootSeen) fail(`второй корневой элемент <${name}>`, lt);
    let obj: XmlObject | null = null;
    let p = end;
    let selfClosing = false;
    for (;;) {
      const afterName = p;
      while (p < len && isSpace(text.charCodeAt(p))) p += 1;
      if (p >= len) fail(`не закрыт тег <${name}>`, lt);
      const code = text.charCodeAt(p);
      if (code === GT) {
        p += 1;
        break;
      }
      if (code === SLASH) {
        if (text.charCodeAt(p + 1) !== GT) fail(`в теге <${name}> после / нет >`, p);
        selfClosing = true;
        p += 2;
        break;
      }
      if (p === afterName || !isNameStart(code)) fail(`неверный символ «${text[p] ?? ""}» в теге <${name}>`, p);
      const attrEnd = nameEnd(p);
      const attr = text.slice(p, attrEnd);
      p = attrEnd;
      while (p < len && isSpace(text.charCodeAt(p))) p += 1;
      if (text.charCodeAt(p) !== EQUALS) fail(`у атрибута ${attr} в теге <${name}> нет значения`, attrEnd);
      p += 1;
      while (p < len && isSpace(text.charCodeAt(p))) p += 1;
      const quote = text.charCodeAt(p);
      if (quote !== QUOTE && quote !== APOSTROPHE) fail(`значение атрибута ${attr} в теге <${name}> не в кавычках`, p);
      const close = text.indexOf(quote === QUOTE ? '"' : "'", p + 1);
      if (close === -1) fail(`не закрыты кавычки атрибута ${attr} в теге <${name}>`, p);
      const lessThan = text.indexOf("<", p + 1);
      if (lessThan !== -1 && lessThan < close) fail(`символ < в значении атрибута ${attr} (пишется &lt;)`, lessThan);
      obj ??= {};
      const key = `@${attr}`;
      if (Object.hasOwn(obj, key)) fail(`атрибут ${attr} повторён в теге <${name}>`, afterName);
      obj[key] = decode(p + 1, close);
      p = close + 1;
    }
    pos = p;
    if (selfClosing) {
      const value = obj ?? "";
      const parent = stack.at(-1);
      if (parent) put((parent.obj ??= {}), name, value);
      else put(tree, name, value);
      if (!stack.length) rootSeen = true;
    } else {
      if (!stack.length) rootSeen = true;
      stack.push({ name, obj, text: "" });
    }
  }

  const open = stack.at(-1);
  if (open) fail(`не закрыт тег <${open.name}>: документ оборван`, len);
  if (!rootSeen) fail("в документе нет ни одного элемента", len);
  return { tree, recovered };
}
