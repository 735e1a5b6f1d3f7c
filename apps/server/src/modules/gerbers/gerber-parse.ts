import {
  CCW_ARC,
  COMMENT,
  CW_ARC,
  createParser,
  GERBER,
  type GerberNode,
  type GerberTree,
  GRAPHIC,
  type GraphicType,
  INTERPOLATE_MODE,
  type InterpolateModeType,
  LINE,
  MOVE,
  parse,
  REGION_MODE,
  ROOT,
  SEGMENT,
  SHAPE,
  TOOL_CHANGE,
  UNIMPLEMENTED,
} from '@tracespace/parser';

/*
 * A fast path in front of @tracespace/parser for Gerber files (decision 011). The parser matches every
 * token against its whole grammar and copies its token list for each one, about 0.9 ms per KB; most of a
 * large Gerber is a few plain statements (`X…Y…D01*`, `D12*`, `G01*`, `G36*`). Those are turned into the
 * very nodes tracespace makes for them (without source positions, which nothing here reads); every other
 * statement goes, in file order, to one tracespace parser, so headers, apertures, macros, attributes and
 * the end of file are read by tracespace as before. Drill files (small) and anything oddly shaped are
 * parsed by tracespace whole. gerber-parse.test.ts checks the trees are equal on every fixture.
 */

const INTERPOLATIONS: Record<string, InterpolateModeType> = { '1': LINE, '2': CW_ARC, '3': CCW_ARC };
const GRAPHICS: Record<string, GraphicType> = { '1': SEGMENT, '2': MOVE, '3': SHAPE };

/**
 * Extended commands the fast path may hand over one by one: one statement (`%…*%`), the format with
 * units in it (Cadence), or an aperture macro. After any of them tracespace's matcher is back at rest,
 * so what follows can be read here; anything else (several statements in one block) is not risked.
 */
const SAFE_EXTENDED = /^%(?:[^%*]*\*(?:MO(?:IN|MM)\*)?|AM[a-zA-Z_.$][\w.-]*\*[^%]*)%$/;

/**
 * Text whose tokens tracespace's lexer gives a value other than their text: codes (`G04` is "4"),
 * format, units, macro, aperture and polarity words, Excellon zero modes, and whitespace other than
 * spaces and tabs. Comments and attributes without any of these are the text itself, trimmed.
 */
const LEXED_DIFFERENTLY = /[TGMD]\d|FS[LTDAI]|MO(?:IN|MM)|AM[A-Za-z_.$]|ADD\d|LP[DC]|,[TL]Z|[^\S \t]/;

/** `%TA…*%`, `%TD*%`, `%TO…*%`, `%TF…*%`: X2 attributes, which tracespace keeps as unimplemented. */
const ATTRIBUTE = /^%T[ADFO][^%*]*\*%$/;

const isDigit = (code: number) => code >= 48 && code <= 57;
const isAxis = (code: number) => code === 88 || code === 89 || code === 73 || code === 74; // X Y I J
/** A code's number as tracespace's lexer gives it: leading zeros dropped, "0" for zero. */
function codeValue(digits: string): string {
  let from = 0;
  while (digits.charCodeAt(from) === 48 /* 0 */) from += 1;
  if (from === 0) return digits;
  return from === digits.length ? '0' : digits.slice(from);
}

/** The key tracespace gives an axis letter (lower case), without making a string per coordinate. */
function axisKey(code: number): string {
  if (code === 88) return 'x';
  if (code === 89) return 'y';
  return code === 73 ? 'i' : 'j';
}

type Emit = (node: GerberNode) => void;

/**
 * Emits the nodes of one plain statement (without its `*`) and answers true, or answers false to leave
 * it to tracespace:
 * `[G01|G02|G03] X…Y…I…J… [D01|D02|D03]`, `[G01…G03] D01…D03`, `G01…G03`, `G36`/`G37` and
 * `[G54] Dnn`. Read by hand rather than by regular expressions: this runs for every statement.
 */
