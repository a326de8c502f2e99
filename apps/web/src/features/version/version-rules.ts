declare const __CONSOLE_VERSION__: string | undefined;

/** The version this page was built with (Vite puts it in at build time; APP_VERSION, else the server package's). */
export const builtVersion: string = typeof __CONSOLE_VERSION__ === 'string' ? __CONSOLE_VERSION__ : 'development';

/** doc2 §2: the latest-version-required screen is considered when the server's version differs from the page's. */
export const isReloadRequired = (built: string, served: string | undefined): boolean => served !== undefined && served !== built;

/**
 * The web app a page document loads: its module scripts (Vite names them by content hash), in order. Two
 * documents with the same list run the same build, whatever version the server reports.
 */
export const webAppOf = (doc: Document): string =>
  Array.from(doc.querySelectorAll<HTMLScriptElement>('script[type="module"][src]'))
    .map((script) => script.getAttribute('src') ?? '')
    .join(' ');

/** The web app that reloading would load: the page the server serves now, read with the browser's own parser. */
export const webAppOfHtml = (html: string): string => webAppOf(new DOMParser().parseFromString(html, 'text/html'));

/**
 * Whether reloading would load a different web app than the one running: only then can the latest-version
 * screen be answered, so only then is it shown (a server whose version string changed while it serves the
 * same build would otherwise ask for a reload forever).
 */
export const isDifferentWebApp = (running: string, served: string | undefined): boolean =>
  served !== undefined && served !== '' && served !== running;

/**
 * Whether the operator has work open that a reload would throw away: a field in an open dialog (every
 * form in the console is a dialog), or anything a screen marked as unsaved (`data-unsaved="true"`).
 */
export const hasOpenForm = (root: ParentNode = document): boolean =>
  root.querySelector(
    '[role="dialog"]:not([data-version-screen]) input:not([type="hidden"]), [role="dialog"]:not([data-version-screen]) textarea, [role="dialog"]:not([data-version-screen]) select, [data-unsaved="true"]',
  ) !== null;
