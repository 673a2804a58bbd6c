// A game's record in a link (the replay viewer's and the other reading's pages read it):
// the record's text, compressed (deflate-raw, the browser's own CompressionStream) and
// written in base64url, after "#record=" in the address. A fragment is never sent to a
// server, so a record shared this way stays between the people who share the link.
// window.recordLink.encode(text) and .decode(value) each give a Promise of a string;
// .fromLocation() reads the address's fragment (null when it holds no record).
window.recordLink = (() => {
  const KEY = "record";
  // A version letter first, so that a later format can be told apart from this one.
  const VERSION = "z";
  // A record of the longest game is a few kilobytes; a link far longer than that is no
  // record of ours, and decoding it is refused before any work.
  const MAX_LINK = 200000;

  async function pipe(bytes, stream) {
    const out = new Blob([bytes]).stream().pipeThrough(stream);
    return new Uint8Array(await new Response(out).arrayBuffer());
  }

  function toBase64url(bytes) {
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function fromBase64url(text) {
    if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error("not base64url");
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  }

  async function encode(text) {
    const packed = await pipe(new TextEncoder().encode(text), new CompressionStream("deflate-raw"));
    return VERSION + toBase64url(packed);
  }

  async function decode(value) {
    if (typeof value !== "string" || value.length > MAX_LINK || !value.startsWith(VERSION)) {
      throw new Error("this link holds no record");
    }
    const bytes = await pipe(fromBase64url(value.slice(VERSION.length)),
      new DecompressionStream("deflate-raw"));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  }

  async function fromLocation(hash = window.location.hash) {
    const params = new URLSearchParams(hash.replace(/^#/, ""));
    const value = params.get(KEY);
    return value === null ? null : decode(value);
  }

  async function link(page, text) {
    return `${page}#${KEY}=${await encode(text)}`;
  }

  return { KEY, encode, decode, fromLocation, link };
})();
