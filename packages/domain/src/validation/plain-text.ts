// C0 controls and DEL, but tab, line feed and carriage return. PostgreSQL cannot even store NUL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK = /[\n\r\u2028\u2029]/;
// With the u flag a well-formed surrogate pair is one code point: only lone halves match.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether `value` is text a person could type into the field: well-formed Unicode, no control
 * characters but tab (and line breaks where the field has several lines). Every text field of
 * the forms and of the API's contract is held to it.
 */
export function isPlainText(value: string, { multiline = false } = {}): boolean {
  if (isPrintableAscii(value)) return true;
  return (
    !CONTROL_CHARACTER.test(value) &&
    !LONE_SURROGATE.test(value) &&
    (multiline || !LINE_BREAK.test(value))
  );
}

// Most text is printable ASCII (space to tilde), which is plain text: answered in one pass
// without the three expressions.
function isPrintableAscii(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 32 || code > 126) return false;
  }
  return true;
}
