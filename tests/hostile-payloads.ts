/**
 * Hostile query-string values, raw (percent-encoded where a real link would be): script and markup
 * payloads, `javascript:` URLs, prototype names, control characters, malformed percent-encoding,
 * words a broken number prints, very long values. The unit tests run every one through every
 * calculator's URL reading; the browser tests load a few of each kind to prove the page's wiring.
 */
export const PAYLOADS: string[] = [
  '%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E',
  '%22%3E%3Cimg%20src%3Dx%20onerror%3D%22window.__pwned%3D1%22%3E',
  "%27%3E%3Csvg%20onload%3Dwindow.__pwned%3D1%3E",
  'javascript%3Awindow.__pwned%3D1',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '1%0A6384',
  '12%00',
  '%E0%A4%A',
  '%',
  'banana',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  'undefined',
  '9'.repeat(400),
  'x'.repeat(8000),
];

/** One payload of each kind, for the browser: markup, script URL, prototype name, control character, bad encoding, broken-number word. */
export const BROWSER_PAYLOADS: string[] = [PAYLOADS[0]!, PAYLOADS[1]!, PAYLOADS[2]!, PAYLOADS[3]!, PAYLOADS[4]!, PAYLOADS[9]!, PAYLOADS[11]!, PAYLOADS[14]!];

/** Names that must never reach an object lookup as anything but unknown. */
export const HOSTILE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E'];
