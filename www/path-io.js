// Paths in links and files (app::paths): the browser's own deflate (CompressionStream,
// "deflate-raw") packs a path's JSON into a base64url text for a link and unpacks it again, and a
// path file is fetched only from the page's own origin, following no redirect, and read up to a
// byte cap (never whole before its size is known).

function toBase64Url(bytes) {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  }
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text) {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function pipe(bytes, stream) {
  const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

// The JSON text, deflated and base64url-coded.
export async function packPath(json) {
  return toBase64Url(await pipe(new TextEncoder().encode(json), new CompressionStream('deflate-raw')));
}

// The inverse of packPath; at most `max` bytes of JSON (a hostile link cannot inflate a bomb).
export async function unpackPath(text, max) {
  const stream = new Blob([fromBase64Url(text)]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return readText(stream.getReader(), max, `the path is longer than ${max} bytes`);
}

// A stream's bytes as UTF-8 text, at most `max` of them: past the cap it stops reading, cancels
// the rest (a compressed bomb is never inflated whole) and throws `tooLong`.
async function readText(reader, max, tooLong) {
  const parts = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      reader.cancel();
      throw new Error(tooLong);
    }
    parts.push(value);
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(await new Blob(parts).arrayBuffer());
}

// Reads a response's body as UTF-8 text, at most `max` bytes (readText), saying "too long".
async function readCapped(response, max) {
  const tooLong = `the path is too long: longer than ${max} bytes`;
  const declared = Number(response.headers.get('Content-Length'));
  if (declared > max && !response.headers.get('Content-Encoding')) {
    response.body?.cancel();
    throw new Error(tooLong);
  }
  return readText(response.body.getReader(), max, tooLong);
}

// A JSON file next to the site: only from the page's own origin, and never through a redirect
// (a redirect on the site could lead anywhere: the browser is told not to follow any).
export async function fetchPath(address, max) {
  const url = new URL(address, location.href);
  if (url.origin !== location.origin) {
    throw new Error(`${url.origin} is not this page's origin`);
  }
  let response;
  try {
    response = await fetch(url.href, { credentials: 'same-origin', redirect: 'error' });
  } catch (e) {
    throw new Error(`${url.pathname} could not be fetched (a redirect, or no answer): only a file at this address is read`);
  }
  if (response.redirected || response.type === 'opaqueredirect' || new URL(response.url).origin !== location.origin) {
    response.body?.cancel();
    throw new Error(`${url.pathname} redirects: only a file at this address is read`);
  }
  if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
  return readCapped(response, max);
}
