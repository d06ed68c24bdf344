'use strict';

/** The encodings an Accept-Encoding header allows: `br;q=0` refuses Brotli. */
function acceptedEncodings(header) {
  const accepted = new Set();
  for (const entry of header.split(',')) {
    const [name, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (name && (!quality || Number(quality.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

module.exports = { acceptedEncodings };
