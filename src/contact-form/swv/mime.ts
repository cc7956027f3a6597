/**
 * WordPress's mime table (`wp_get_mime_types`), which CF7 expands a file accept list through: a MIME type, or a
 * `type/*` wildcard, stands for these extensions. (SVG is not in it: WordPress does not take SVG uploads.)
 */
const EXTENSIONS_BY_MIME: Record<string, string[]> = {
  // Images
  "image/jpeg": ["jpg", "jpeg", "jpe"],
  "image/gif": ["gif"],
  "image/png": ["png"],
  "image/bmp": ["bmp"],
  "image/tiff": ["tiff", "tif"],
  "image/webp": ["webp"],
  "image/avif": ["avif"],
  "image/x-icon": ["ico"],
  "image/heic": ["heic"],
  // Video
  "video/x-ms-asf": ["asf", "asx"],
  "video/x-ms-wmv": ["wmv"],
  "video/x-ms-wmx": ["wmx"],
  "video/x-ms-wm": ["wm"],
  "video/avi": ["avi"],
  "video/divx": ["divx"],
  "video/x-flv": ["flv"],
  "video/quicktime": ["mov", "qt"],
  "video/mpeg": ["mpeg", "mpg", "mpe"],
  "video/mp4": ["mp4", "m4v"],
  "video/ogg": ["ogv"],
  "video/webm": ["webm"],
  "video/x-matroska": ["mkv"],
  "video/3gpp": ["3gp", "3gpp"],
  "video/3gpp2": ["3g2", "3gp2"],
  // Text
  "text/plain": ["txt", "asc", "c", "cc", "h", "srt"],
  "text/csv": ["csv"],
  "text/tab-separated-values": ["tsv"],
  "text/calendar": ["ics"],
  "text/richtext": ["rtx"],
  "text/css": ["css"],
  "text/html": ["htm", "html"],
  "text/vtt": ["vtt"],
  "application/ttaf+xml": ["dfxp"],
  // Audio
  "audio/mpeg": ["mp3", "m4a", "m4b"],
  "audio/aac": ["aac"],
  "audio/x-realaudio": ["ra", "ram"],
  "audio/wav": ["wav"],
  "audio/ogg": ["ogg", "oga"],
  "audio/flac": ["flac"],
  "audio/midi": ["mid", "midi"],
  "audio/x-ms-wma": ["wma"],
  "audio/x-ms-wax": ["wax"],
  "audio/x-matroska": ["mka"],
  // Other applications
  "application/rtf": ["rtf"],
  "application/javascript": ["js"],
  "application/pdf": ["pdf"],
  "application/x-shockwave-flash": ["swf"],
  "application/java": ["class"],
  "application/x-tar": ["tar"],
  "application/zip": ["zip"],
  "application/x-gzip": ["gz", "gzip"],
  "application/rar": ["rar"],
  "application/x-7z-compressed": ["7z"],
  "application/x-msdownload": ["exe"],
  "application/octet-stream": ["psd", "xcf"],
  // Microsoft Office
  "application/msword": ["doc"],
  "application/vnd.ms-powerpoint": ["pot", "pps", "ppt"],
  "application/vnd.ms-write": ["wri"],
  "application/vnd.ms-excel": ["xla", "xls", "xlt", "xlw"],
  "application/vnd.ms-access": ["mdb"],
  "application/vnd.ms-project": ["mpp"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ["docx"],
  "application/vnd.ms-word.document.macroEnabled.12": ["docm"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.template": ["dotx"],
  "application/vnd.ms-word.template.macroEnabled.12": ["dotm"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": ["xlsx"],
  "application/vnd.ms-excel.sheet.macroEnabled.12": ["xlsm"],
  "application/vnd.ms-excel.sheet.binary.macroEnabled.12": ["xlsb"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.template": ["xltx"],
  "application/vnd.ms-excel.template.macroEnabled.12": ["xltm"],
  "application/vnd.ms-excel.addin.macroEnabled.12": ["xlam"],
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": ["pptx"],
  "application/vnd.ms-powerpoint.presentation.macroEnabled.12": ["pptm"],
  "application/vnd.openxmlformats-officedocument.presentationml.slideshow": ["ppsx"],
  "application/vnd.ms-powerpoint.slideshow.macroEnabled.12": ["ppsm"],
  "application/vnd.openxmlformats-officedocument.presentationml.template": ["potx"],
  "application/vnd.ms-powerpoint.template.macroEnabled.12": ["potm"],
  "application/vnd.ms-powerpoint.addin.macroEnabled.12": ["ppam"],
  "application/vnd.openxmlformats-officedocument.presentationml.slide": ["sldx"],
  "application/vnd.ms-powerpoint.slide.macroEnabled.12": ["sldm"],
  "application/onenote": ["onetoc", "onetoc2", "onetmp", "onepkg"],
  "application/oxps": ["oxps"],
  "application/vnd.ms-xpsdocument": ["xps"],
  // OpenDocument, WordPerfect, iWork
  "application/vnd.oasis.opendocument.text": ["odt"],
  "application/vnd.oasis.opendocument.presentation": ["odp"],
  "application/vnd.oasis.opendocument.spreadsheet": ["ods"],
  "application/vnd.oasis.opendocument.graphics": ["odg"],
  "application/vnd.oasis.opendocument.chart": ["odc"],
  "application/vnd.oasis.opendocument.database": ["odb"],
  "application/vnd.oasis.opendocument.formula": ["odf"],
  "application/wordperfect": ["wp", "wpd"],
  "application/vnd.apple.keynote": ["key"],
  "application/vnd.apple.numbers": ["numbers"],
  "application/vnd.apple.pages": ["pages"],
};

/** `.pdf` stays `.pdf`; `image/*` and `application/pdf` become the dotted extensions of the matching types. */
export function acceptedExtensions(accept: string): string[] {
  const entry = accept.trim().toLowerCase();
  if (entry.startsWith(".")) return [entry];
  const wildcard = /^([a-z]+)\/\*$/.exec(entry);
  return Object.entries(EXTENSIONS_BY_MIME)
    .filter(([mime]) => (wildcard ? mime.startsWith(`${wildcard[1]}/`) : mime.toLowerCase() === entry))
    .flatMap(([, extensions]) => extensions.map((extension) => `.${extension}`));
}
