import {
  BROKEN_CHARACTER_MESSAGE,
  CONTROL_CHARACTER_MESSAGE,
  LINE_BREAK_MESSAGE,
} from './messages.ts';

// C0 controls and DEL, but tab, line feed and carriage return (PostgreSQL cannot even store
// NUL); the C1 controls (U+0080-U+009F: NEL, the 8-bit CSI a terminal takes for an escape); and
// the bidirectional overrides and isolates (U+202A-U+202E, U+2066-U+2069), which make text read
// other than it is stored ("Trojan Source"). The marks a right-to-left script needs (U+200E,
// U+200F, U+061C) and the joiners of emoji (U+200D) stay: people type them.
const CONTROL_CHARACTER =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
// A carriage return is a line break only before a line feed (Windows' CRLF).
const LONE_CARRIAGE_RETURN = /\r(?!\n)/;
const LINE_BREAK = /[\n\r\u2028\u2029]/;
// With the u flag a well-formed surrogate pair is one code point: only lone halves match.
const LONE_SURROGATE = /\p{Cs}/u;

/** What makes a text something a person could not have typed into the field. */
type PlainTextProblem = 'control-character' | 'broken-character' | 'line-break';

/**
 * What is wrong with `value` as text a person types into the field, or null when nothing is:
 * a control character (C0 but tab, DEL, C1, a bidirectional override or isolate), half of a
 * character (a lone surrogate), or a line break
 * where the field has one line. Where it has several (`multiline`: descriptions, addresses,
 * messages), a line ends with a line feed or a carriage return and line feed; a carriage return
 * alone is a control character. Every text field of the forms and of the API's contract is held
 * to it.
 */
export function plainTextProblem(
  value: string,
  { multiline = false } = {},
): PlainTextProblem | null {
  if (isPrintableAscii(value)) return null;
  if (CONTROL_CHARACTER.test(value) || (multiline && LONE_CARRIAGE_RETURN.test(value)))
    return 'control-character';
  if (LONE_SURROGATE.test(value)) return 'broken-character';
  if (!multiline && LINE_BREAK.test(value)) return 'line-break';
  return null;
}

const PROBLEM_MESSAGES: Record<PlainTextProblem, string> = {
  'control-character': CONTROL_CHARACTER_MESSAGE,
  'broken-character': BROKEN_CHARACTER_MESSAGE,
  'line-break': LINE_BREAK_MESSAGE,
};

/** What a field says about `value` when it is not plain text (see `plainTextProblem`), or null. */
export function plainTextMessage(value: string, { multiline = false } = {}): string | null {
  const problem = plainTextProblem(value, { multiline });
  return problem === null ? null : PROBLEM_MESSAGES[problem];
}

/** Whether `value` is text a person could type into the field (see `plainTextProblem`). */
export function isPlainText(value: string, { multiline = false } = {}): boolean {
  return plainTextProblem(value, { multiline }) === null;
}

// Most text is printable ASCII (space to tilde), which is plain text: answered in one pass
// without the expressions.
function isPrintableAscii(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 32 || code > 126) return false;
  }
  return true;
}
