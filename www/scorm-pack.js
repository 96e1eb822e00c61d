// The path editor's "Download for a learning platform" (app::more::scorm): a SCORM package of
// the site, made in the page. It reads the build's list of its own files (site-files.json,
// written by tools/site-files.mjs); rope::teaching::scorm picks the files a package needs and
// adds the package's own (imsmanifest.xml, the launch configuration, the path, the SCORM
// schemas at the root); this fetches each from the page's own origin and writes a zip of
// stored entries (ZIP's "stored" method with CRC-32: every platform and unzip reads it; the
// site's wasm and the model's chunks hardly compress further). Nothing is sent anywhere: the zip is a Blob the browser saves.

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

/// CRC-32 (ISO-HDLC, as ZIP uses) of `bytes`.
export function crc32(bytes) {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function dosTime(d) {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1),
    date: ((Math.max(1980, d.getFullYear()) - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

/// A zip (stored entries, UTF-8 names) of `entries`, each `{name, bytes}`: a Blob.
export function zip(entries, when = new Date()) {
  const { time, date } = dosTime(when);
  const enc = new TextEncoder();
  const parts = [];
  const central = [];
  let offset = 0;
  for (const { name, bytes } of entries) {
    const n = enc.encode(name);
    const crc = crc32(bytes);
    const size = bytes.length;
    if (offset + size > 0xfffffff0) throw new Error('the package is larger than 4 GB');
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 10, true); // version needed: 1.0 (stored)
    local.setUint16(6, 0x0800, true); // UTF-8 names
    local.setUint16(8, 0, true); // stored
    local.setUint16(10, time, true);
    local.setUint16(12, date, true);
    local.setUint32(14, crc, true);
    local.setUint32(18, size, true);
    local.setUint32(22, size, true);
    local.setUint16(26, n.length, true);
    local.setUint16(28, 0, true);
    const head = new DataView(new ArrayBuffer(46));
    head.setUint32(0, 0x02014b50, true);
    head.setUint16(4, 20, true); // made by: MS-DOS/FAT attributes, spec 2.0
    head.setUint16(6, 10, true);
    head.setUint16(8, 0x0800, true);
    head.setUint16(10, 0, true);
    head.setUint16(12, time, true);
    head.setUint16(14, date, true);
    head.setUint32(16, crc, true);
    head.setUint32(20, size, true);
    head.setUint32(24, size, true);
    head.setUint16(28, n.length, true);
    head.setUint32(38, 0, true); // external attributes
    head.setUint32(42, offset, true);
    parts.push(local, n, bytes);
    central.push(head, n);
    offset += 30 + n.length + size;
  }
  const centralSize = central.reduce((s, p) => s + p.byteLength, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, centralSize, true);
  end.setUint32(16, offset, true);
  return new Blob([...parts, ...central, end], { type: 'application/zip' });
}

async function fetchBytes(url) {
  const r = await fetch(url, { credentials: 'same-origin' });
  if (!r.ok) throw new Error(`${url.pathname || url}: HTTP ${r.status}`);
  return new Uint8Array(await r.arrayBuffer());
}

/// The site's own files, as the build listed them: `{files, model}` (paths under the site).
async function siteFiles() {
  const r = await fetch(new URL('site-files.json', document.baseURI), { credentials: 'same-origin' });
  if (!r.ok) throw new Error(`site-files.json: HTTP ${r.status} (a build without the file list)`);
  return r.json();
}

/// The paths the package will hold besides its own files (the site, the model if `model`),
/// one per line, for the manifest's file list.
export async function listSite(model) {
  const list = await siteFiles();
  if (model && !list.model.length) throw new Error('this copy of ropescope was built without the model');
  return [...list.files, ...(model ? list.model : [])].join('\n');
}

/// Builds the package and saves it as `filename`. `files`: every file of the package as a JSON
/// list of `{name, text}` (the package's own) or `{name, from}` (a site file, fetched from the
/// site: in place, or copied to another place, e.g. a schema to the root), as
/// rope::teaching::scorm::package lists them. `progress(done, total)` is called as files
/// arrive. Resolves with the zip's size in bytes.
export async function packScorm(files, filename, progress) {
  const base = document.baseURI;
  const enc = new TextEncoder();
  const own = JSON.parse(files);
  const entries = [];
  let done = 0;
  for (const f of own) {
    const bytes = f.from !== undefined ? await fetchBytes(new URL(f.from, base)) : enc.encode(f.text);
    entries.push({ name: f.name, bytes });
    if (progress) progress(++done, own.length);
  }
  const blob = zip(entries);
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 60000);
  return blob.size;
}
