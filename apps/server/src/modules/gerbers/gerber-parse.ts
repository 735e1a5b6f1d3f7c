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
  type Parser,
  REGION_MODE,
  ROOT,
  SEGMENT,
  SHAPE,
  TOOL_CHANGE,
  UNIMPLEMENTED,
} from '@tracespace/parser';
import { macroNode, refuse, tokensOf } from './gerber-macro-parse.ts';

/*
 * A fast path in front of @tracespace/parser for Gerber files (decision 011). The parser matches every
 * token against its whole grammar and copies its token list for each one: about 0.9 ms per KB, and the
 * square of the length within one statement (a 50 kB comment took 90 s). Most of a large Gerber is a few
 * plain statements (`X…Y…D01*`, `D12*`, `G01*`, `G36*`); those, comments, X2 attributes and aperture
 * macros (gerber-macro-parse.ts) are turned here into the very nodes tracespace makes for them (without source positions, which
 * nothing here reads). Every other statement goes, in file order, to one tracespace parser, so headers
 * and aperture definitions are read by tracespace as before. Drill files and anything oddly shaped are
 * parsed by tracespace whole. gerber-parse.test.ts checks the trees are equal on every fixture, and
 * gerber-parse.robustness.test.ts on the inputs that once hung or crashed.
 */

const INTERPOLATIONS: Record<string, InterpolateModeType> = { '1': LINE, '2': CW_ARC, '3': CCW_ARC };
const GRAPHICS: Record<string, GraphicType> = { '1': SEGMENT, '2': MOVE, '3': SHAPE };

/**
 * The longest statement handed to tracespace. Its matcher takes time in the square of a statement's
 * tokens (about half a second at this length); real statements it reads (formats, aperture definitions, drill
 * lines) are under 200 characters, and the long ones (comments, attributes, macros) are read here.
 */
const MAX_STATEMENT = 4096;
/** About this many characters go to tracespace per `feed`: its nodes are pushed with one spread call. */
const CHUNK = 16_384;
/** A file in which tracespace finds no statement over this stretch is not a Gerber or drill file. */
const MAX_UNREAD = 65_536;

/** One statement in an extended-command block (`%…*%`). */
const ONE_STATEMENT = /^%[^%*]*\*%$/;
/** Blocks that are one statement by definition: aperture macros, aperture blocks, step and repeat. */
const KEEPS_FORM = /^%(?:AM|AB|SR)/;
/** An aperture macro as tracespace's lexer reads its start: `%AM`, the name, `*`. */
const MACRO_START = /^%AM([a-zA-Z_.$][\w.-]*)\*/;

/**
 * Text whose tokens tracespace's lexer gives a value other than their text: codes (`G04` is "4"),
 * format, units, macro, aperture and polarity words, Excellon zero modes, and whitespace other than
 * spaces and tabs. Comments and attributes without any of these are the text itself, trimmed.
 */
const LEXED_DIFFERENTLY = /[TGMD]\d|FS[LTDAI]|MO(?:IN|MM)|AM[A-Za-z_.$]|ADD\d|LP[DC]|,[TL]Z|[^\S \t]/;

/** `%TA…*%`, `%TD*%`, `%TO…*%`, `%TF…*%`: X2 attributes, which tracespace keeps as unimplemented. */
const ATTRIBUTE = /^%T[ADFO][^%*]*\*%$/;

/** What tracespace makes of the text of a comment or unimplemented command: its tokens' values, trimmed. */
function lexedValue(text: string): string | null {
  if (!LEXED_DIFFERENTLY.test(text)) return text.trim();
  const tokens = tokensOf(text);
  return tokens
    ? tokens
        .map((token) => token.value)
        .join('')
        .trim()
    : null;
}

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
 * `[G01|G02|G03] X…Y…I…J… [D01|D02|D03]`, `[G01…G03] D01…D03`, `G01…G03`, `G36`/`G37`, `G04 …` and
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
    if (gCode === '4') {
      // Kept, not skipped: the plotter reads zero suppression and drill formats from comments.
      const comment = lexedValue(statement.slice(at));
      if (comment !== null) emit({ type: COMMENT, comment });
      return comment !== null;
    }
    if (at === length) {
      const mode = INTERPOLATIONS[gCode];
      if (mode) emit({ type: INTERPOLATE_MODE, mode });
      else if (gCode === '36' || gCode === '37') emit({ type: REGION_MODE, region: gCode === '36' });
      else return false;
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

/** Where a chunk starting at `from` ends: after the first `*` or line break past CHUNK characters. */
function chunkEnd(text: string, from: number): number {
  for (let at = from + CHUNK; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === 42 /* * */ || code === 10 /* \n */) return at + 1;
  }
  return text.length;
}