function fastNodes(statement: string, emit: Emit): boolean {
  const length = statement.length;
  let at = 0;
  let gCode: string | null = null;
  if (statement.charCodeAt(0) === 71 /* G */) {
    at = 1;
    while (at < length && isDigit(statement.charCodeAt(at))) at += 1;
    if (at === 1) return false;
    gCode = codeValue(statement.slice(1, at));
    if (at === length) {
      const mode = INTERPOLATIONS[gCode];
      if (mode) emit({ type: INTERPOLATE_MODE, mode });
      else if (gCode === '36' || gCode === '37') emit({ type: REGION_MODE, region: gCode === '36' });
      else return false;
      return true;
    }
    if (gCode === '4') {
      const body = statement.slice(at);
      if (LEXED_DIFFERENTLY.test(body)) return false;
      emit({ type: COMMENT, comment: body.trim() });
      return true;
    }
  }
  const coordinates: Record<string, string> = {};
  let coordinateCount = 0;
  while (at < length && isAxis(statement.charCodeAt(at))) {
    const axis = axisKey(statement.charCodeAt(at));
    const start = at + 1;
    at = start;
    const sign = statement.charCodeAt(at);
    if (sign === 43 || sign === 45) at += 1; // + -
    const digitsFrom = at;
    for (let code = statement.charCodeAt(at); isDigit(code) || code === 46; code = statement.charCodeAt(at))
      at += 1;
    if (at === digitsFrom) return false;
    coordinates[axis] = statement.slice(start, at);
    coordinateCount += 1;
  }
  let dCode: string | null = null;
  if (at < length) {
    if (statement.charCodeAt(at) !== 68 /* D */) return false;
    const digitsFrom = at + 1;
    for (at = digitsFrom; at < length; at += 1) if (!isDigit(statement.charCodeAt(at))) return false;
    if (at === digitsFrom) return false;
    dCode = codeValue(statement.slice(digitsFrom));
  }
  const mode = gCode === null ? null : (INTERPOLATIONS[gCode] ?? null);
  const isOperationCode = dCode === null || GRAPHICS[dCode] !== undefined;
  if ((gCode === null || mode) && isOperationCode && (coordinateCount > 0 || dCode !== null)) {
    if (coordinateCount > 4) return false;
    if (mode) emit({ type: INTERPOLATE_MODE, mode });
    emit({ type: GRAPHIC, graphic: dCode === null ? null : (GRAPHICS[dCode] ?? null), coordinates });
    return true;
  }
  if (coordinateCount === 0 && dCode !== null && (gCode === null || gCode === '54')) {
    emit({ type: TOOL_CHANGE, code: dCode });
    return true;
  }
  return false;
}

/** A Gerber has a format statement; Excellon drill files do not. */
const isGerber = (text: string) => text.includes('%FS');

/** Parses a Gerber or drill file into tracespace's tree, reading the common Gerber statements itself. */
export function parseGerber(text: string): GerberTree {
  if (!isGerber(text)) return parse(text);
  const delegate = createParser();
  // Decides the file type up front, as the first statement of the file would have.
  delegate.feed('G04 *\n');
  let handed = delegate.result().children.length;
  const children: GerberNode[] = [];
  let pending = '';
  const flush = () => {
    if (!pending) return;
    delegate.feed(pending);
    pending = '';
    const all = delegate.result().children;
    for (let index = handed; index < all.length; index += 1) children.push(all[index] as GerberNode);
    handed = all.length;
  };
  const emit: Emit = (node) => {
    if (pending) flush();
    children.push(node);
  };

  let at = 0;
  const length = text.length;
  while (at < length) {
    const code = text.charCodeAt(at);
    if (code === 32 || code === 9 || code === 10 || code === 13) {
      at += 1;
      continue;
    }
    if (code === 37 /* % */) {
      const close = text.indexOf('%', at + 1);
      if (close < 0) return parse(text);
      const block = text.slice(at, close + 1);
      if (!SAFE_EXTENDED.test(block)) return parse(text);
      if (ATTRIBUTE.test(block) && !LEXED_DIFFERENTLY.test(block)) {
        emit({ type: UNIMPLEMENTED, value: block });
      } else {
        pending += block;
      }
      at = close + 1;
      continue;
    }
    const end = text.indexOf('*', at);
    if (end < 0) return parse(text);
    const statement = text.slice(at, end);
    // A statement read here has only codes and numbers in it; one with a % sign is not risked.
    if (!fastNodes(statement, emit)) {
      if (statement.includes('%')) return parse(text);
      pending += `${statement}*\n`;
    }
    at = end + 1;
  }
  flush();
  return { type: ROOT, filetype: GERBER, children };
}
