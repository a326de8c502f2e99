declare const __CONSOLE_VERSION__: string | undefined;

/** The version this page was built with (Vite puts it in at build time; APP_VERSION, else the server package's). */
export const builtVersion: string = typeof __CONSOLE_VERSION__ === 'string' ? __CONSOLE_VERSION__ : 'development';

/** doc2 §2: the latest-version-required screen shows when the server's version differs from the page's. */
export const isReloadRequired = (built: string, served: string | undefined): boolean => served !== undefined && served !== built;

/**
 * Whether the operator has work open that a reload would throw away: a field in an open dialog (every
 * form in the console is a dialog), or anything a screen marked as unsaved (`data-unsaved="true"`).
 */
export const hasOpenForm = (root: ParentNode = document): boolean =>
  root.querySelector(
    '[role="dialog"]:not([data-version-screen]) input:not([type="hidden"]), [role="dialog"]:not([data-version-screen]) textarea, [role="dialog"]:not([data-version-screen]) select, [data-unsaved="true"]',
  ) !== null;