/** Refuses a run of text with no `*` or line break in it longer than tracespace can match in time. */
function refuseLongStatements(text: string): void {
  let from = 0;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === 42 /* * */ || code === 10 /* \n */) from = at + 1;
    else if (at - from >= MAX_STATEMENT) refuse(`a statement is longer than ${MAX_STATEMENT} characters`);
  }
}

/** The nodes a parser has made so far (its result() throws until it knows the file type). */
function nodeCount(parser: Parser): number {
  try {
    return parser.result().children.length;
  } catch {
    return 0;
  }
}

/**
 * tracespace's own parse, fed a chunk at a time cut after a `*` or a line break (both always end a
 * token): `parse(text)` pushes all of a file's nodes with one spread call, which overflows the stack at
 * about 150 000 nodes (a large drill file). The parser carries what a chunk leaves unfinished into the
 * next, so the tree is the same.
 */
function parseWithTracespace(text: string): GerberTree {
  refuseLongStatements(text);
  const parser = createParser();
  let read = 0;
  let readTo = 0;
  for (let from = 0; from < text.length; ) {
    const to = chunkEnd(text, from);
    parser.feed(text.slice(from, to));
    from = to;
    // tracespace lexes what it left unmatched again with each chunk: a long stretch of it is refused.
    const count = nodeCount(parser);
    if (count > read) [read, readTo] = [count, from];
    else if (from - readTo > MAX_UNREAD) refuse(`no statement in ${MAX_UNREAD} characters`);
  }
  return parser.result();
}

/**
 * The nodes of a Gerber in file order: those made here, and those of the statements handed to one
 * tracespace parser, collected whenever a node of ours follows them (and every CHUNK characters).
 */
function createCollector() {
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
    flush();
    children.push(node);
  };
  const hand = (statement: string) => {
    if (statement.length > MAX_STATEMENT) refuse(`a statement is longer than ${MAX_STATEMENT} characters`);
    pending += statement;
    if (pending.length > CHUNK) flush();
  };
  const tree = (): GerberTree => {
    flush();
    return { type: ROOT, filetype: GERBER, children };
  };
  return { emit, hand, tree };
}
type Collector = ReturnType<typeof createCollector>;

/** An extended command of one statement: an attribute read here, anything else handed to tracespace. */
function readStatementBlock(block: string, into: Collector): void {
  const value = ATTRIBUTE.test(block) ? lexedValue(block) : null;
  if (value === null) into.hand(block);
  else into.emit({ type: UNIMPLEMENTED, value });
}

/**
 * Reads one `%…%` block, or answers false to leave the whole file to tracespace. Several statements in
 * one block (Cadence's `%IR0*IPPOS*OFA0B0*MIA0B0*SFA1B1*%`) are read one by one: tracespace matches a
 * block as one statement and, failing, swallows the block after it (the first aperture definition).
 * Aperture macros are read here; their primitives make one block by definition, as do %AB and %SR.
 */
function readBlock(block: string, into: Collector): boolean {
  const macro = MACRO_START.exec(block);
  if (macro) {
    const node = macroNode(block, macro);
    if (node) into.emit(node);
    else into.hand(block);
    return true;
  }
  if (ONE_STATEMENT.test(block)) {
    readStatementBlock(block, into);
    return true;
  }
  const parts = block.slice(1, -1).split('*');
  if (KEEPS_FORM.test(block) || parts.pop()?.trim() !== '') return false;
  for (const part of parts.map((text) => text.trim())) if (part) readStatementBlock(`%${part}*%`, into);
  return true;
}

/** The tree of a Gerber read by the fast path, or null when the file is left to tracespace whole. */
function readGerber(text: string): GerberTree | null {
  const into = createCollector();
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
      if (close < 0 || !readBlock(text.slice(at, close + 1), into)) return null;
      at = close + 1;
      continue;
    }
    const end = text.indexOf('*', at);
    if (end < 0) return null;
    const statement = text.slice(at, end);
    // A statement read here has only codes and numbers in it; one with a % sign is not risked.
    if (!fastNodes(statement, into.emit)) {
      if (statement.includes('%')) return null;
      into.hand(`${statement}*\n`);
    }
    at = end + 1;
  }
  return into.tree();
}

/** A Gerber has a format statement; Excellon drill files do not. */
const isGerber = (text: string) => text.includes('%FS');

/**
 * Parses a Gerber or drill file into tracespace's tree, reading the common Gerber statements itself.
 * Throws for a file it will not spend unbounded time on; the caller reports it as unreadable.
 */
export function parseGerber(text: string): GerberTree {
  return (isGerber(text) && readGerber(text)) || parseWithTracespace(text);
}
