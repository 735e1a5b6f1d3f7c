import {
  ASTERISK,
  COMMA,
  COORD_CHAR,
  createLexer,
  EQUALS,
  ERROR,
  GERBER_MACRO_VARIABLE,
  type GerberNode,
  MACRO_COMMENT,
  MACRO_PRIMITIVE,
  MACRO_VARIABLE,
  type MacroBlock,
  type MacroPrimitiveCode,
  type MacroValue,
  NUMBER,
  OPERATOR,
  TOOL_MACRO,
  type Token,
} from '@tracespace/parser';

/*
 * Aperture macros (`%AM…*%`) read as tracespace reads them, in time linear in their length: its own
 * matcher takes the square of a statement's tokens (a 2000-primitive macro took 10 s). The rules below
 * are tracespace's, quirks included; gerber-parse.robustness.test.ts compares the trees.
 */

/** Parentheses nested deeper than this in a macro expression: no CAD tool writes that. */
const MAX_NESTING = 100;

/** A file tracespace cannot be trusted with: the analysis reports it as unreadable. */
export function refuse(reason: string): never {
  throw new Error(`not a usable Gerber or drill file: ${reason}`);
}

const lexer = createLexer();

/** The tokens tracespace's lexer makes of `text`, or null where it gives up (and would swallow the rest). */
export function tokensOf(text: string): Token[] | null {
  const tokens: Token[] = [];
  for (const [token] of lexer.feed(text)) {
    if (token.type === ERROR) return null;
    tokens.push(token);
  }
  return tokens;
}

/**
 * One rule of tracespace's macro grammar, as a list of steps each taking `min`…`max` tokens, and the
 * block it makes of the tokens it matched.
 */
interface MacroStep {
  accepts: (token: Token) => boolean;
  min: number;
  max: number;
}
interface MacroRule {
  steps: MacroStep[];
  build: (tokens: Token[]) => MacroBlock;
}
const step = (min: number, max: number, accepts: (token: Token) => boolean): MacroStep => ({
  accepts,
  min,
  max,
});
const isType = (type: string) => (token: Token) => token.type === type;
const isExpressionPart = (token: Token) =>
  token.type === NUMBER ||
  token.type === OPERATOR ||
  token.type === GERBER_MACRO_VARIABLE ||
  (token.type === COORD_CHAR && token.value === 'X');

/** Splits a primitive's parameters at their commas, as tracespace does (an empty one stays empty). */
function parameterGroups(tokens: Token[]): Token[][] {
  const groups: Token[][] = [[]];
  for (const token of tokens) {
    if (token.type === COMMA) groups.push([]);
    else groups[groups.length - 1]?.push(token);
  }
  return groups;
}

/**
 * tracespace's macro expression reader (sums of products of numbers, `$n` variables and parenthesised
 * groups; `X` multiplies), with its quirks kept: any other token where a value belongs opens a group,
 * the token after a group is taken as its `)`, and what is left after the expression is ignored. It reads
 * by index where tracespace shifts an array (the square of the length), and refuses deep nesting where
 * tracespace's recursion runs out of stack.
 */
function parseMacroExpression(tokens: Token[]): MacroValue {
  let at = 0;
  const operatorAt = (index: number): string | null => {
    const token = tokens[index];
    if (token?.type === COORD_CHAR) return 'x';
    return token?.type === OPERATOR ? token.value : null;
  };
  const primary = (depth: number): MacroValue => {
    const token = tokens[at];
    if (!token) refuse('an aperture macro has an empty value');
    at += 1;
    if (token.type === NUMBER) return Number(token.value);
    if (token.type === GERBER_MACRO_VARIABLE) return token.value;
    if (depth >= MAX_NESTING) refuse(`an aperture macro nests parentheses over ${MAX_NESTING} deep`);
    const inner = sum(depth + 1);
    at += 1;
    return inner;
  };
  const product = (depth: number): MacroValue => {
    let value = primary(depth);
    for (let operator = operatorAt(at); operator === 'x' || operator === '/'; operator = operatorAt(at)) {
      at += 1;
      value = { left: value, right: primary(depth), operator };
    }
    return value;
  };
  const sum = (depth: number): MacroValue => {
    let value = product(depth);
    for (;;) {
      const operator = operatorAt(at);
      if (operator === '+' || operator === '-') at += 1;
      else if (tokens[at]?.type !== NUMBER) return value; // a signed number adds itself: `$1-2`
      value = { left: value, right: product(depth), operator: operator === '-' ? '-' : '+' };
    }
  };
  return sum(0);
}

