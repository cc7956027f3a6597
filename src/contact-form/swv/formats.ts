/** The value formats of CF7 6.1 (contracts 1.7, 1.8), shared by the browser and the reference server. */

/** WordPress's classic `is_email()`: ASCII only. */
export function isEmail(value: string): boolean {
  if (value.length < 6) return false;
  const at = value.indexOf("@", 1);
  if (at === -1 || value.indexOf("@", at + 1) !== -1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) return false;
  if (/\.{2,}/.test(domain) || /^[\s.]|[\s.]$/.test(domain)) return false;
  const labels = domain.split(".");
  if (labels.length < 2) return false;
  return labels.every((label) => /^[a-z0-9-]+$/i.test(label) && !label.startsWith("-") && !label.endsWith("-"));
}

/** WordPress's allowed protocols in CF7 6.0.5–6.1.x (6.2 keeps only http and https). */
const URL_SCHEMES = new Set(
  "http https ftp ftps mailto news irc irc6 ircs gopher nntp feed telnet mms rtsp sms svn tel fax xmpp webcal urn".split(" "),
);

/** The schemes whose host the URL standard parses as a domain (WordPress allows http, https and ftp of them). */
const DOMAIN_SCHEMES = new Set(["http", "https", "ftp", "ws", "wss"]);

/**
 * CF7's check, `new URL(value)` parses and its scheme is allowed, as the URL standard parses: the reference server's
 * parser (Node) and Firefox refuse a space in a domain, where Chromium writes it as `%20` and accepts the URL. A
 * domain the standard accepts never keeps a `%` (it decodes escapes and refuses what they stand for), so a `%` in
 * the parsed host of such a scheme is that leniency, and fails here in every browser and on the server alike.
 */
export function isUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const scheme = url.protocol.toLowerCase().replace(/:$/, "");
  if (DOMAIN_SCHEMES.has(scheme) && url.hostname.includes("%")) return false;
  return URL_SCHEMES.has(scheme);
}

/** 6 to 15 characters after normalising, a leading `+` included (contracts 1.8). */
export function isTel(value: string): boolean {
  let tel = value.replace(/[#*].*$/, "");
  tel = tel.replace(/[()/.*#\s-]+/g, "");
  if (/^(\+|00)/.test(tel)) tel = tel.replace(/^[+0]+/, "+");
  return /^[+]?[0-9]+$/.test(tel) && tel.length > 5 && tel.length < 16;
}

export function isNumber(value: string): boolean {
  return /^[-]?[0-9]+(?:[eE][+-]?[0-9]+)?$/.test(value) || /^[-]?(?:[0-9]+)?[.][0-9]+(?:[eE][+-]?[0-9]+)?$/.test(value);
}

export const DATE_PATTERN = /^[0-9]{4,}-[0-9]{2}-[0-9]{2}$/;

/** As the browser checks it: V8 rolls 2024-02-30 over and accepts it (contracts 6.3). */
export function isDate(value: string): boolean {
  return DATE_PATTERN.test(value) && !Number.isNaN(new Date(value).valueOf());
}

export function isTime(value: string): boolean {
  const match = /^([0-9]{2}):([0-9]{2})(?::([0-9]{2}))?$/.exec(value);
  if (!match) return false;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  return hours <= 23 && minutes <= 59 && seconds <= 59;
}
