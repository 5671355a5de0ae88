/** The first `length` Unicode code points of `text` (RFC 6570 prefix modifier). */
export function prefix(text: string, length: number): string {
  if (text.length <= length) return text;
  let index = 0;
  for (let count = 0; count < length && index < text.length; count++) {
    const code = text.charCodeAt(index);
    const pair = code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00;
    index += pair ? 2 : 1;
  }
  return text.slice(0, index);
}
