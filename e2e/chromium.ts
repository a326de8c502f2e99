/** Debian's Chromium, as every browser test and benchmark launches it (downloads fail on this machine). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox in the container, no GPU, and nothing that reaches out to the network by itself. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
