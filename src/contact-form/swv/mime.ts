/**
 * The part of WordPress's mime table (`wp_get_mime_types`) that file accept lists use in practice:
 * a MIME type, or a `type/*` wildcard, expands to these extensions.
 */
const EXTENSIONS_BY_MIME: Record<string, string[]> = {
  "image/jpeg": ["jpg", "jpeg", "jpe"],
  "image/gif": ["gif"],
  "image/png": ["png"],
  "image/bmp": ["bmp"],
  "image/tiff": ["tiff", "tif"],
  "image/webp": ["webp"],
  "image/avif": ["avif"],
  "image/heic": ["heic"],
  "image/x-icon": ["ico"],
  "image/svg+xml": ["svg"],
  "video/x-ms-asf": ["asf", "asx"],
  "video/x-ms-wmv": ["wmv"],
  "video/avi": ["avi"],
  "video/quicktime": ["mov", "qt"],
  "video/mpeg": ["mpeg", "mpg", "mpe"],
  "video/mp4": ["mp4", "m4v"],
  "video/ogg": ["ogv"],
  "video/webm": ["webm"],
  "video/3gpp": ["3gp", "3gpp"],
  "text/plain": ["txt", "asc", "c", "cc", "h", "srt"],
  "text/csv": ["csv"],
  "text/tab-separated-values": ["tsv"],
  "text/calendar": ["ics"],
  "text/richtext": ["rtx"],
  "text/css": ["css"],
  "text/html": ["htm", "html"],
  "text/vtt": ["vtt"],
  "audio/mpeg": ["mp3", "m4a", "m4b"],
  "audio/aac": ["aac"],
  "audio/x-realaudio": ["ra", "ram"],
  "audio/wav": ["wav"],
  "audio/ogg": ["ogg", "oga"],
  "audio/flac": ["flac"],
  "audio/midi": ["mid", "midi"],
  "audio/x-ms-wma": ["wma"],
  "application/rtf": ["rtf"],
  "application/javascript": ["js"],
  "application/pdf": ["pdf"],
  "application/x-tar": ["tar"],
  "application/zip": ["zip"],
  "application/x-gzip": ["gz", "gzip"],
  "application/rar": ["rar"],
  "application/x-7z-compressed": ["7z"],
  "application/msword": ["doc"],
  "application/vnd.ms-powerpoint": ["pot", "pps", "ppt"],
  "application/vnd.ms-excel": ["xla", "xls", "xlt", "xlw"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ["docx"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": ["xlsx"],
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": ["pptx"],
  "application/vnd.oasis.opendocument.text": ["odt"],
  "application/vnd.oasis.opendocument.spreadsheet": ["ods"],
  "application/vnd.oasis.opendocument.presentation": ["odp"],
};

/** `.pdf` stays `.pdf`; `image/*` and `application/pdf` become the dotted extensions of the matching types. */
export function acceptedExtensions(accept: string): string[] {
  const entry = accept.trim().toLowerCase();
  if (entry.startsWith(".")) return [entry];
  const wildcard = /^([a-z]+)\/\*$/.exec(entry);
  return Object.entries(EXTENSIONS_BY_MIME)
    .filter(([mime]) => (wildcard ? mime.startsWith(`${wildcard[1]}/`) : mime === entry))
    .flatMap(([, extensions]) => extensions.map((extension) => `.${extension}`));
}
