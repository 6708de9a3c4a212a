/**
 * MQ's KEYWORD(value) output, shared by runmqsc's DISPLAY replies and dspmq: every attribute on a
 * line, value kept as printed ("( )" is an empty value). Parentheses inside a value are kept when
 * balanced ("REPLADDR(host(9414))").
 */
export interface Attribute {
  key: string;
  value: string;
}

export function attributes(line: string): Attribute[] {
  const found: Attribute[] = [];
  const re = /([A-Z][A-Z0-9]*)\(/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line))) {
    let depth = 1;
    let j = re.lastIndex;
    for (; j < line.length && depth > 0; j++) {
      if (line[j] === '(') depth++;
      else if (line[j] === ')') depth--;
    }
    if (depth !== 0) break;
    found.push({ key: m[1]!, value: line.slice(re.lastIndex, j - 1).trim() });
    re.lastIndex = j;
  }
  return found;
}