/** tracespace's three macro rules, in its order: primitive (`1,1,0.5,0,0*`), variable, comment (`0 …*`). */
const MACRO_GRAMMAR: MacroRule[] = [
  {
    steps: [
      step(1, 1, isType(NUMBER)),
      step(1, 1, isType(COMMA)),
      step(1, Number.POSITIVE_INFINITY, (token) => token.type === COMMA || isExpressionPart(token)),
      step(1, 1, isType(ASTERISK)),
    ],
    build: (tokens) => ({
      type: MACRO_PRIMITIVE,
      code: tokens[0]?.value as MacroPrimitiveCode,
      parameters: parameterGroups(tokens.slice(2, -1)).map(parseMacroExpression),
    }),
  },
  {
    steps: [
      step(1, 1, isType(GERBER_MACRO_VARIABLE)),
      step(1, 1, isType(EQUALS)),
      step(1, Number.POSITIVE_INFINITY, isExpressionPart),
      step(1, 1, isType(ASTERISK)),
    ],
    build: (tokens) => ({
      type: MACRO_VARIABLE,
      name: tokens[0]?.value ?? '',
      value: parseMacroExpression(tokens.slice(2, -1)),
    }),
  },
  {
    steps: [
      step(1, 1, (token) => token.type === NUMBER && token.value === '0'),
      step(0, Number.POSITIVE_INFINITY, (token) => token.type !== ASTERISK),
      step(1, 1, isType(ASTERISK)),
    ],
    build: (tokens) => ({
      type: MACRO_COMMENT,
      comment: tokens
        .slice(1, -1)
        .map((token) => token.text)
        .join('')
        .trim(),
    }),
  },
];

/** How far a rule has matched the tokens since the last block: its step and the tokens that step took. */
interface MacroMatch {
  rule: MacroRule;
  step: number;
  count: number;
}

/**
 * Takes the next token into a match, as tracespace's tokenListMatches would decide for the whole list
 * (its steps are greedy and never look back, so the decision carries over from token to token).
 */
function advance(match: MacroMatch, token: Token): 'full' | 'partial' | 'none' {
  const { steps } = match.rule;
  for (let current = steps[match.step]; current; current = steps[match.step]) {
    if (current.accepts(token)) {
      match.count += 1;
      if (match.count >= current.max) [match.step, match.count] = [match.step + 1, 0];
      return match.step < steps.length ? 'partial' : 'full';
    }
    if (match.count < current.min) return 'none';
    [match.step, match.count] = [match.step + 1, 0];
  }
  return 'full';
}

const freshMatches = () => MACRO_GRAMMAR.map((rule): MacroMatch => ({ rule, step: 0, count: 0 }));

/**
 * The blocks of a macro body as tracespace's parseMacroBlocks finds them, in one pass: the first rule to
 * match in full makes a block; a token no rule can take is dropped and matching starts afresh after it.
 */
function macroBlocks(tokens: Token[]): MacroBlock[] {
  const blocks: MacroBlock[] = [];
  let matches = freshMatches();
  let from = 0;
  tokens.forEach((token, index) => {
    const going: MacroMatch[] = [];
    for (const match of matches) {
      const state = advance(match, token);
      if (state === 'full') {
        blocks.push(match.rule.build(tokens.slice(from, index + 1)));
        going.length = 0;
        break;
      }
      if (state === 'partial') going.push(match);
    }
    matches = going.length > 0 ? going : freshMatches();
    if (going.length === 0) from = index + 1;
  });
  return blocks;
}

/**
 * An aperture macro block as tracespace's tree has it (`start` is its MACRO_START match), or null if
 * its text is for tracespace to judge.
 */
export function macroNode(block: string, start: RegExpExecArray): GerberNode | null {
  const tokens = tokensOf(block.slice(start[0].length, -1));
  return tokens && { type: TOOL_MACRO, name: start[1] ?? '', children: macroBlocks(tokens) };
}
